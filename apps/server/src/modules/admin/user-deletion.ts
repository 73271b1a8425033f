import { ADMIN_MESSAGES, type AdminDeletedUser } from '@sortim/contracts/admin';
import { ROLES } from '@sortim/contracts/taxonomy';
import { and, eq, gt, isNull, not, or, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import {
  accounts,
  activities,
  bookings,
  hostApplications,
  paymentSessions,
  profiles,
  reports,
  reviews,
  sessions,
  userRoles,
  users,
  verifications,
  waitlistEntries,
} from '#src/db/schema.ts';
import { recordAudit } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { deleteAnswersOf } from '#src/modules/booking-questions/answers.ts';
import { eraseConversationsOf } from '#src/modules/conversations/conversation-records.ts';
import { cancelActivity } from '#src/modules/reservations/cancel-activity.ts';
import { closeHold } from '#src/modules/reservations/holds.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { refundPaidBooking } from '#src/modules/reservations/refunds.ts';
import { hasMoneyOn, hasPaidGuests, isCancelled, isPaid } from '#src/modules/reservations/rules.ts';
import { releaseSpots } from '#src/modules/reservations/waitlist-offers.ts';

/*
 * An admin deletes someone. Money first, each step through the reservations module and safe to repeat:
 * their open checkouts are closed, their paid bookings of activities still to come are refunded, and every
 * activity they host that has not started is cancelled (its guests refunded, its waitlist told). Only then,
 * in one transaction, does the account go: everything that is only theirs is deleted, and the account row
 * with it when nothing else points at it. Bookings, payments and past activities with guests must outlive
 * the person (the schema restricts their deletion), so when any remain the account is anonymised instead:
 * no e-mail, no name, no way to sign in, and hidden from every admin list.
 *
 * A refund the provider refuses stops the deletion before the account changes: what was refunded stays
 * refunded, and deleting again finishes the job.
 */

const DELETED_NAME = 'Deleted user';
const anonymousEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** The outcome, and the activities it cancelled or erased (their link previews can go: modules/seo). */
export type UserDeletion = AdminDeletedUser & { goneActivityIds: string[] };

export async function deleteUser(ctx: PaymentContext, caller: Caller, userId: string): Promise<UserDeletion> {
  if (userId === caller.id) throw new Conflict(ADMIN_MESSAGES.cannotDeleteSelf);
  const [person] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), isNull(profiles.deletedAt)));
  if (!person) throw new NotFound('User not found');

  // Signed out everywhere first, so they cannot start a checkout or publish an activity meanwhile.
  await ctx.db.delete(sessions).where(eq(sessions.userId, userId));

  let refundedBookings = await refundAsGuest(ctx, userId);
  const upcoming = await ctx.db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.hostId, userId),
        gt(activities.startTime, sql`now()`),
        // One cancelled by an earlier attempt whose refunds did not all go through is tried again.
        or(not(isCancelled), hasPaidGuests(activities.id)),
      ),
    );
  for (const activity of upcoming) {
    refundedBookings += (await cancelActivity(ctx, activity.id)).refundedBookings;
  }

  const { mails, erasedActivityIds } = await ctx.db.transaction((tx) =>
    removeAccount(tx, ctx, caller, userId, { refundedBookings, cancelledActivities: upcoming.length }),
  );
  for (const mail of mails) await mail.dispatch();
  return {
    refundedBookings,
    cancelledActivities: upcoming.length,
    goneActivityIds: [...new Set([...upcoming.map((a) => a.id), ...erasedActivityIds])],
  };
}

/** Closes the person's open checkouts and refunds their paid bookings of activities still to come. */
async function refundAsGuest(ctx: PaymentContext, userId: string): Promise<number> {
  const open = await ctx.db
    .select({ id: paymentSessions.id, providerSessionId: paymentSessions.providerSessionId })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.userId, userId), eq(paymentSessions.status, 'open')));
  // A checkout paid a moment ago becomes a booking here, and is refunded below with the others.
  for (const session of open) await closeHold(ctx, session, 'cancelled');

  const future = await ctx.db
    .select({
      id: bookings.id,
      providerPaymentId: bookings.providerPaymentId,
      amountCents: bookings.amountCents,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(and(eq(bookings.userId, userId), isPaid, gt(activities.startTime, sql`now()`)));
  for (const booking of future) await refundPaidBooking(ctx, booking, 'guest_cancelled');
  return future.length;
}

/**
 * Step three, in the caller's transaction: returns the waitlist offers' e-mails to send after the commit, and
 * the activities erased.
 */
async function removeAccount(
  tx: Transaction,
  ctx: PaymentContext,
  caller: Caller,
  userId: string,
  outcome: AdminDeletedUser,
): Promise<{ mails: QueuedEmail[]; erasedActivityIds: string[] }> {
  const [person] = await tx
    .select({ email: users.email, name: profiles.displayName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), isNull(profiles.deletedAt)))
    .for('update');
  // Deleted by another admin meanwhile.
  if (!person) throw new NotFound('User not found');
  const roles = await tx
    .delete(userRoles)
    .where(eq(userRoles.userId, userId))
    .returning({ role: userRoles.role });

  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  // A password-reset link sent before would otherwise give an anonymised account a password again.
  await tx.delete(verifications).where(eq(verifications.value, userId));
  await tx.delete(hostApplications).where(eq(hostApplications.userId, userId));
  await tx.delete(reviews).where(eq(reviews.userId, userId));
  // Their conversations and messages: an anonymised account keeps its row, so no cascade removes them.
  await eraseConversationsOf(tx, userId);
  // Their own reports go; reports about them stay, the record of what was decided (decision 186).
  await tx.delete(reports).where(eq(reports.reporterId, userId));
  // Their answers to hosts' questions go even when their bookings must stay (health answers above all).
  await deleteAnswersOf(tx, userId);
  const left = await tx
    .delete(waitlistEntries)
    .where(eq(waitlistEntries.userId, userId))
    .returning({ activityId: waitlistEntries.activityId, offerExpiresAt: waitlistEntries.offerExpiresAt });
  const mails: QueuedEmail[] = [];
  // A spot held for them passes to the next in line.
  for (const entry of left) {
    if (entry.offerExpiresAt) mails.push(...(await releaseSpots(tx, ctx, entry.activityId, 1)));
  }
  // Activities no booking or payment ever pointed at go (their reviews and waitlists with them).
  const erased = await tx
    .delete(activities)
    .where(and(eq(activities.hostId, userId), not(hasMoneyOn(activities.id))))
    .returning({ id: activities.id });

  const [kept] = await tx
    .select({ records: stillReferenced(userId) })
    .from(users)
    .where(eq(users.id, userId));
  const anonymised = Boolean(kept?.records);
  if (anonymised) {
    await tx
      .update(users)
      .set({
        email: anonymousEmail(userId),
        name: DELETED_NAME,
        image: null,
        emailVerified: false,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await tx
      .update(profiles)
      .set({
        displayName: DELETED_NAME,
        email: null,
        phone: null,
        bio: null,
        city: null,
        age: null,
        gender: null,
        avatarUrl: null,
        payoutEmail: null,
        calendarIcsUrl: null,
        calendarFilterTag: null,
        calendarLastSyncedAt: null,
        calendarFeedToken: null,
        calendarLastImportEvents: null,
        calendarLastImportCutShort: null,
        calendarLastImportUnreadable: null,
        interests: [],
        languages: [],
        notificationsEnabled: false,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.id, userId));
  } else {
    // The profile goes with it (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, userId));
  }

  await recordAudit(tx, {
    actorId: caller.id,
    action: 'user.delete',
    targetType: 'user',
    targetId: userId,
    subjectUserId: userId,
    before: {
      email: person.email,
      name: person.name,
      roles: ROLES.filter((role) => roles.some((r) => r.role === role)),
    },
    after: { anonymised, ...outcome },
  });
  return { mails, erasedActivityIds: erased.map((a) => a.id) };
}

/** Whether records that must outlive the person point at them: bookings, payments, activities they hosted. */
const stillReferenced = (userId: string) =>
  sql<boolean>`exists (select 1 from ${bookings} where ${bookings.userId} = ${userId})
    or exists (select 1 from ${paymentSessions} where ${paymentSessions.userId} = ${userId})
    or exists (select 1 from ${activities} where ${activities.hostId} = ${userId})`;
