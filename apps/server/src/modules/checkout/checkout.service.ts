import type { Answers } from '@sortim/contracts/booking-questions';
import {
  BOOKING_MESSAGES,
  type CheckoutInput,
  type CheckoutResult,
  type VerifyPaymentResult,
} from '@sortim/contracts/bookings';
import { DEFAULT_LOCALE, type Locale } from '@sortim/contracts/product';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  activities,
  activityQuestions,
  analyticsEvents,
  bookings,
  paymentSessions,
  priceCategories,
  profiles,
} from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isUuid } from '#src/lib/ids.ts';
import { checkedAnswers, storeAnswers } from '#src/modules/booking-questions/answers.ts';
import { bookableByColumns, refuseUnbookable } from '#src/modules/reservations/bookable-by.ts';
import { type Completion, completeCheckout } from '#src/modules/reservations/completion.ts';
import { closeHold, releaseHold, takeHold } from '#src/modules/reservations/holds.ts';
import { lateReason } from '#src/modules/reservations/late-payment-refund.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { paymentPageLines } from '#src/modules/reservations/payment-page-lines.ts';
import { refundTermsText } from '#src/modules/reservations/refund-terms.ts';
import { shownTermsOf } from '#src/modules/reservations/shown-terms.ts';
import { bookWithoutPayment, CheckoutFailed, closeReplacedPage, successUrl } from './payment-pages.ts';

/*
 * Checkout: the hold is taken (reservations' takeHold) in one transaction that checks capacity (no oversell
 * under any concurrency), then the provider's session is created outside it (a network call must not hold row locks, and on PGlite
 * the test provider shares the one connection). If the provider fails, the hold is released at once.
 */

type Input = z.output<typeof CheckoutInput>;

const NO_ANSWERS: Answers = { booking: {}, guests: [], healthConsent: false };

export async function startCheckout(
  ctx: PaymentContext,
  caller: Caller,
  input: Input,
): Promise<CheckoutResult> {
  const activity = await findBookable(ctx, caller, input.activityId);
  const lines = input.lines ?? [{ categoryId: activity.firstCategoryId, quantity: input.spots }];
  // Before anything is held: missing answers, or health answers without consent, hold nothing.
  const answers =
    activity.asksQuestions || input.answers
      ? await checkedAnswers(
          ctx.db,
          activity.id,
          input.answers ?? NO_ANSWERS,
          lines.reduce((sum, line) => sum + line.quantity, 0),
        )
      : null;
  await closeUnpaidAtProvider(ctx, caller.id, activity.id);

  const { session, priced, offers } = await ctx.db.transaction(async (tx) => {
    const { session, priced, mails } = await takeHold(tx, ctx, {
      userId: caller.id,
      activity,
      lines,
      code: input.code ?? null,
      isPrivate: input.private,
      shown: shownTermsOf(activity),
    });
    if (answers) {
      const hold = { paymentSessionId: session.id, userId: caller.id, activityId: activity.id };
      await storeAnswers(tx, hold, answers);
    }
    await tx.insert(analyticsEvents).values({
      eventType: 'checkout_started',
      activityId: activity.id,
      userId: caller.id,
      sessionId: input.analyticsSessionId ?? `checkout:${session.id}`,
      metadata: {
        activityTitle: activity.title,
        amountCents: priced.quote.amountCents,
        spots: priced.quote.seats,
        abGroup: activity.callerAbGroup,
      },
    });
    return { session, priced, offers: mails };
  });
  for (const mail of offers) await mail.dispatch();
  const amountCents = priced.quote.amountCents;

  if (amountCents === 0) return bookWithoutPayment(ctx, session.id);

  try {
    const checkout = await ctx.provider.createCheckout({
      reference: session.id,
      // The payment page is the guest's: the series' title, as the activity page showed it.
      activity: { id: activity.id, title: guestTitle(activity) },
      userId: caller.id,
      customerEmail: caller.email,
      spots: priced.quote.seats,
      ...paymentPageLines(priced, guestTitle(activity), activity.callerLocale ?? DEFAULT_LOCALE),
      successUrl: successUrl(ctx, '{CHECKOUT_SESSION_ID}'),
      cancelUrl: `${ctx.publicUrl}/activity/${activity.id}?checkout=cancelled`,
      expiresAt: session.holdExpiresAt,
      // The policy this booking will be paid under, above the pay button, in the guest's language.
      submitMessage: refundTermsText(
        {
          cancellationPolicy: activity.cancellationPolicy,
          startTime: activity.startTime,
          hostChanged: false,
        },
        activity.callerLocale ?? DEFAULT_LOCALE,
      ),
    });
    await ctx.db
      .update(paymentSessions)
      .set({ providerSessionId: checkout.id, checkoutUrl: checkout.url, updatedAt: sql`now()` })
      .where(eq(paymentSessions.id, session.id));
    return { url: checkout.url, sessionId: checkout.id };
  } catch (err) {
    ctx.logger.error({ err, paymentSessionId: session.id }, 'checkout session not created; hold released');
    await releaseHold(ctx, session.id, 'cancelled');
    throw new CheckoutFailed();
  }
}

/** The guest came back from the payment page without paying: their spots return to sale at once. */
export async function cancelCheckout(ctx: PaymentContext, caller: Caller, activityId: string): Promise<void> {
  if (!isUuid(activityId)) return;
  const [open] = await ctx.db
    .select({ id: paymentSessions.id, providerSessionId: paymentSessions.providerSessionId })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.userId, caller.id),
        eq(paymentSessions.activityId, activityId),
        eq(paymentSessions.status, 'open'),
      ),
    );
  if (open) await closeHold(ctx, open, 'cancelled');
}

/**
 * The guest's return to /bookings?session_id=...: confirms the booking, asking the provider itself when its
 * event has not arrived yet (the same completion path, so it cannot book twice).
 */
export async function verifyPayment(
  ctx: PaymentContext,
  caller: Caller,
  providerSessionId: string,
): Promise<VerifyPaymentResult> {
  const [session] = await ctx.db
    .select({ id: paymentSessions.id, status: paymentSessions.status })
    .from(paymentSessions)
    .where(
      and(eq(paymentSessions.providerSessionId, providerSessionId), eq(paymentSessions.userId, caller.id)),
    );
  const failed = (message: string | null = null) => ({ success: false, bookingId: null, message });
  if (!session) return failed();
  let completion = await completionFromStore(ctx, session);
  if (!completion && !providerSessionId.startsWith('free_')) {
    completion = await completeCheckout(ctx, await ctx.provider.getCheckout(providerSessionId));
  }
  if (completion?.outcome === 'booked')
    return { success: true, bookingId: completion.bookingId, message: null };
  if (completion?.outcome === 'late_refunded') return failed(await lateRefundMessage(ctx, session.id));
  return failed();
}

/** Why a payment that went through booked nothing: the activity had started, or its spots were gone. */
async function lateRefundMessage(ctx: PaymentContext, sessionId: string): Promise<string> {
  const [late] = await ctx.db
    .select({ reason: lateReason })
    .from(paymentSessions)
    .innerJoin(activities, eq(activities.id, paymentSessions.activityId))
    .where(eq(paymentSessions.id, sessionId));
  return late?.reason === 'started'
    ? BOOKING_MESSAGES.latePaymentStarted
    : BOOKING_MESSAGES.latePaymentRefunded;
}

async function completionFromStore(
  ctx: PaymentContext,
  session: { id: string; status: string },
): Promise<Completion | null> {
  if (session.status === 'refunded') return { outcome: 'late_refunded', bookingId: null };
  if (session.status !== 'completed') return null;
  const [booking] = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.paymentSessionId, session.id));
  return { outcome: 'booked', bookingId: booking?.id ?? null };
}

/** The activity and its host's account, or the reason it cannot be booked by this caller now. */
async function findBookable(ctx: PaymentContext, caller: Caller, activityId: string) {
  const [row] = await ctx.db
    .select({
      id: activities.id,
      title: activities.title,
      seriesId: activities.seriesId,
      privateMinimumCents: activities.privateMinimumCents,
      privateMaxGroup: activities.privateMaxGroup,
      firstCategoryId: sql<string>`(select ${priceCategories.id} from ${priceCategories}
        where ${priceCategories.activityId} = ${activities.id} and ${priceCategories.position} = 0)`,
      startTime: activities.startTime,
      endTime: activities.endTime,
      locationName: activities.locationName,
      address: activities.address,
      cancellationPolicy: activities.cancellationPolicy,
      callerLocale: sql<Locale | null>`(select ${profiles.locale} from ${profiles} where ${profiles.id} = ${caller.id})`,
      ...bookableByColumns(caller.id),
      payoutsEnabled: profiles.payoutsEnabled,
      hostAccountId: profiles.stripeAccountId,
      callerAbGroup: sql<
        string | null
      >`(select ${profiles.abGroup}::text from ${profiles} where ${profiles.id} = ${caller.id})`,
      asksQuestions: sql<boolean>`exists (select 1 from ${activityQuestions} where ${activityQuestions.activityId} = ${activities.id})`,
    })
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(eq(activities.id, activityId));
  if (!row) throw new NotFound('Activity not found');
  if (!row.listed) throw new Conflict(BOOKING_MESSAGES.notBookable);
  refuseUnbookable(caller.id, row);
  if (!row.payoutsEnabled || !row.hostAccountId) throw new Conflict(BOOKING_MESSAGES.payoutsNotEnabled);
  return { ...row, hostAccountId: row.hostAccountId };
}

/**
 * Before a new checkout replaces the caller's unpaid one, the old one is closed at the provider, so it can
 * no longer be paid (a payment there with its webhook lost would wait for the sweep's check of closed
 * sessions). A payment that made it through meanwhile books, and the new checkout is refused as already
 * booked; a provider that cannot be reached refuses the new checkout and leaves the old one as it was.
 */
async function closeUnpaidAtProvider(ctx: PaymentContext, userId: string, activityId: string) {
  const [open] = await ctx.db
    .select({ providerSessionId: paymentSessions.providerSessionId })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.activityId, activityId),
        eq(paymentSessions.status, 'open'),
      ),
    );
  if (open?.providerSessionId) await closeReplacedPage(ctx, open.providerSessionId);
}
