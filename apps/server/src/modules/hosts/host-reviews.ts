import type { HostReview } from '@sortim/contracts/host-dashboard';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, profiles, reviewReplies, reviews, users } from '#src/db/schema.ts';
import { isListed } from '#src/modules/reservations/rules.ts';
import { reviewAttended } from '#src/modules/reviews/review-attended.ts';
import {
  replyColumns,
  replyHost,
  replyHostProfile,
  toReply,
} from '#src/modules/reviews/review-reply-columns.ts';
import { reviewShown } from '#src/modules/reviews/review-shown.ts';

/*
 * A host's rating is over the reviews guests can read: those of the host's public activities, but the
 * ones an admin hid. The
 * dashboard and the public profile show the same number, and no review names a draft's title.
 */

const readableReviewOf = (hostId: string): SQL =>
  and(eq(activities.hostId, hostId), isListed, reviewShown) as SQL;

/** The average rating (one decimal, null without reviews) and how many reviews it is over. */
export async function hostRating(
  db: Database,
  hostId: string,
): Promise<{ rating: number | null; reviewCount: number }> {
  const [summary] = await db
    .select({
      reviewCount: count(),
      // Rounded by PostgreSQL's numeric (half away from zero), as an activity's own average is.
      rating: sql<string | null>`round(avg(${reviews.rating})::numeric, 1)`,
    })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .where(readableReviewOf(hostId));
  return {
    rating: summary?.rating == null ? null : Number(summary.rating),
    reviewCount: summary?.reviewCount ?? 0,
  };
}

/** The host's `limit` most recent readable reviews, with their author, activity and the host's reply. */
export async function recentHostReviews(db: Database, hostId: string, limit: number): Promise<HostReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      // A profile is made at sign-up; the account name covers one that was never created.
      displayName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
      avatarUrl: profiles.avatarUrl,
      activityTitle: activities.title,
      attended: reviewAttended,
      ...replyColumns,
    })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .leftJoin(replyHost, eq(replyHost.id, reviewReplies.hostId))
    .leftJoin(replyHostProfile, eq(replyHostProfile.id, reviewReplies.hostId))
    .where(readableReviewOf(hostId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    author: { displayName: row.displayName, avatarUrl: row.avatarUrl },
    activityTitle: row.activityTitle,
    attended: row.attended,
    reply: toReply(row),
  }));
}
