/*
 * The plain checks behind `ActivityListQuery` (activities.ts), without zod: the explore page reads its URL
 * query with them on its first load, before any zod has loaded, and the schema uses the same ones.
 */

/** The longest search text, trimmed. */
export const SEARCH_TEXT_MAX = 100;

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date as YYYY-MM-DD that names a real day: 2027-02-30 has the shape but is no day. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
