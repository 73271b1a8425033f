import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, profiles, users, waitlistEntries } from '#src/db/schema.ts';
import { activityForMailColumns } from '#src/lib/email/activity-for-mail.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { waitlistOfferEmail } from '#src/lib/email/templates/waitlist-offer.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import type { PaymentContext } from './payment-context.ts';
import { isBookable } from './rules.ts';
import { holdSpotsForOffers, putBackSpots } from './spots.ts';

/*
 * Freed spots go to the waitlist first (decision 45, docs/decisions/): each free spot becomes an offer to the next person
 * in line who has none, held for them (subtracted from spots_remaining) until the offer lapses, when it
 * passes on. Everything here runs inside the caller's transaction; the e-mails it queues are dispatched by
 * the caller after the commit.
 */

/**
 * Offers the activity's free spots to the people first in line, one spot each. Only while it can be
 * booked: published, not started, and its host able to take payments.
 */
export async function offerFreeSpots(
  tx: Transaction,
  ctx: PaymentContext,
  activityId: string,
): Promise<QueuedEmail[]> {
  const [activity] = await tx
    .select({
      ...activityForMailColumns,
      spotsRemaining: activities.spotsRemaining,
      open: isBookable,
      payoutsEnabled: profiles.payoutsEnabled,
    })
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(eq(activities.id, activityId))
    .for('update', { of: activities });
  if (!activity?.open || !activity.payoutsEnabled || activity.spotsRemaining <= 0) return [];

  const line = await tx
    .select({
      id: waitlistEntries.id,
      ...recipientColumns,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .innerJoin(profiles, eq(profiles.id, waitlistEntries.userId))
    .where(and(eq(waitlistEntries.activityId, activityId), isNull(waitlistEntries.offerExpiresAt)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(activity.spotsRemaining);
  if (line.length === 0) return [];

  // Held for the configured time, but never past the start: an offer for a sooner activity is shorter.
  const offerExpiresAt = new Date(
    Math.min(Date.now() + ctx.rules.waitlistOfferHours * 3_600_000, activity.startTime.getTime()),
  );
  await tx
    .update(waitlistEntries)
    .set({ offerExpiresAt })
    .where(
      inArray(
        waitlistEntries.id,
        line.map((entry) => entry.id),
      ),
    );
  await holdSpotsForOffers(tx, activityId, line.length);

  const bookUrl = `${ctx.publicUrl}/activity/${activityId}?book=1`;
  return Promise.all(
    line.map((person) =>
      ctx.mailer.queue(tx, {
        to: person.email,
        ...waitlistOfferEmail({
          recipient: person,
          activityTitle: guestTitle(activity),
          startTime: activity.startTime,
          timeZone: activity.timeZone,
          offerExpiresAt,
          bookUrl,
        }),
      }),
    ),
  );
}

/**
 * Payouts just opened for a host: each of their upcoming activities' free spots goes to the people who
 * waited for booking to open.
 */
export async function offerHostsFreeSpots(
  tx: Transaction,
  ctx: PaymentContext,
  hostId: string,
): Promise<QueuedEmail[]> {
  const upcoming = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.hostId, hostId), isBookable));
  const queued: QueuedEmail[] = [];
  for (const activity of upcoming) queued.push(...(await offerFreeSpots(tx, ctx, activity.id)));
  return queued;
}

/** Puts `n` spots back and offers them to the waitlist: what every freed spot goes through. */
export async function releaseSpots(
  tx: Transaction,
  ctx: PaymentContext,
  activityId: string,
  n: number,
): Promise<QueuedEmail[]> {
  await putBackSpots(tx, activityId, n);
  return offerFreeSpots(tx, ctx, activityId);
}

/**
 * Takes the caller's live offer for the activity, if any: the entry leaves the waitlist and its held spot
 * becomes theirs to book. Returns how many spots that covers (0 or 1).
 */
export async function claimOffer(tx: Transaction, userId: string, activityId: string): Promise<number> {
  const claimed = await tx
    .delete(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.activityId, activityId),
        sql`${waitlistEntries.offerExpiresAt} > now()`,
      ),
    )
    .returning({ id: waitlistEntries.id });
  return claimed.length;
}

/**
 * Ends offers whose time is up: each person leaves the line (they had their turn; they may join again at
 * the back) and their spot passes to the next. Returns the e-mails to dispatch.
 */
export async function lapseOffers(ctx: PaymentContext): Promise<QueuedEmail[]> {
  const due = await ctx.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(lte(waitlistEntries.offerExpiresAt, sql`now()`));
  const mails: QueuedEmail[] = [];
  for (const { id } of due) {
    mails.push(
      ...(await ctx.db.transaction(async (tx) => {
        const [lapsed] = await tx
          .delete(waitlistEntries)
          .where(and(eq(waitlistEntries.id, id), lte(waitlistEntries.offerExpiresAt, sql`now()`)))
          .returning({ activityId: waitlistEntries.activityId });
        return lapsed ? releaseSpots(tx, ctx, lapsed.activityId, 1) : [];
      })),
    );
  }
  return mails;
}
