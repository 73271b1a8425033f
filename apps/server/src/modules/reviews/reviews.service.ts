import { REPORT_MESSAGES } from '@sortim/contracts/reports';
import {
  REVIEW_MESSAGES,
  type Review,
  type ReviewInput,
  type ReviewList,
  type ReviewViewer,
} from '@sortim/contracts/reviews';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, profiles, reviewReplies, reviews, users } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, Forbidden, NotFound } from '#src/lib/errors.ts';
import { isSuspended } from '#src/lib/suspension.ts';
import { findVisibleActivity } from '#src/modules/attendees/visible-activity.ts';
import { hasStarted, isPaid } from '#src/modules/reservations/rules.ts';
import { reviewAttended } from './review-attended.ts';
import { type ReplyRow, replyColumns, replyHost, replyHostProfile, toReply } from './review-reply-columns.ts';
import { reviewShown } from './review-shown.ts';

const reviewColumns = {
  id: reviews.id,
  activityId: reviews.activityId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  // A profile is made at sign-up; the account name covers one that was never created.
  displayName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
  avatarUrl: profiles.avatarUrl,
  attended: reviewAttended,
  ...replyColumns,
};

/** Reviews with their author and the host's reply, if any: `.from(reviews)` then this. */
function selectReviews(db: Database) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .leftJoin(replyHost, eq(replyHost.id, reviewReplies.hostId))
    .leftJoin(replyHostProfile, eq(replyHostProfile.id, reviewReplies.hostId));
}

type ReviewRow = ReplyRow & {
  id: string;
  activityId: string;
  rating: number;
  comment: string | null;
  createdAt: Date;
  displayName: string;
  avatarUrl: string | null;
  attended: boolean;
};

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  activityId: row.activityId,
  rating: row.rating,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
  author: { displayName: row.displayName, avatarUrl: row.avatarUrl },
  attended: row.attended,
  reply: toReply(row),
});

/** One review as the list shows it (after a reply is posted or edited). */
export async function findReview(db: Database, reviewId: string): Promise<Review> {
  const [row] = await selectReviews(db).where(eq(reviews.id, reviewId));
  if (!row) throw new NotFound();
  return toReview(row);
}

/** The reviews of an activity, newest first, with the average (one decimal) and count the page shows. */
export async function listReviews(
  db: Database,
  caller: Caller | null,
  activityId: string,
): Promise<ReviewList> {
  const activity = await findVisibleActivity(db, caller, activityId);
  const rows = await selectReviews(db)
    .where(and(eq(reviews.activityId, activity.id), reviewShown))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const [summary] = await db
    .select({
      count: count(),
      // Rounded by PostgreSQL's numeric (half away from zero), not by binary floating point.
      average: sql<string | null>`round(avg(${reviews.rating})::numeric, 1)`,
    })
    .from(reviews)
    .where(and(eq(reviews.activityId, activity.id), reviewShown));
  return {
    summary: {
      count: summary?.count ?? 0,
      average: summary?.average == null ? null : Number(summary.average),
    },
    items: rows.map(toReview),
    viewer: caller ? await reviewViewer(db, caller.id, activity) : null,
  };
}

/** A paid booking for the activity, once it has started: who may review it (spec §4). */
async function hasAttended(db: Database, userId: string, activityId: string): Promise<boolean> {
  const [attended] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(and(eq(bookings.userId, userId), eq(bookings.activityId, activityId), isPaid, hasStarted))
    .limit(1);
  return attended !== undefined;
}

async function reviewViewer(
  db: Database,
  userId: string,
  activity: { id: string; hostId: string },
): Promise<ReviewViewer> {
  const activityId = activity.id;
  const [own] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.activityId, activityId)))
    .limit(1);
  return {
    attended: await hasAttended(db, userId, activityId),
    ownReviewId: own?.id ?? null,
    isHost: activity.hostId === userId,
  };
}

/**
 * A review from someone who was there: a paid booking for an activity that has started (spec §4), one per
 * person and activity. The unique index decides the race between two submissions, not a prior read.
 */
export async function createReview(
  db: Database,
  caller: Caller,
  activityId: string,
  input: ReviewInput,
): Promise<Review> {
  const activity = await findVisibleActivity(db, caller, activityId);
  // A suspended account no longer writes on Sortim (decision 187).
  if (await isSuspended(db, caller.id)) throw new Forbidden(REPORT_MESSAGES.suspended);
  if (!(await hasAttended(db, caller.id, activity.id))) throw new Forbidden(REVIEW_MESSAGES.attendRequired);

  const [created] = await db
    .insert(reviews)
    .values({
      activityId: activity.id,
      userId: caller.id,
      rating: input.rating,
      comment: input.comment?.trim() || null,
    })
    .onConflictDoNothing({ target: [reviews.userId, reviews.activityId] })
    .returning({ id: reviews.id });
  if (!created) throw new Conflict(REVIEW_MESSAGES.alreadyReviewed);

  return findReview(db, created.id);
}
