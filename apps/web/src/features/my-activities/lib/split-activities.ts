import type { HostActivity } from '@sortim/contracts/hosting';

/**
 * My Activities' tabs (spec §2): upcoming when the start is after now, otherwise past. Upcoming reads
 * soonest first, past most recent first.
 */
export function splitHostActivities(
  activities: readonly HostActivity[],
  now: Date = new Date(),
): { upcoming: HostActivity[]; past: HostActivity[] } {
  const byStart = activities
    .map((activity) => ({ activity, start: Date.parse(activity.startTime) }))
    .sort((a, b) => a.start - b.start);
  return {
    upcoming: byStart.filter(({ start }) => start > now.getTime()).map(({ activity }) => activity),
    past: byStart
      .filter(({ start }) => start <= now.getTime())
      .map(({ activity }) => activity)
      .reverse(),
  };
}
