import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, bookings, profiles, users } from '#src/db/schema.ts';
import { activityForMailColumns } from '#src/lib/email/activity-for-mail.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import {
  activityCancelledEmail,
  bookingCancelledByHostEmail,
} from '#src/lib/email/templates/host-notices.ts';
import { refundConfirmedEmail } from '#src/lib/email/templates/refund-confirmed.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { queueHostNotice } from './host-notices.ts';
import { afterRefundCommit } from './host-payouts.ts';
import type { PaymentContext } from './payment-context.ts';
import type { RefundReason } from './record-refund.ts';
import { isCancelled } from './rules.ts';
import { releaseSpots } from './waitlist-offers.ts';

/*
 * A refund made, recorded: the booking refunded once (whoever comes first, our code or the provider's
 * event), its spots back, and the e-mails its recorded reason calls for.
 */

/**
 * Whether a refunded total the provider reports (`charge.refunded`) settles a paid booking: once it
 * reaches what we asked for (recorded before asking, a policy's share say), else, for a refund made at
 * the provider's dashboard, once it reaches the whole amount.
 */
export const providerRefundSettles = (
  booking: { amountCents: number; refundDueCents: number | null },
  refundedCents: number,
): boolean => refundedCents >= (booking.refundDueCents ?? booking.amountCents);

/**
 * Marks a paid booking refunded and puts its spots back (offered to the waitlist first, unless the
 * activity is cancelled); once, whoever comes first: our refund code or the provider's refund event. The
 * booking's recorded reason decides what is sent, so both send the same: the guest is told (a host's
 * cancellation in its own words), and the host too when the guest cancelled. A refund with no reason
 * recorded was made at the provider, and only its guest is told.
 */
export async function settleRefund(
  tx: Transaction,
  ctx: PaymentContext,
  where: { bookingId: string } | { paymentId: string },
  refundId: string | null,
  /** What the provider reports refunded (its event); what we asked for, when recorded, comes first. */
  providerRefundedCents?: number,
): Promise<{ bookingId: string; mails: QueuedEmail[] } | null> {
  const [refunded] = await tx
    .update(bookings)
    .set({
      status: 'refunded',
      refundedAt: sql`now()`,
      providerRefundId: refundId,
      refundedCents: sql`least(${bookings.amountCents}, coalesce(${bookings.refundDueCents}, ${
        providerRefundedCents ?? null
      }::integer, ${bookings.amountCents}))`,
      refundRetryAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        'bookingId' in where
          ? eq(bookings.id, where.bookingId)
          : eq(bookings.providerPaymentId, where.paymentId),
        eq(bookings.status, 'paid'),
      ),
    )
    .returning();
  if (!refunded) return null;
  const reason: RefundReason = refunded.refundReason ?? 'provider';
  const mails = await releaseSpots(tx, ctx, refunded.activityId, refunded.spots);
  // After the commit: a host share already transferred gives back its part of the refund (host-payouts.ts).
  mails.push(afterRefundCommit(ctx, refunded.id));
  const who = await refundedGuest(tx, refunded);
  // A rest still owed (the host cancelled the activity meanwhile): the guest hears once, when it is made,
  // that all of it came back (refundRest).
  const restToCome = refunded.refundRestCents !== null && refunded.restRefundId === null;
  if (who && !restToCome) {
    const details = {
      recipient: who,
      activityTitle: guestTitle(who),
      // What went back: a policy's share for a guest's cancellation, all of it for the host's.
      amountCents: refunded.refundedCents ?? refunded.amountCents,
      spots: refunded.spots,
    };
    const byHost = { ...details, startTime: who.startTime, endTime: who.endTime, timeZone: who.timeZone };
    mails.push(
      await ctx.mailer.queue(tx, {
        to: who.email,
        ...(reason !== 'host_cancelled'
          ? refundConfirmedEmail(details)
          : who.activityCancelled
            ? activityCancelledEmail(byHost)
            : bookingCancelledByHostEmail(byHost)),
      }),
    );
  }
  if (reason === 'guest_cancelled') {
    const notice = await queueHostNotice(tx, ctx, refunded.id, 'guest_cancelled');
    if (notice) mails.push(notice);
  }
  return { bookingId: refunded.id, mails };
}

/**
 * Settles the rest a host's cancellation owed a booking, once refunded (refundRest): the booking ends refunded
 * in full, and the guest is told the activity was cancelled, with what this refund gave back.
 */
export async function settleRest(
  tx: Transaction,
  ctx: PaymentContext,
  bookingId: string,
  refundId: string,
): Promise<QueuedEmail[]> {
  const [settled] = await tx
    .update(bookings)
    .set({
      status: 'refunded',
      restRefundId: refundId,
      refundedCents: sql`coalesce(${bookings.refundedCents}, 0) + ${bookings.refundRestCents}`,
      refundedAt: sql`coalesce(${bookings.refundedAt}, now())`,
      refundRetryAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.restRefundId), ne(bookings.status, 'paid')))
    .returning();
  if (!settled) return [];
  const queued: QueuedEmail[] = [afterRefundCommit(ctx, bookingId)];
  const who = await refundedGuest(tx, settled);
  if (who) {
    queued.push(
      await ctx.mailer.queue(tx, {
        to: who.email,
        ...activityCancelledEmail({
          recipient: who,
          activityTitle: guestTitle(who),
          // All of it came back by now: the booking's own refund, and this rest.
          amountCents: settled.refundedCents ?? settled.amountCents,
          spots: settled.spots,
          startTime: who.startTime,
          endTime: who.endTime,
          timeZone: who.timeZone,
        }),
      }),
    );
  }
  return queued;
}

/** Whom a refund e-mail goes to, and the activity as it tells of it. */
async function refundedGuest(tx: Transaction, booking: { userId: string; activityId: string }) {
  const [who] = await tx
    .select({
      ...recipientColumns,
      ...activityForMailColumns,
      activityCancelled: isCancelled,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(activities, eq(activities.id, booking.activityId))
    .where(eq(users.id, booking.userId));
  return who;
}
