import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, bookings, paymentSessions, profiles, users } from '#src/db/schema.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import {
  activityCancelledEmail,
  bookingCancelledByHostEmail,
} from '#src/lib/email/templates/host-notices.ts';
import { latePaymentRefundedEmail } from '#src/lib/email/templates/late-payment-refunded.ts';
import { refundConfirmedEmail } from '#src/lib/email/templates/refund-confirmed.ts';
import { DomainError } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { afterRefundCommit } from './host-payouts.ts';
import { queueHostNotice } from './host-notices.ts';
import type { PaymentContext } from './payment-context.ts';
import { startedBy } from './rules.ts';
import { releaseSpots } from './waitlist-offers.ts';

/*
 * Money going back: a paid booking refunded (the guest asked, the host cancelled, or the provider
 * reported a refund made there), and a payment that arrived too late for its hold.
 */

type SessionRow = typeof paymentSessions.$inferSelect;

/** The provider refused or could not be reached: a 502 with the spec's copy. */
export class RefundFailed extends DomainError {
  constructor() {
    super(502, 'unavailable', BOOKING_MESSAGES.refundFailed);
  }
}

/**
 * A payment that arrived when the activity had started, or for a hold already released when the spots were
 * taken meanwhile (or the guest had booked through another checkout): refunded in full, once (the
 * idempotency key), and the guest told why. A failed refund is retried by the sweep.
 */
export async function refundLatePayment(ctx: PaymentContext, sessionId: string): Promise<void> {
  const [session] = await ctx.db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'refunded')));
  if (!session || session.providerRefundId || !session.providerPaymentId) return;
  try {
    const { refundId } = await ctx.provider.refund({
      paymentId: session.providerPaymentId,
      amountCents: session.amountCents,
      idempotencyKey: `late-payment-${session.id}`,
      metadata: { payment_session_id: session.id, reason: 'late_payment' },
    });
    const mail = await ctx.db.transaction(async (tx) => {
      // updated_at is left as it was: the moment the payment was turned down, which says why (lateReason).
      const [updated] = await tx
        .update(paymentSessions)
        .set({ providerRefundId: refundId })
        .where(and(eq(paymentSessions.id, session.id), isNull(paymentSessions.providerRefundId)))
        .returning({ id: paymentSessions.id });
      return updated ? queueLateRefundNotice(tx, ctx, session) : null;
    });
    await mail?.dispatch();
  } catch (err) {
    ctx.logger.error(
      { err, paymentSessionId: session.id },
      'late payment not refunded yet; the sweep retries',
    );
  }
}

/**
 * Why a paid booking is refunded: what the guest is told, and whether the host hears of it. 'host_cancelled'
 * is the host's doing, the whole activity (cancelActivity) or this one booking (hosting's Guests page):
 * the activity's status at the settle tells which, so the guest is told the right one.
 */
export type RefundReason = 'guest_cancelled' | 'host_cancelled' | 'provider';

/**
 * Refunds a paid booking in full at the provider, then settles it. Why is recorded on the booking first,
 * so that whoever settles it (this code, or the provider's refund event when it arrives first) sends the
 * same e-mails. The provider's idempotency key is the booking's, asked with the same parameters whoever
 * asks (Stripe refuses a key reused with others), so a double click, two cancellations, or a guest and the
 * host at once refund once and both succeed; the settling update is conditional, so the booking, its
 * spots and the e-mails change once. Throws RefundFailed when the provider refuses or cannot be reached
 * (the booking stays paid then, its reason recorded for the retry).
 */
export async function refundPaidBooking(
  ctx: PaymentContext,
  booking: { id: string; providerPaymentId: string | null; amountCents: number },
  reason: Exclude<RefundReason, 'provider'>,
): Promise<void> {
  if (!(await recordRefundReason(ctx, booking.id, reason))) return;
  let refundId: string | null = null;
  // Bookings with no payment (free activities, demo data) have nothing to send back.
  if (booking.providerPaymentId && booking.amountCents > 0) {
    try {
      ({ refundId } = await ctx.provider.refund({
        paymentId: booking.providerPaymentId,
        amountCents: booking.amountCents,
        idempotencyKey: `refund-${booking.id}`,
        // No reason here: it may change between two askers (recordRefundReason), the parameters may not.
        metadata: { booking_id: booking.id },
      }));
    } catch (err) {
      ctx.logger.error({ err, bookingId: booking.id }, 'refund refused by the payment provider');
      throw new RefundFailed();
    }
  }
  const settled = await ctx.db.transaction(async (tx) => {
    const done = await settleRefund(tx, ctx, { bookingId: booking.id }, refundId);
    // The provider's event settled it first, without the refund's id: it is recorded here.
    if (!done && refundId) {
      await tx
        .update(bookings)
        .set({ providerRefundId: refundId, updatedAt: sql`now()` })
        .where(and(eq(bookings.id, booking.id), isNull(bookings.providerRefundId)));
    }
    return done;
  });
  for (const mail of settled?.mails ?? []) await mail.dispatch();
}

/**
 * Records why a still-paid booking is being refunded; false once it is settled (nothing left to do). A
 * host's cancellation outranks a guest's request still unsettled (one the provider refused, say): the
 * activity is off, and the guest is told so, not the host that the guest left.
 */
async function recordRefundReason(
  ctx: PaymentContext,
  bookingId: string,
  reason: Exclude<RefundReason, 'provider'>,
): Promise<boolean> {
  const [booking] = await ctx.db
    .update(bookings)
    .set({
      refundReason:
        reason === 'host_cancelled'
          ? reason
          : sql`coalesce(${bookings.refundReason}, ${reason}::refund_reason)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'paid')))
    .returning({ id: bookings.id });
  return booking !== undefined;
}

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
): Promise<{ bookingId: string; mails: QueuedEmail[] } | null> {
  const [refunded] = await tx
    .update(bookings)
    .set({ status: 'refunded', refundedAt: sql`now()`, providerRefundId: refundId, updatedAt: sql`now()` })
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
  const [who] = await tx
    .select({
      email: users.email,
      locale: profiles.locale,
      name: profiles.displayName,
      title: activities.title,
      seriesId: activities.seriesId,
      startTime: activities.startTime,
      endTime: activities.endTime,
      activityCancelled: sql<boolean>`(${activities.status} = 'cancelled')`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(activities, eq(activities.id, refunded.activityId))
    .where(eq(users.id, refunded.userId));
  if (who) {
    const details = {
      locale: who.locale,
      name: who.name,
      activityTitle: guestTitle(who),
      amountCents: refunded.amountCents,
      spots: refunded.spots,
    };
    const byHost = { ...details, startTime: who.startTime, endTime: who.endTime };
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
 * Why a late payment was refunded, for a query of payment_sessions joined to its activity: 'started' when
 * the activity had started by the time the payment was turned down (its session's updated_at, which the
 * refund leaves alone), else 'gone' (the spots were taken, or the guest had booked otherwise).
 */
export const lateReason = sql<LateReason>`(case when ${startedBy(paymentSessions.updatedAt)} then 'started' else 'gone' end)`;
export type LateReason = 'started' | 'gone';

async function queueLateRefundNotice(tx: Transaction, ctx: PaymentContext, session: SessionRow) {
  const [who] = await tx
    .select({
      email: users.email,
      locale: profiles.locale,
      name: profiles.displayName,
      title: activities.title,
      seriesId: activities.seriesId,
      reason: lateReason,
    })
    .from(paymentSessions)
    .innerJoin(users, eq(users.id, paymentSessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(activities, eq(activities.id, paymentSessions.activityId))
    .where(eq(paymentSessions.id, session.id));
  if (!who) return null;
  return ctx.mailer.queue(tx, {
    to: who.email,
    ...latePaymentRefundedEmail({
      locale: who.locale,
      name: who.name,
      activityTitle: guestTitle(who),
      amountCents: session.amountCents,
      reason: who.reason,
      activityUrl: `${ctx.publicUrl}/activity/${session.activityId}`,
      exploreUrl: `${ctx.publicUrl}/explore`,
    }),
  });
}
