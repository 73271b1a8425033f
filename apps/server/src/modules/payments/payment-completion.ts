import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import {
  activities,
  bookings,
  paymentSessions,
  processedProviderEvents,
  profiles,
  users,
} from '#src/db/schema.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { bookingConfirmedEmail } from '#src/lib/email/templates/booking-confirmed.ts';
import { latePaymentRefundedEmail } from '#src/lib/email/templates/late-payment-refunded.ts';
import { refundConfirmedEmail } from '#src/lib/email/templates/refund-confirmed.ts';
import { RetryLater } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import type { CheckoutState, PaymentEvent } from '#src/lib/payments/payment-provider.ts';
import { takeSpots } from '#src/modules/reservations/spots.ts';
import { lapseOffers, offerHostsFreeSpots, releaseSpots } from '#src/modules/reservations/waitlist-offers.ts';
import type { PaymentContext } from './payment-context.ts';

/*
 * The one completion path. Stripe's webhook, the test provider's event, the guest's return to
 * /bookings?session_id=... and the reconciliation sweep all end here, so a payment completes at most one
 * booking however many of them report it, in whatever order: the payment session row is locked and moves
 * out of 'open' exactly once.
 */

export type Completion = {
  outcome: 'booked' | 'late_refunded' | 'not_paid' | 'unknown';
  bookingId: string | null;
};

type SessionRow = typeof paymentSessions.$inferSelect;

/** Turns a paid checkout into a booking, or, when its hold was lost and the spots are gone, a refund. */
export async function completeCheckout(
  ctx: PaymentContext,
  checkout: CheckoutState,
  eventId?: string,
): Promise<Completion> {
  if (checkout.status !== 'paid') return { outcome: 'not_paid', bookingId: null };
  const mails: QueuedEmail[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    if (eventId && !(await firstDelivery(tx, ctx, eventId, 'checkout.session.completed'))) return null;
    const session = await lockSession(tx, ctx, checkout);
    if (!session) return { completion: { outcome: 'unknown', bookingId: null } as Completion };
    if (session.status === 'completed') {
      return { completion: { outcome: 'booked', bookingId: await bookingOf(tx, session.id) } as Completion };
    }
    if (session.status === 'refunded') {
      return { completion: { outcome: 'late_refunded', bookingId: null } as Completion };
    }

    // Open: its spots are held. Expired or cancelled: they went back, so take them again if still free.
    const held = session.status === 'open';
    const canBook =
      !(await hasPaidBooking(tx, session.userId, session.activityId)) &&
      (held || (await takeSpots(tx, session.activityId, session.spots)));
    if (!canBook) {
      await tx
        .update(paymentSessions)
        .set({ status: 'refunded', providerPaymentId: checkout.paymentId, updatedAt: sql`now()` })
        .where(eq(paymentSessions.id, session.id));
      if (held) mails.push(...(await releaseSpots(tx, ctx, session.activityId, session.spots)));
      return { completion: { outcome: 'late_refunded', bookingId: null } as Completion, refund: session.id };
    }

    await tx
      .update(paymentSessions)
      .set({ status: 'completed', providerPaymentId: checkout.paymentId, updatedAt: sql`now()` })
      .where(eq(paymentSessions.id, session.id));
    const [booking] = await tx
      .insert(bookings)
      .values({
        userId: session.userId,
        activityId: session.activityId,
        paymentSessionId: session.id,
        status: 'paid',
        spots: session.spots,
        unitPriceCents: session.unitPriceCents,
        amountCents: session.amountCents,
        providerPaymentId: checkout.paymentId,
      })
      .returning({ id: bookings.id });
    if (!booking) throw new Error('booking not created');
    mails.push(await queueConfirmation(tx, ctx, booking.id));
    return { completion: { outcome: 'booked', bookingId: booking.id } as Completion };
  });

  for (const mail of mails) await mail.dispatch();
  if (!result) return completionOf(ctx, checkout);
  if (result.refund) await refundLatePayment(ctx, result.refund);
  return result.completion;
}

/** What became of a checkout, for a repeated report of it. */
async function completionOf(ctx: PaymentContext, checkout: CheckoutState): Promise<Completion> {
  const [session] = await ctx.db
    .select({ id: paymentSessions.id, status: paymentSessions.status })
    .from(paymentSessions)
    .where(sessionMatch(ctx, checkout));
  if (!session) return { outcome: 'unknown', bookingId: null };
  if (session.status === 'refunded') return { outcome: 'late_refunded', bookingId: null };
  const bookingId = await bookingOf(ctx.db, session.id);
  return bookingId ? { outcome: 'booked', bookingId } : { outcome: 'not_paid', bookingId: null };
}

/**
 * A payment that arrived for a hold already released, when the spots were taken meanwhile (or the guest
 * had booked through another checkout): refunded in full, once (the idempotency key), and the guest told.
 * A failed refund is retried by the sweep.
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
      const [updated] = await tx
        .update(paymentSessions)
        .set({ providerRefundId: refundId, updatedAt: sql`now()` })
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

/** Ends an open hold and offers its spots to the waitlist. Nothing happens if it is no longer open. */
export async function releaseHold(
  ctx: PaymentContext,
  sessionId: string,
  status: 'expired' | 'cancelled',
): Promise<void> {
  const mails = await ctx.db.transaction(async (tx) => {
    const [released] = await tx
      .update(paymentSessions)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'open')))
      .returning({ activityId: paymentSessions.activityId, spots: paymentSessions.spots });
    return released ? releaseSpots(tx, ctx, released.activityId, released.spots) : [];
  });
  for (const mail of mails) await mail.dispatch();
}

/**
 * Closes an open hold the right way round: asks the provider first, so a guest who has just paid gets the
 * booking rather than a refund, and closes the checkout there before the spots go back on sale.
 */
export async function closeHold(
  ctx: PaymentContext,
  session: { id: string; providerSessionId: string | null },
  status: 'expired' | 'cancelled',
): Promise<void> {
  const providerId = session.providerSessionId;
  if (providerId && !providerId.startsWith('free_')) {
    const state = await ctx.provider.getCheckout(providerId);
    if (state.status === 'paid') {
      await completeCheckout(ctx, state);
      return;
    }
    await ctx.provider.expireCheckout(providerId);
  }
  await releaseHold(ctx, session.id, status);
}

/** Marks a paid booking refunded and puts its spots back (offered to the waitlist first); once. */
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
  const mails = await releaseSpots(tx, ctx, refunded.activityId, refunded.spots);
  const [who] = await tx
    .select({ email: users.email, name: profiles.displayName, title: activities.title })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(activities, eq(activities.id, refunded.activityId))
    .where(eq(users.id, refunded.userId));
  if (who) {
    mails.push(
      await ctx.mailer.queue(tx, {
        to: who.email,
        ...refundConfirmedEmail({
          name: who.name,
          activityTitle: who.title,
          amountCents: refunded.amountCents,
          spots: refunded.spots,
        }),
      }),
    );
  }
  return { bookingId: refunded.id, mails };
}

/** A verified provider event, applied once per event id. */
export async function handlePaymentEvent(ctx: PaymentContext, event: PaymentEvent): Promise<void> {
  switch (event.kind) {
    case 'checkout.completed':
      await completeCheckout(ctx, event.checkout, event.id);
      return;
    case 'checkout.expired': {
      const [session] = await ctx.db
        .select({ id: paymentSessions.id })
        .from(paymentSessions)
        .where(sessionMatch(ctx, event.checkout));
      if (session) await releaseHold(ctx, session.id, 'expired');
      return;
    }
    case 'payment.refunded': {
      // A refund made at the provider (Stripe's dashboard, say): the booking follows when fully refunded.
      const mails = await ctx.db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, ctx, event.id, 'charge.refunded'))) return [];
        const [booking] = await tx
          .select({ amountCents: bookings.amountCents })
          .from(bookings)
          .where(and(eq(bookings.providerPaymentId, event.paymentId), eq(bookings.status, 'paid')));
        if (!booking) {
          // Events can overtake each other: a refund of a checkout whose completion has not reached us
          // would be lost here, and the completion would then book money already refunded. Refusing
          // undoes the delivery mark, and the provider delivers again once it has.
          if (await awaitsCompletion(tx, event.reference)) {
            throw new RetryLater('The payment of this refund has not completed here yet');
          }
          return [];
        }
        if (event.amountRefundedCents < booking.amountCents) return [];
        return (await settleRefund(tx, ctx, { paymentId: event.paymentId }, null))?.mails ?? [];
      });
      for (const mail of mails) await mail.dispatch();
      return;
    }
    case 'account.updated': {
      const mails = await ctx.db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, ctx, event.id, 'account.updated'))) return [];
        const [host] = await tx
          .update(profiles)
          .set({
            payoutsEnabled: event.payoutsEnabled,
            stripeOnboardingComplete: sql`${profiles.stripeOnboardingComplete} or ${event.payoutsEnabled}`,
            updatedAt: sql`now()`,
          })
          .where(eq(profiles.stripeAccountId, event.accountId))
          .returning({ id: profiles.id });
        if (!host || !event.payoutsEnabled) return [];
        return offerHostsFreeSpots(tx, ctx, host.id);
      });
      for (const mail of mails) await mail.dispatch();
      return;
    }
    case 'ignored':
      return;
  }
}

/** Checkouts whose paid state may not have reached us (a lost webhook) are asked about after this. */
const RECONCILE_AFTER = sql`interval '2 minutes'`;

/**
 * The minute-by-minute sweep (a pg-boss schedule): expired holds close, missed payments are reconciled
 * from the provider, late-payment refunds that failed are retried, and lapsed waitlist offers pass on.
 * Each item is independent: one failure is logged and retried at the next run.
 */
export async function sweepPayments(ctx: PaymentContext): Promise<void> {
  const open = await ctx.db
    .select({
      id: paymentSessions.id,
      providerSessionId: paymentSessions.providerSessionId,
      expired: sql<boolean>`${paymentSessions.holdExpiresAt} <= now()`,
    })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.status, 'open'),
        lte(paymentSessions.createdAt, sql`now() - ${RECONCILE_AFTER}`),
      ),
    );
  const expiredNow = await ctx.db
    .select({ id: paymentSessions.id, providerSessionId: paymentSessions.providerSessionId })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'open'), lte(paymentSessions.holdExpiresAt, sql`now()`)));
  const seen = new Set<string>();
  for (const session of [...expiredNow.map((s) => ({ ...s, expired: true })), ...open]) {
    if (seen.has(session.id)) continue;
    seen.add(session.id);
    try {
      if (session.expired) {
        await closeHold(ctx, session, 'expired');
      } else if (session.providerSessionId && !session.providerSessionId.startsWith('free_')) {
        await completeCheckout(ctx, await ctx.provider.getCheckout(session.providerSessionId));
      }
    } catch (err) {
      ctx.logger.warn(
        { err, paymentSessionId: session.id },
        'payment session not settled; retried next sweep',
      );
    }
  }

  const unrefunded = await ctx.db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.status, 'refunded'),
        isNull(paymentSessions.providerRefundId),
        isNotNull(paymentSessions.providerPaymentId),
      ),
    );
  for (const { id } of unrefunded) await refundLatePayment(ctx, id);

  for (const mail of await lapseOffers(ctx)) await mail.dispatch();
}

// ---------------------------------------------------------------- helpers

/** Records the event id; false when it was already processed (a redelivery). */
async function firstDelivery(tx: Transaction, ctx: PaymentContext, eventId: string, type: string) {
  const inserted = await tx
    .insert(processedProviderEvents)
    .values({ provider: ctx.provider.name, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: processedProviderEvents.eventId });
  return inserted.length > 0;
}

/** Our session for a provider checkout: by the reference we gave it, else by the provider's id. */
function sessionMatch(ctx: PaymentContext, checkout: CheckoutState) {
  return checkout.reference && isUuid(checkout.reference)
    ? eq(paymentSessions.id, checkout.reference)
    : and(
        eq(paymentSessions.provider, ctx.provider.name),
        eq(paymentSessions.providerSessionId, checkout.id),
      );
}

async function lockSession(
  tx: Transaction,
  ctx: PaymentContext,
  checkout: CheckoutState,
): Promise<SessionRow | undefined> {
  const [session] = await tx.select().from(paymentSessions).where(sessionMatch(ctx, checkout)).for('update');
  return session;
}

/** Whether our payment session `reference` has not completed (nor been refunded) yet. */
async function awaitsCompletion(tx: Transaction, reference: string | null): Promise<boolean> {
  if (!reference || !isUuid(reference)) return false;
  const [session] = await tx
    .select({ status: paymentSessions.status })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, reference));
  return session !== undefined && session.status !== 'completed' && session.status !== 'refunded';
}

async function bookingOf(db: Transaction | PaymentContext['db'], sessionId: string) {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.paymentSessionId, sessionId));
  return booking?.id ?? null;
}

async function hasPaidBooking(tx: Transaction, userId: string, activityId: string) {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.userId, userId), eq(bookings.activityId, activityId), eq(bookings.status, 'paid')),
    );
  return row !== undefined;
}

async function queueConfirmation(tx: Transaction, ctx: PaymentContext, bookingId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      name: profiles.displayName,
      spots: bookings.spots,
      amountCents: bookings.amountCents,
      activity: {
        id: activities.id,
        title: activities.title,
        startTime: activities.startTime,
        endTime: activities.endTime,
        locationName: activities.locationName,
        address: activities.address,
      },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error('booking not found for its confirmation');
  const { email, ...details } = row;
  return ctx.mailer.queue(tx, {
    to: email,
    ...bookingConfirmedEmail({
      ...details,
      bookingId,
      activityUrl: `${ctx.publicUrl}/activity/${row.activity.id}`,
      bookingsUrl: `${ctx.publicUrl}/bookings`,
    }),
  });
}

async function queueLateRefundNotice(tx: Transaction, ctx: PaymentContext, session: SessionRow) {
  const [who] = await tx
    .select({ email: users.email, name: profiles.displayName, title: activities.title })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(activities, eq(activities.id, session.activityId))
    .where(eq(users.id, session.userId));
  if (!who) return null;
  return ctx.mailer.queue(tx, {
    to: who.email,
    ...latePaymentRefundedEmail({
      name: who.name,
      activityTitle: who.title,
      amountCents: session.amountCents,
      activityUrl: `${ctx.publicUrl}/activity/${session.activityId}`,
    }),
  });
}
