import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, bookings, paymentSessions, profiles, users } from '#src/db/schema.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import {
  activityCancelledEmail,
  bookingCancelledByHostEmail,
} from '#src/lib/email/templates/host-notices.ts';
import { latePaymentRefundedEmail } from '#src/lib/email/templates/late-payment-refunded.ts';
import {
  cancelledWithoutRefundEmail,
  refundConfirmedEmail,
} from '#src/lib/email/templates/refund-confirmed.ts';
import { DomainError } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { queueHostNotice } from './host-notices.ts';
import { afterRefundCommit } from './host-payouts.ts';
import type { PaymentContext } from './payment-context.ts';
import { keptCentsSql, keptOnCancelled, nextRetryAt } from './refund-owed.ts';
import { refundTerms } from './refund-terms.ts';
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
export async function refundLatePayment(
  ctx: PaymentContext,
  sessionId: string,
  /** The sweep's retry: an earlier ask may have made the refund, so the provider is asked what it made first. */
  retry = false,
): Promise<void> {
  const [session] = await ctx.db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'refunded')));
  if (!session || session.providerRefundId || !session.providerPaymentId) return;
  const ask = { paymentId: session.providerPaymentId, idempotencyKey: `late-payment-${session.id}` };
  try {
    const made = retry ? await ctx.provider.findRefund(ask) : null;
    const { refundId } = made
      ? { refundId: made.id }
      : await ctx.provider.refund({
          ...ask,
          amountCents: session.amountCents,
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
 * A refund just recorded is being asked for by whoever recorded it: the sweep leaves it alone this long, so
 * it retries only what that ask did not finish.
 */
const FIRST_ASK = sql`now() + interval '2 minutes'`;

/** The key a booking's own refund is asked under, and the one of the rest a host's cancellation owes. */
export const refundKeyOf = (bookingId: string) => `refund-${bookingId}`;
export const restRefundKeyOf = (bookingId: string) => `refund-rest-${bookingId}`;

/**
 * Refunds a paid booking at the provider, then settles it: `amountCents` (the share its terms give now,
 * refund-terms.ts; all of it by default, and always for the host's cancellation: our terms). The reason
 * and the amount are recorded on the booking first (recordRefund), so that whoever settles it (this code,
 * the sweep's retry, or the provider's refund event when it arrives first) sends the same e-mails and
 * stores the same refunded_cents. The provider's idempotency key is the booking's, asked with the recorded
 * amount whoever asks (Stripe refuses a key reused with other parameters), so a double click, two
 * cancellations, or a guest and the host at once refund once and all succeed; the settling update is
 * conditional, so the booking, its spots and the e-mails change once. Asked again after an earlier try, the
 * provider is first asked what that try made (it forgets keys after a day). Throws RefundFailed when the
 * provider refuses or cannot be reached: the refund stays recorded and owed, and the sweep asks again with
 * backoff (refund-owed.ts). A rest owed (the host cancelled the activity) is refunded after it.
 */
export async function refundPaidBooking(
  ctx: PaymentContext,
  booking: { id: string; providerPaymentId: string | null; amountCents: number },
  reason: Exclude<RefundReason, 'provider'>,
  amountCents: number = booking.amountCents,
): Promise<void> {
  const recorded = await recordRefund(
    ctx,
    booking.id,
    reason,
    reason === 'host_cancelled' ? booking.amountCents : amountCents,
  );
  if (!recorded) {
    await refundRest(ctx, booking.id);
    return;
  }
  let refundId: string | null = null;
  // Bookings with no payment (free activities, demo data) have nothing to send back.
  if (booking.providerPaymentId && recorded.refundDueCents > 0) {
    refundId = await askForRefund(ctx, {
      bookingId: booking.id,
      paymentId: booking.providerPaymentId,
      amountCents: recorded.refundDueCents,
      idempotencyKey: refundKeyOf(booking.id),
      askedBefore: recorded.askedBefore,
    });
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
  await refundRest(ctx, booking.id);
}

/**
 * Asks the provider for a refund, once: when an earlier try may have made it (its answer lost, or the
 * provider slow), what that try made is looked up first, so a key the provider has forgotten never makes a
 * second refund. A failure is counted on the booking (the sweep's backoff) and thrown as RefundFailed.
 */
async function askForRefund(
  ctx: PaymentContext,
  ask: {
    bookingId: string;
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
    askedBefore: boolean;
  },
): Promise<string> {
  try {
    if (ask.askedBefore) {
      const made = await ctx.provider.findRefund({
        paymentId: ask.paymentId,
        idempotencyKey: ask.idempotencyKey,
      });
      if (made) return made.id;
    }
    const { refundId } = await ctx.provider.refund({
      paymentId: ask.paymentId,
      amountCents: ask.amountCents,
      idempotencyKey: ask.idempotencyKey,
      // No reason here: it may change between two askers (recordRefund), the parameters may not.
      metadata: { booking_id: ask.bookingId },
    });
    return refundId;
  } catch (err) {
    ctx.logger.error({ err, bookingId: ask.bookingId }, 'refund refused by the payment provider; retried');
    await ctx.db
      .update(bookings)
      .set({ refundAttempts: sql`${bookings.refundAttempts} + 1`, refundRetryAt: nextRetryAt })
      .where(eq(bookings.id, ask.bookingId));
    throw new RefundFailed();
  }
}

/**
 * Records why a still-paid booking is being refunded and how much goes back; null once it is settled
 * (nothing left to do). The first to record fixes the amount, so every asker sends the provider the same
 * parameters (`askedBefore`: someone recorded it before, and may have asked). A host's cancellation outranks
 * a guest's request still unsettled (one the provider refused, say) when that request was for the whole
 * amount: the guest is told the host cancelled, refunded in full. A guest's partial refund already recorded
 * stays the guest's when the host cancels only this booking; when the host cancels the activity, the rest
 * is owed too (refund_rest_cents, its own refund after this one): a host's cancellation refunds in full.
 */
async function recordRefund(
  ctx: PaymentContext,
  bookingId: string,
  reason: Exclude<RefundReason, 'provider'>,
  amountCents: number,
): Promise<{ refundDueCents: number; askedBefore: boolean } | null> {
  return ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        status: bookings.status,
        amountCents: bookings.amountCents,
        providerPaymentId: bookings.providerPaymentId,
        refundDueCents: bookings.refundDueCents,
        refundRestCents: bookings.refundRestCents,
        activityCancelled: sql<boolean>`(${activities.status} = 'cancelled')`,
      })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(eq(bookings.id, bookingId))
      .for('update', { of: bookings });
    if (booking?.status !== 'paid') return null;
    const due = booking.refundDueCents;
    if (due === null) {
      await tx
        .update(bookings)
        .set({
          refundReason: reason,
          refundDueCents: amountCents,
          refundRetryAt: FIRST_ASK,
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, bookingId));
      return { refundDueCents: amountCents, askedBefore: false };
    }
    if (reason === 'host_cancelled' && due === booking.amountCents) {
      await tx.update(bookings).set({ refundReason: reason }).where(eq(bookings.id, bookingId));
    } else if (
      reason === 'host_cancelled' &&
      booking.activityCancelled &&
      booking.refundRestCents === null &&
      booking.providerPaymentId
    ) {
      await tx
        .update(bookings)
        .set({ refundReason: reason, refundRestCents: booking.amountCents - due, updatedAt: sql`now()` })
        .where(eq(bookings.id, bookingId));
    }
    return { refundDueCents: due, askedBefore: true };
  });
}

/**
 * On a cancelled activity, every booking that kept money (cancelled past its deadline, refunded a policy's
 * share, or with such a share still being refunded) is owed the rest: the host's cancellation refunds in
 * full, whatever came before it. Recorded once (refund_rest_cents), in the caller's transaction or alone.
 */
export async function recordRests(db: Transaction | PaymentContext['db'], activityId: string): Promise<void> {
  await db
    .update(bookings)
    .set({
      refundRestCents: keptCentsSql,
      refundReason: 'host_cancelled',
      refundRetryAt: FIRST_ASK,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(bookings.activityId, activityId),
        sql`exists (select 1 from ${activities} where ${activities.id} = ${bookings.activityId}
          and ${keptOnCancelled})`,
      ),
    );
}

/**
 * Refunds the rest a host's cancellation owes a booking (recordRests), once its own refund has settled:
 * under its own key, the provider asked first what an earlier try made. The booking ends refunded in full
 * and the guest is told the activity was cancelled, with what this refund gave back. Throws RefundFailed
 * when the provider refuses (the sweep asks again).
 */
export async function refundRest(ctx: PaymentContext, bookingId: string): Promise<void> {
  const [booking] = await ctx.db
    .select({
      status: bookings.status,
      providerPaymentId: bookings.providerPaymentId,
      rest: bookings.refundRestCents,
      restRefundId: bookings.restRefundId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking?.rest || booking.restRefundId || booking.status === 'paid' || !booking.providerPaymentId)
    return;
  const refundId = await askForRefund(ctx, {
    bookingId,
    paymentId: booking.providerPaymentId,
    amountCents: booking.rest,
    idempotencyKey: restRefundKeyOf(bookingId),
    askedBefore: true,
  });
  const mails = await ctx.db.transaction(async (tx) => {
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
            locale: who.locale,
            name: who.name,
            activityTitle: guestTitle(who),
            // All of it came back by now: the booking's own refund, and this rest.
            amountCents: settled.refundedCents ?? settled.amountCents,
            spots: settled.spots,
            startTime: who.startTime,
            endTime: who.endTime,
          }),
        }),
      );
    }
    return queued;
  });
  for (const mail of mails) await mail.dispatch();
}

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
 * A guest's cancellation past the last refund deadline: the booking becomes 'cancelled' with nothing
 * refunded, its spots go back (to the waitlist first), the guest is told it is cancelled without a
 * refund and the host as for any guest's cancellation. Only a paid booking of an activity not started
 * with no refund under way (a host's cancellation being refunded wins); null when it was not so.
 */
export async function cancelWithoutRefund(ctx: PaymentContext, bookingId: string): Promise<boolean> {
  const mails = await ctx.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', refundedCents: 0, updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, 'paid'),
          isNull(bookings.refundDueCents),
          sql`exists (select 1 from ${activities} where ${activities.id} = ${bookings.activityId}
            and ${activities.startTime} > now())`,
        ),
      )
      .returning();
    if (!cancelled) return null;
    const queued = await releaseSpots(tx, ctx, cancelled.activityId, cancelled.spots);
    const [who] = await tx
      .select({
        ...recipientColumns,
        title: activities.title,
        seriesId: activities.seriesId,
        startTime: activities.startTime,
        cancellationPolicy: bookings.cancellationPolicy,
        hostChange: bookings.hostChange,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(profiles, eq(profiles.id, bookings.userId))
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(eq(bookings.id, cancelled.id));
    if (who) {
      const terms = refundTerms({ ...who, hostChanged: who.hostChange !== null });
      queued.push(
        await ctx.mailer.queue(tx, {
          to: who.email,
          ...cancelledWithoutRefundEmail({
            locale: who.locale,
            name: who.name,
            activityTitle: guestTitle(who),
            spots: cancelled.spots,
            deadline: new Date(terms.deadlines.at(-1)?.until ?? who.startTime),
          }),
        }),
      );
    }
    const notice = await queueHostNotice(tx, ctx, cancelled.id, 'guest_cancelled');
    if (notice) queued.push(notice);
    return queued;
  });
  for (const mail of mails ?? []) await mail.dispatch();
  return mails !== null;
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
      locale: who.locale,
      name: who.name,
      activityTitle: guestTitle(who),
      // What went back: a policy's share for a guest's cancellation, all of it for the host's.
      amountCents: refunded.refundedCents ?? refunded.amountCents,
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

/** Whom a refund e-mail goes to, and the activity as it tells of it. */
async function refundedGuest(tx: Transaction, booking: { userId: string; activityId: string }) {
  const [who] = await tx
    .select({
      ...recipientColumns,
      title: activities.title,
      seriesId: activities.seriesId,
      startTime: activities.startTime,
      endTime: activities.endTime,
      activityCancelled: sql<boolean>`(${activities.status} = 'cancelled')`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(activities, eq(activities.id, booking.activityId))
    .where(eq(users.id, booking.userId));
  return who;
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
      ...recipientColumns,
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
