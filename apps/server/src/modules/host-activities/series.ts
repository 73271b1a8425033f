import { RECURRENCE_DAYS, type Recurrence } from '@sortim/contracts/hosting';
import { LIMITS } from '@sortim/contracts/limits';
import { addDays, barcelonaClock, barcelonaDay, barcelonaTime } from '#src/lib/barcelona-time.ts';

/*
 * A recurring series: separate activities, each at the same Barcelona wall-clock time and of the same
 * length, 7, 14 or 30 days apart. A weekly 19:00 stays 19:00 across a daylight-saving change, so the
 * instants between occurrences are not always a whole number of days.
 */

export type Occurrence = { title: string; startTime: Date; endTime: Date };

/** The 1st keeps the title; the 2nd onward get ' (2)', ' (3)'..., the title shortened to stay in bounds. */
export function occurrenceTitle(title: string, index: number): string {
  if (index === 0) return title;
  return withSuffix(title, ` (${index + 1})`);
}

/** `title` + `suffix`, the title cut (and trimmed) so the whole stays within the title limit. */
export function withSuffix(title: string, suffix: string): string {
  return `${title.slice(0, LIMITS.activityTitleMax - suffix.length).trimEnd()}${suffix}`;
}

export function seriesOccurrences(
  first: { title: string; startTime: Date; endTime: Date },
  recurrence: Recurrence | null,
  /** The activity's city's zone: a series repeats at the same wall-clock time there. */
  timeZone?: string,
): Occurrence[] {
  const count = recurrence?.occurrences ?? 1;
  const spacing = recurrence ? RECURRENCE_DAYS[recurrence.frequency] : 0;
  const duration = first.endTime.getTime() - first.startTime.getTime();
  const day = barcelonaDay(first.startTime, timeZone);
  const clock = barcelonaClock(first.startTime, timeZone);
  return Array.from({ length: count }, (_, i) => {
    const startTime = i === 0 ? first.startTime : barcelonaTime(addDays(day, i * spacing), clock, timeZone);
    return {
      title: occurrenceTitle(first.title, i),
      startTime,
      endTime: new Date(startTime.getTime() + duration),
    };
  });
}
