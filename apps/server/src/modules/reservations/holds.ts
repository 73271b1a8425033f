import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { paymentSessions } from '#src/db/schema.ts';
import { completeCheckout } from './completion.ts';
import type { PaymentContext } from './payment-context.ts';
import { putBackSpots } from './spots.ts';
import { releaseSpots } from './waitlist-offers.ts';

/*
 * A checkout's hold on spots ends here when it is not paid: expired, given up, replaced, or closed because
 * the host cancelled. Its spots go back on sale, offered to the waitlist first.
 */

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

/**
 * A closed (expired or cancelled) session whose provider page may still have taken a payment: two checkout
 * clicks at once can leave a page created after its session was replaced, and a page can be paid between
 * closeHold's question and its expiry. A payment found there settles through the one completion path (booked
 * if the spots are still there, otherwise refunded by its idempotency key); a page still open is expired
 * (the next sweep asks again); a page the provider reports expired is forgotten (`checkoutUrl` cleared), so
 * it is not asked about again.
 */
export async function settleClosedCheckout(
  ctx: PaymentContext,
  session: { id: string; providerSessionId: string },
): Promise<void> {
  const state = await ctx.provider.getCheckout(session.providerSessionId);
  if (state.status === 'paid') {
    await completeCheckout(ctx, state);
    return;
  }
  if (state.status === 'open') {
    await ctx.provider.expireCheckout(session.providerSessionId);
    return;
  }
  await ctx.db
    .update(paymentSessions)
    .set({ checkoutUrl: null, updatedAt: sql`now()` })
    .where(and(eq(paymentSessions.id, session.id), inArray(paymentSessions.status, CLOSED)));
}

/** A session whose hold ended without a payment (expired, or given up or replaced). */
export const CLOSED = ['expired', 'cancelled'] as const;

/**
 * A new checkout replaces the caller's unpaid one for the same activity (another party size, a second
 * tab): its spots go straight back into the count the new hold is taken from. The caller closed it
 * at the provider first, so no payment can arrive for it afterwards.
 */
export async function replaceOpenHold(tx: Transaction, userId: string, activityId: string) {
  const [replaced] = await tx
    .update(paymentSessions)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.activityId, activityId),
        eq(paymentSessions.status, 'open'),
      ),
    )
    .returning({ spots: paymentSessions.spots });
  if (replaced) await putBackSpots(tx, activityId, replaced.spots);
  return replaced;
}
