import type { AdminDashboardStats } from '@sortim/contracts/admin';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, hostApplications, profiles, reviews } from '#src/db/schema.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';
import { reviewShown } from '#src/modules/reviews/review-shown.ts';

/**
 * The admin dashboard's six numbers. Users are the accounts still in use (an anonymised one no longer
 * counts); bookings are paid ones; activities are every row, drafts and cancelled ones included.
 */
export async function dashboardStats(db: Database): Promise<AdminDashboardStats> {
  const [[people], [paid], [listed], [rating], [applications]] = await Promise.all([
    db.select({ n: count() }).from(profiles).where(isNull(profiles.deletedAt)),
    db.select({ n: count() }).from(bookings).where(isPaid),
    db.select({ n: count() }).from(activities),
    db
      .select({ average: sql<string | null>`round(avg(${reviews.rating}), 1)` })
      .from(reviews)
      .where(reviewShown),
    db
      .select({
        all: count(),
        pending: count(sql`case when ${eq(hostApplications.status, 'pending')} then 1 end`),
      })
      .from(hostApplications),
  ]);
  return {
    totalUsers: people?.n ?? 0,
    totalBookings: paid?.n ?? 0,
    totalActivities: listed?.n ?? 0,
    averageRating: rating?.average == null ? null : Number(rating.average),
    pendingApplications: applications?.pending ?? 0,
    allApplications: applications?.all ?? 0,
  };
}
