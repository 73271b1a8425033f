/**
 * Upcoming and past, as My Bookings and My Activities show them (spec): upcoming while the start is after
 * now, soonest first; past from the start on, most recent first.
 */
export function splitByStart<T>(
  items: readonly T[],
  startOf: (item: T) => string,
  now: Date = new Date(),
): { upcoming: T[]; past: T[] } {
  const byStart = items
    .map((item) => ({ item, start: Date.parse(startOf(item)) }))
    .sort((a, b) => a.start - b.start);
  return {
    upcoming: byStart.filter(({ start }) => start > now.getTime()).map(({ item }) => item),
    past: byStart
      .filter(({ start }) => start <= now.getTime())
      .map(({ item }) => item)
      .reverse(),
  };
}
