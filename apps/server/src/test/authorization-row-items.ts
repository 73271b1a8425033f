import { eq } from 'drizzle-orm';
import { conversations, reviewReplies, tickets } from '#src/db/schema.ts';
import type { World } from '#src/test/authorization-fixtures.ts';
import { createReview } from '#src/test/factories.ts';
import { createConversation, createReport } from '#src/test/reports.ts';

/*
 * What a row of the authorization matrix makes or reads for itself before its call (authorization-requests.ts):
 * a review, a report, the paid booking's conversation, the group ticket's name. Each row gets its own, so the
 * cells do not depend on each other's order.
 */

/** The conversation `user`'s paid booking joined (between `user` and `host`). */
export async function paidConversation(w: World): Promise<string> {
  const [row] = await w.app.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.bookingId, w.paidBooking.id));
  if (!row) throw new Error('the paid booking has no conversation');
  return row.id;
}

/** `user`'s review of an activity of `host` they attended; with `host`'s reply when `reply` is given. */
export async function freshReview(w: World, reply?: string) {
  const activity = await w.freshAttended();
  const review = await createReview(w.app.db, { userId: w.accounts.user.id, activityId: activity.id });
  if (reply) {
    await w.app.db
      .insert(reviewReplies)
      .values({ reviewId: review.id, hostId: activity.hostId, body: reply });
  }
  return review;
}

/** `user`'s open report of a fresh activity of `host`. */
export async function freshActivityReport(w: World) {
  const activity = await w.freshActivity();
  return createReport(w.app.db, {
    reporterId: w.accounts.user.id,
    targetType: 'activity',
    targetId: activity.id,
    subjectUserId: activity.hostId,
  });
}

/** `user`'s open report of `host`'s message in their conversation about a fresh activity. */
export async function freshMessageReport(w: World) {
  const activity = await w.freshActivity();
  const { messages } = await createConversation(w.app.db, {
    activityId: activity.id,
    hostId: activity.hostId,
    guestId: w.accounts.user.id,
    messages: [{ senderId: activity.hostId, body: 'Pay me outside Sortim.' }],
  });
  const [message] = messages;
  if (!message) throw new Error('no message');
  return createReport(w.app.db, {
    reporterId: w.accounts.user.id,
    targetType: 'message',
    targetId: message.id,
    subjectUserId: activity.hostId,
  });
}

/** Puts the world's group ticket in the state a row needs: a name on it, or none. */
export async function groupTicketNamed(w: World, name: string | null) {
  await w.app.db.update(tickets).set({ guestName: name }).where(eq(tickets.id, w.groupTicketId));
}
