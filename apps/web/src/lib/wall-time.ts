import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/*
 * The forms' times are `datetime-local` values: wall times on a city's clock (an activity's own city,
 * decision 194), whatever the browser's zone; the API takes ISO instants in UTC.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether `local` is a `datetime-local` value at all (on any clock). */
export const isWallTime = (local: string): boolean => LOCAL.test(local);

/** '2027-03-27T19:00' on Europe/Madrid's clock → '2027-03-27T18:00:00.000Z'; null when the text is no time. */
export function wallTimeToIso(local: string, timeZone: string): string | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const time = new TZDate(year, month - 1, day, hour, minute, second, timeZone).getTime();
  // TZDate's own toISOString keeps the zone's offset; the API wants UTC.
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An instant as the `datetime-local` value of its wall time on `timeZone`'s clock: '2027-03-27T19:00'. */
export function isoToWallTime(iso: string, timeZone: string): string {
  return format(new TZDate(iso, timeZone), "yyyy-MM-dd'T'HH:mm");
}
