import { z } from 'zod';
import { RevenueBreakdown } from './revenue.ts';
import { AB_GROUPS } from './taxonomy.ts';

/*
 * The analytics reports an admin reads (/admin/analytics: Overview, Trends, A/B Testing), served under
 * `/api/admin/analytics/*`. What a browser sends (a page view) is contracts/analytics.ts: the events are
 * written by every visitor, the reports read by admins, and neither needs the other.
 */

export const ANALYTICS_REFRESH_MS = 60_000;
export const ANALYTICS_WINDOW_DAYS = 7;
/** The Revenue tab's window: prices and codes sell over weeks, and a week of codes is a handful. */
export const REVENUE_WINDOW_DAYS = 30;
export const TRENDS_DAYS = 7;

export const AnalyticsOverview = z.object({
  /** Distinct visit sessions with a page view: last 7 and 30 days. */
  uniqueVisitors7d: z.number().int(),
  uniqueVisitors30d: z.number().int(),
  checkoutsStarted7d: z.number().int(),
  paidBookings7d: z.number().int(),
  /** paid bookings in 7 days / checkouts started in 7 days x 100, 1 decimal (0 without checkouts). */
  conversionRate: z.number(),
  /** Top 5 categories by paid bookings in 7 days. */
  topCategories: z.array(z.object({ category: z.string(), paidBookings: z.number().int() })),
  /** Signed-in users with more than 1 event in 7 days. */
  returningUsers: z.number().int(),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverview>;

export const DailyAnalyticsRow = z.object({
  /** yyyy-MM-dd, a Barcelona calendar day. */
  date: z.string(),
  uniqueVisitors: z.number().int(),
  checkoutsStarted: z.number().int(),
  checkoutsCompleted: z.number().int(),
  conversionRate: z.number(),
});
export type DailyAnalyticsRow = z.infer<typeof DailyAnalyticsRow>;
/** The last 7 rolled-up days, oldest first. */
export const AnalyticsTrends = z.object({ days: z.array(DailyAnalyticsRow) });
export type AnalyticsTrends = z.infer<typeof AnalyticsTrends>;

export const AbVariantStats = z.object({
  group: z.enum(AB_GROUPS),
  users: z.number().int(),
  checkoutsStarted: z.number().int(),
  paidBookings: z.number().int(),
  /** paid bookings / checkouts started x 100, 1 decimal. */
  conversionRate: z.number(),
});
export type AbVariantStats = z.infer<typeof AbVariantStats>;

export const AbTestResult = z.object({
  variants: z.array(AbVariantStats),
  /** variant_b minus variant_a, percentage points, 1 decimal. */
  difference: z.number(),
  zScore: z.number().nullable(),
  pValue: z.number().nullable(),
  /** Two-sided, at 95 % confidence. */
  significant: z.boolean(),
  /** Checkouts each variant needs to detect the observed difference (80 % power); null when there is none. */
  neededPerVariant: z.number().int().nullable(),
});
export type AbTestResult = z.infer<typeof AbTestResult>;

/**
 * The Revenue tab: the paid bookings made in the last REVENUE_WINDOW_DAYS, by kind of price (every host's
 * own names in one 'custom' row) and by code, platform and hosts' (each with its host's name).
 */
export const AnalyticsRevenue = RevenueBreakdown.extend({ days: z.number().int() });
export type AnalyticsRevenue = z.infer<typeof AnalyticsRevenue>;
