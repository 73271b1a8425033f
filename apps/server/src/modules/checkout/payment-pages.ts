import { BOOKING_MESSAGES, type CheckoutResult } from '@sortim/contracts/bookings';
import { and, eq, sql } from 'drizzle-orm';
import { paymentSessions } from '#src/db/schema.ts';
import { Conflict, DomainError } from '#src/lib/errors.ts';
import type { CheckoutState } from '#src/lib/payments/payment-provider.ts';
import { completeCheckout } from '#src/modules/reservations/completion.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';

/*
 * The provider's payment pages of a hold, for both ways a checkout starts (a new hold, checkout.service.ts;
 * a hold the host granted, pay-held.ts): where the guest lands after paying, no page when there is nothing
 * to pay, and closing a page a new one replaces.
 */

/** The provider could not be reached or refused: a 502 with the spec's copy. */
export class CheckoutFailed extends DomainError {
  constructor() {
    super(502, 'unavailable', BOOKING_MESSAGES.checkoutFailed);
  }
}

/** My Bookings with the provider's page id, which the return from the payment page verifies. */
export const successUrl = (ctx: PaymentContext, sessionId: string) =>
  `${ctx.publicUrl}/bookings?session_id=${sessionId}`;

/** Nothing to pay: the open hold is booked at once, and the guest "returns" straight to My Bookings. */
export async function bookWithoutPayment(ctx: PaymentContext, sessionId: string): Promise<CheckoutResult> {
  const providerSessionId = `free_${sessionId}`;
  await ctx.db
    .update(paymentSessions)
    .set({ providerSessionId, updatedAt: sql`now()` })
    .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'open')));
  await completeCheckout(ctx, {
    id: providerSessionId,
    status: 'paid',
    paymentId: null,
    amountCents: 0,
    reference: sessionId,
  });
  return { url: successUrl(ctx, providerSessionId), sessionId: providerSessionId };
}

/**
 * Closes a hold's payment page before a new one replaces it, so only one can be paid. A payment made there
 * meanwhile books (the one completion path) and the new page is refused as already booked; a provider that
 * cannot be reached refuses the new page and leaves the old one as it was.
 */
export async function closeReplacedPage(ctx: PaymentContext, pageId: string): Promise<void> {
  if (pageId.startsWith('free_')) return;
  let state: CheckoutState;
  try {
    state = await ctx.provider.getCheckout(pageId);
    if (state.status !== 'paid') await ctx.provider.expireCheckout(pageId);
  } catch (err) {
    ctx.logger.error({ err, checkoutId: pageId }, 'could not close the payment page a new one would replace');
    throw new CheckoutFailed();
  }
  if (state.status === 'paid') {
    await completeCheckout(ctx, state);
    throw new Conflict(BOOKING_MESSAGES.alreadyBooked);
  }
}
