import { DEFAULT_LOCALE } from '@sortim/contracts/product';
import {
  REVIEW_MESSAGES,
  REVIEW_REPLY_EDIT_HOURS,
  type Review,
  type ReviewReplyInput,
} from '@sortim/contracts/reviews';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, profiles, reviewReplies, reviews, users } from '#src/db/schema.ts';
import { recordAudit } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import type { Mailer } from '#src/lib/email/mailer.ts';
import { reviewReplyEmail } from '#src/lib/email/templates/review-reply.ts';
import { Conflict, Forbidden, NotFound } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isUuid } from '#src/lib/ids.ts';
import { reviewShown } from './review-shown.ts';
import { findReview } from './reviews.service.ts';

/*
 * A host's reply to a review of their activity: one per review (the table's primary key is the review's,
 * so two posts at once cannot both land), editable for REVIEW_REPLY_EDIT_HOURS after it was first posted,
 * then fixed. The reviewer is e-mailed once, when the reply is posted, not on edits (an edit is the host
 * fixing their words, not news). An admin may remove a reply; the removal and its audit record are one
 * transaction. The window is measured by the database's clock, the one that stamped the reply.
 */

export type ReviewReplyContext = { db: Database; mailer: Mailer; publicUrl: string };

const M = REVIEW_MESSAGES;

/** Whether the reply's edit window is still open, by the database's clock. */
const editable = sql<boolean>`(${reviewReplies.createdAt} > now() - make_interval(hours => ${REVIEW_REPLY_EDIT_HOURS}))`;

/** The review, its activity's host and title, and its author's address and language, for the host only. */
async function reviewForHost(tx: Transaction, caller: Caller, reviewId: string) {
  const [row] = isUuid(reviewId)
    ? await tx
        .select({
          id: reviews.id,
          activityId: activities.id,
          hostId: activities.hostId,
          title: activities.title,
          seriesId: activities.seriesId,
          reviewerEmail: users.email,
          reviewerName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
          reviewerLocale: profiles.locale,
        })
        .from(reviews)
        .innerJoin(activities, eq(activities.id, reviews.activityId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .leftJoin(profiles, eq(profiles.id, reviews.userId))
        // A review an admin hid shows nowhere: nothing to reply to.
        .where(and(eq(reviews.id, reviewId), reviewShown))
    : [];
  if (!row) throw new NotFound();
  // Admins included: the reply speaks in the host's name.
  if (row.hostId !== caller.id) throw new Forbidden(M.replyHostOnly);
  return row;
}

async function hostName(tx: Transaction, hostId: string): Promise<string> {
  const [host] = await tx
    .select({ name: sql<string>`coalesce(${profiles.displayName}, ${users.name})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, hostId));
  return host?.name ?? '';
}

/** `POST /api/reviews/:id/reply`: the host's one reply; the reviewer hears of it by e-mail. */
export async function replyToReview(
  ctx: ReviewReplyContext,
  caller: Caller,
  reviewId: string,
  input: ReviewReplyInput,
): Promise<Review> {
  const { mail } = await ctx.db.transaction(async (tx) => {
    const review = await reviewForHost(tx, caller, reviewId);
    const [created] = await tx
      .insert(reviewReplies)
      .values({ reviewId: review.id, hostId: caller.id, body: input.body.trim() })
      .onConflictDoNothing({ target: reviewReplies.reviewId })
      .returning({ reviewId: reviewReplies.reviewId });
    if (!created) throw new Conflict(M.alreadyReplied);
    const queued = await ctx.mailer.queue(tx, {
      to: review.reviewerEmail,
      ...reviewReplyEmail({
        // Built here, not selected whole: a reviewer may have no profile (the left join), so both fall back.
        recipient: { locale: review.reviewerLocale ?? DEFAULT_LOCALE, name: review.reviewerName },
        hostName: await hostName(tx, caller.id),
        activityTitle: guestTitle(review),
        body: input.body.trim(),
        activityUrl: `${ctx.publicUrl}/activity/${review.activityId}`,
      }),
    });
    return { mail: queued };
  });
  await mail.dispatch();
  return findReview(ctx.db, reviewId);
}

/** `PUT /api/reviews/:id/reply`: the host rewords their reply, within the window; nobody is e-mailed. */
export async function editReviewReply(
  db: Database,
  caller: Caller,
  reviewId: string,
  input: ReviewReplyInput,
): Promise<Review> {
  await db.transaction(async (tx) => {
    await reviewForHost(tx, caller, reviewId);
    const [reply] = await tx
      .select({ editable })
      .from(reviewReplies)
      .where(eq(reviewReplies.reviewId, reviewId))
      .for('update');
    if (!reply) throw new NotFound(M.replyNotFound);
    if (!reply.editable) throw new Conflict(M.replyEditClosed);
    await tx
      .update(reviewReplies)
      .set({ body: input.body.trim(), updatedAt: sql`now()` })
      .where(eq(reviewReplies.reviewId, reviewId));
  });
  return findReview(db, reviewId);
}

/** `DELETE /api/admin/reviews/:id/reply`: an admin removes a reply, with its audit record. */
export async function removeReviewReply(db: Database, admin: Caller, reviewId: string): Promise<void> {
  if (!isUuid(reviewId)) throw new NotFound(M.replyNotFound);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(reviewReplies)
      .where(eq(reviewReplies.reviewId, reviewId))
      .returning({ hostId: reviewReplies.hostId, body: reviewReplies.body });
    if (!removed) throw new NotFound(M.replyNotFound);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'review.reply-remove',
      targetType: 'review',
      targetId: reviewId,
      subjectUserId: removed.hostId,
      before: { body: removed.body },
    });
  });
}
