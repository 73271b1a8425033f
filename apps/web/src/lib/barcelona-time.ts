import { TZDate, tz } from '@date-fns/tz';
import { APP_TIME_ZONE } from '@sortim/contracts/product';
import { format } from 'date-fns';

/**
 * The form's times are `datetime-local` values, wall times in Barcelona whatever the browser's zone;
 * the API takes ISO instants in UTC.
 */

const barcelona = tz(APP_TIME_ZONE);
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** '2027-03-27T19:00' (Barcelona) → '2027-03-27T18:00:00.000Z'; null when the text is no time. */
export function barcelonaLocalToIso(local: string): string | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const zoned = new TZDate(year, month - 1, day, hour, minute, second, APP_TIME_ZONE);
  const time = zoned.getTime();
  // TZDate's own toISOString keeps the zone's offset; the API wants UTC.
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An instant as the `datetime-local` value of its Barcelona wall time: '2027-03-27T19:00'. */
export function isoToBarcelonaLocal(iso: string): string {
  return format(iso, "yyyy-MM-dd'T'HH:mm", { in: barcelona });
}
