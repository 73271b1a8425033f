import { tz } from '@date-fns/tz';
import type { RecurrenceFrequency } from '@sortim/contracts/hosting';
import { RECURRENCE_DAYS } from '@sortim/contracts/hosting';
import { addDays } from 'date-fns';

/**
 * The starts of a series, as the server makes them: every `RECURRENCE_DAYS` days at the same wall time on
 * the activity's city's clock (a weekly 19:00 stays 19:00 across the daylight-saving change).
 */
export function seriesStarts(
  startIso: string,
  occurrences: number,
  frequency: RecurrenceFrequency,
  timeZone: string,
): Date[] {
  const days = RECURRENCE_DAYS[frequency];
  const clock = tz(timeZone);
  return Array.from(
    { length: occurrences },
    (_, i) => new Date(addDays(startIso, i * days, { in: clock }).getTime()),
  );
}
