import { and, gte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activities } from '#src/db/schema.ts';
import { listedIn } from '#src/modules/reservations/rules.ts';

/*
 * A series is one activity to guests (decision: a series in guests' lists): a list shows each series once,
 * at its earliest occurrence that the list would show, and says how many other upcoming dates it has.
 * Both are SQL on the row being listed, so paging, the total and every filter see the series once.
 */

/** The other occurrences of the listed row's series (`activities` in the outer statement). */
const occurrence = alias(activities, 'occurrence');
export type OccurrenceTable = typeof activities;
const other = occurrence as unknown as OccurrenceTable;

const sameSeriesUpcoming = (row: OccurrenceTable = activities): SQL[] => [
  sql`${occurrence.seriesId} = ${row.seriesId}`,
  listedIn(other),
  gte(occurrence.startTime, sql`now()`),
];

/**
 * The row (of `activities`, or of `row` when the statement reads it under another name) is the first of
 * its series among those matching `conditions` (written for a table, as the list's filters are): no
 * occurrence of the series that matches them comes before it, by the list's order (start time, then id).
 * A row outside any series is its own first.
 */
export function isFirstOfSeries(
  conditions: (table: OccurrenceTable) => SQL[],
  row: OccurrenceTable = activities,
): SQL {
  const earlier = sql`(${occurrence.startTime}, ${occurrence.id}) < (${row.startTime}, ${row.id})`;
  return sql`(${row.seriesId} is null or not exists (select 1 from ${activities} as ${occurrence} where ${and(
    ...sameSeriesUpcoming(row),
    ...conditions(other),
    earlier,
  )}))`;
}

/** How many other upcoming, listed dates the row's series has (0 outside a series). */
export const otherUpcomingDates = sql<number>`(case when ${activities.seriesId} is null then 0 else (
  select count(*)::int from ${activities} as ${occurrence} where ${and(...sameSeriesUpcoming(), sql`${occurrence.id} <> ${activities.id}`)}
) end)`.mapWith(Number);
