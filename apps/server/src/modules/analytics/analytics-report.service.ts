import {
  type AbTestResult,
  type AbVariantStats,
  ANALYTICS_WINDOW_DAYS,
  type AnalyticsOverview,
  type AnalyticsRevenue,
  type AnalyticsTrends,
  REVENUE_WINDOW_DAYS,
  TRENDS_DAYS,
} from '@sortim/contracts/analytics-report';
import { AB_GROUPS, type AbGroup } from '@sortim/contracts/taxonomy';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, analyticsEvents, bookings, dailyAnalytics, profiles } from '#src/db/schema.ts';
import { DAY } from '#src/lib/barcelona-time.ts';
import { revenueBreakdown } from '#src/modules/reservations/revenue.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';
import { compareFunnels } from './ab-test.ts';
import { conversionRate } from './conversion-rate.ts';

/*
 * What the admin Analytics page reads: the Overview over a rolling window, the Trends rolled up nightly
 * (daily-rollup.ts) and the A/B test. Every window is (now - n days, now], answered by the indexes on
 * (event_type, created_at), (created_at) and the paid bookings' (created_at).
 */

/** The Overview's second, longer window for unique visitors. */
const LONG_WINDOW_DAYS = 30;
const TOP_CATEGORIES = 5;

const since = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

export async function analyticsOverview(db: Database, now: Date = new Date()): Promise<AnalyticsOverview> {
  const weekAgo = since(now, ANALYTICS_WINDOW_DAYS);
  const ofWeek = gte(analyticsEvents.createdAt, weekAgo);
  const eventsOfWeek = and(ofWeek, lte(analyticsEvents.createdAt, now));
  const paidOfWeek = and(isPaid, gte(bookings.createdAt, weekAgo), lte(bookings.createdAt, now));

  const [[visitors], checkoutsStarted7d, paidBookings7d, topCategories, [returning]] = await Promise.all([
    db
      .select({
        week: sql<number>`count(distinct ${analyticsEvents.sessionId}) filter (where ${ofWeek})`.mapWith(
          Number,
        ),
        month: sql<number>`count(distinct ${analyticsEvents.sessionId})`.mapWith(Number),
      })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.eventType, 'page_view'),
          gte(analyticsEvents.createdAt, since(now, LONG_WINDOW_DAYS)),
          lte(analyticsEvents.createdAt, now),
        ),
      ),
    db.$count(analyticsEvents, and(eq(analyticsEvents.eventType, 'checkout_started'), eventsOfWeek)),
    db.$count(bookings, paidOfWeek),
    db
      .select({ category: activities.category, paidBookings: count() })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(paidOfWeek)
      .groupBy(activities.category)
      .orderBy(desc(count()), asc(activities.category))
      .limit(TOP_CATEGORIES),
    db.select({ n: count() }).from(returningUsers(db, eventsOfWeek)),
  ]);

  return {
    uniqueVisitors7d: visitors?.week ?? 0,
    uniqueVisitors30d: visitors?.month ?? 0,
    checkoutsStarted7d,
    paidBookings7d,
    conversionRate: conversionRate(paidBookings7d, checkoutsStarted7d),
    topCategories,
    returningUsers: returning?.n ?? 0,
  };
}

/** The Revenue tab: paid bookings made in the last REVENUE_WINDOW_DAYS, by kind of price and by code. */
export async function analyticsRevenue(db: Database, now: Date = new Date()): Promise<AnalyticsRevenue> {
  const window = and(
    isPaid,
    gte(bookings.createdAt, since(now, REVENUE_WINDOW_DAYS)),
    lte(bookings.createdAt, now),
  );
  return { days: REVENUE_WINDOW_DAYS, ...(await revenueBreakdown(db, window, { byName: false })) };
}

/** Signed-in users with more than one event (of any type) in the window. */
function returningUsers(db: Database, window: SQL | undefined) {
  return db
    .select({ userId: analyticsEvents.userId })
    .from(analyticsEvents)
    .where(and(isNotNull(analyticsEvents.userId), window))
    .groupBy(analyticsEvents.userId)
    .having(sql`count(*) > 1`)
    .as('returning_users');
}

/** The latest rolled-up days (spec: by date descending, limit 7), shown oldest first. */
export async function analyticsTrends(db: Database): Promise<AnalyticsTrends> {
  const latest = await db
    .select({
      date: dailyAnalytics.date,
      uniqueVisitors: dailyAnalytics.uniqueVisitors,
      checkoutsStarted: dailyAnalytics.checkoutsStarted,
      checkoutsCompleted: dailyAnalytics.checkoutsCompleted,
      conversionRate: dailyAnalytics.conversionRate,
    })
    .from(dailyAnalytics)
    .orderBy(desc(dailyAnalytics.date))
    .limit(TRENDS_DAYS);
  return { days: latest.reverse() };
}

/**
 * variant_a (standard titles and prices) against variant_b (flame and 'Best Price!') over the life of the
 * experiment. A group is its members whose account is not anonymised; its funnel is their checkouts
 * started and paid bookings. The experiment runs since the first checkout was recorded: a paid booking
 * older than that has no checkout to convert from and would push conversion past 100 %.
 */
export async function abTestResult(db: Database): Promise<AbTestResult> {
  const member = isNull(profiles.deletedAt);
  const experimentStart = db
    .select({ at: min(analyticsEvents.createdAt) })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.eventType, 'checkout_started'));

  const [users, checkouts, paid] = await Promise.all([
    db.select({ group: profiles.abGroup, n: count() }).from(profiles).where(member).groupBy(profiles.abGroup),
    db
      .select({ group: profiles.abGroup, n: count() })
      .from(analyticsEvents)
      .innerJoin(profiles, eq(profiles.id, analyticsEvents.userId))
      .where(and(eq(analyticsEvents.eventType, 'checkout_started'), member))
      .groupBy(profiles.abGroup),
    db
      .select({ group: profiles.abGroup, n: count() })
      .from(bookings)
      .innerJoin(profiles, eq(profiles.id, bookings.userId))
      .where(and(isPaid, member, gte(bookings.createdAt, sql`(${experimentStart})`)))
      .groupBy(profiles.abGroup),
  ]);

  const countOf = (rows: { group: AbGroup; n: number }[], group: AbGroup) =>
    rows.find((row) => row.group === group)?.n ?? 0;
  const funnelOf = (group: AbGroup) => ({ started: countOf(checkouts, group), paid: countOf(paid, group) });
  const variants: AbVariantStats[] = AB_GROUPS.map((group) => {
    const funnel = funnelOf(group);
    return {
      group,
      users: countOf(users, group),
      checkoutsStarted: funnel.started,
      paidBookings: funnel.paid,
      conversionRate: conversionRate(funnel.paid, funnel.started),
    };
  });
  return { variants, ...compareFunnels(funnelOf('variant_a'), funnelOf('variant_b')) };
}
