import type { DailyAnalyticsRow } from '@sortim/contracts/analytics-report';
import { and, countDistinct, eq, gte, inArray, lt, max, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { analyticsEvents, bookings, dailyAnalytics } from '#src/db/schema.ts';
import { addDays, barcelonaDay, barcelonaTime, type CalendarDay, isoDate } from '#src/lib/barcelona-time.ts';
import { conversionRate } from './conversion-rate.ts';

/*
 * The nightly rollup behind the Trends tab: one daily_analytics row per Barcelona calendar day. A day is
 * recomputed from the events and bookings whole and upserted by date, so running it twice, or after a
 * missed night, gives the same row.
 */

/** How far back a rollup reaches when it has nothing to start from, or has been stopped a long time. */
export const MAX_BACKFILL_DAYS = 30;

/**
 * Statuses of a booking whose checkout was completed: a later refund does not undo the completed
 * checkout (and a day's row does not change when a guest cancels weeks later).
 */
const COMPLETED_CHECKOUT = ['paid', 'refunded'] as const;

/** From 00:00 to the next 00:00 in Barcelona: 23 hours when the clocks go forward, 25 when they go back. */
export function barcelonaDayBounds(day: CalendarDay): { from: Date; to: Date } {
  return { from: barcelonaTime(day, '00:00'), to: barcelonaTime(addDays(day, 1), '00:00') };
}

const within = (column: SQLWrapper, { from, to }: { from: Date; to: Date }) =>
  and(gte(column, from), lt(column, to));

/**
 * Computes `day` (a Barcelona day) and writes its row: unique visitors (distinct sessions with a page
 * view), checkouts started, checkouts completed (bookings paid that day) and their conversion rate.
 */
export async function rollupDay(db: Database | Transaction, day: CalendarDay): Promise<DailyAnalyticsRow> {
  const bounds = barcelonaDayBounds(day);
  const [visitors] = await db
    .select({ n: countDistinct(analyticsEvents.sessionId) })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.eventType, 'page_view'), within(analyticsEvents.createdAt, bounds)));
  const checkoutsStarted = await db.$count(
    analyticsEvents,
    and(eq(analyticsEvents.eventType, 'checkout_started'), within(analyticsEvents.createdAt, bounds)),
  );
  const checkoutsCompleted = await db.$count(
    bookings,
    and(inArray(bookings.status, COMPLETED_CHECKOUT), within(bookings.createdAt, bounds)),
  );
  const row: DailyAnalyticsRow = {
    date: isoDate(day),
    uniqueVisitors: visitors?.n ?? 0,
    checkoutsStarted,
    checkoutsCompleted,
    conversionRate: conversionRate(checkoutsCompleted, checkoutsStarted),
  };
  const { date, ...counts } = row;
  await db
    .insert(dailyAnalytics)
    .values(row)
    .onConflictDoUpdate({ target: dailyAnalytics.date, set: counts });
  return row;
}

/**
 * Rolls up every day from the one after the latest stored row through yesterday (Barcelona days), at
 * most {@link MAX_BACKFILL_DAYS} back, and always yesterday again (events sent around midnight, a
 * payment settled late). Returns the rows written, oldest first.
 */
export async function rollupMissedDays(db: Database | Transaction, now: Date): Promise<DailyAnalyticsRow[]> {
  const today = barcelonaDay(now);
  const yesterday = addDays(today, -1);
  const earliest = addDays(today, -MAX_BACKFILL_DAYS);
  const [latest] = await db.select({ date: max(dailyAnalytics.date) }).from(dailyAnalytics);
  const after = latest?.date ? addDays(parseIsoDate(latest.date), 1) : earliest;
  const first = laterOf(earliest, earlierOf(after, yesterday));

  const rows: DailyAnalyticsRow[] = [];
  for (let day = first; isoDate(day) <= isoDate(yesterday); day = addDays(day, 1)) {
    rows.push(await rollupDay(db, day));
  }
  return rows;
}

/** 'YYYY-MM-DD', as a SQL date reads, to a calendar day. */
function parseIsoDate(value: string): CalendarDay {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return { year, month, day };
}

// ISO dates order as strings.
const earlierOf = (a: CalendarDay, b: CalendarDay) => (isoDate(a) <= isoDate(b) ? a : b);
const laterOf = (a: CalendarDay, b: CalendarDay) => (isoDate(a) >= isoDate(b) ? a : b);
