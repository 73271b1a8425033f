import { tz } from '@date-fns/tz';
import type { RecurrenceFrequency } from '@sortim/contracts/hosting';
import { RECURRENCE_DAYS } from '@sortim/contracts/hosting';
import { APP_TIME_ZONE } from '@sortim/contracts/product';
import { addDays } from 'date-fns';

/*
 * A series' dates in Barcelona time; the form's wall times ↔ instants are lib/barcelona-time.ts (the promo
 * codes' start and end use them too).
 */

export { barcelonaLocalToIso, isoToBarcelonaLocal } from '#/lib/barcelona-time.ts';

const barcelona = tz(APP_TIME_ZONE);

/**
 * The starts of a series, as the server makes them: every `RECURRENCE_DAYS` days at the same Barcelona
 * wall time (a weekly 19:00 stays 19:00 across the daylight-saving change).
 */
export function seriesStarts(startIso: string, occurrences: number, frequency: RecurrenceFrequency): Date[] {
  const days = RECURRENCE_DAYS[frequency];
  return Array.from(
    { length: occurrences },
    (_, i) => new Date(addDays(startIso, i * days, { in: barcelona }).getTime()),
  );
}
