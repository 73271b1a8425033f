import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { bookings, paymentSessions } from '#src/db/schema.ts';
import { RetryLater } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import type { ConnectedAccountStatus, PaymentEvent } from '#src/lib/payments/payment-provider.ts';
import { setPayoutsEnabled } from '#src/modules/payouts/payouts.service.ts';
import { completeCheckout, sessionMatch } from '#src/modules/reservations/completion.ts';
import { releaseHold } from '#src/modules/reservations/holds.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { firstDelivery } from '#src/modules/reservations/provider-events.ts';
import { isGrantedHold } from '#src/modules/reservations/rules.ts';
import { providerRefundSettles, settleRefund } from '#src/modules/reservations/settle-refund.ts';

/*
 * The provider's events, verified, in the terms the booking domain acts on. Stripe's webhook and the test
 * provider's events both arrive here; each is applied once per event id.
 */

/** A verified provider event, applied once per event id. */
export async function handlePaymentEvent(ctx: PaymentContext, event: PaymentEvent): Promise<void> {
  switch (event.kind) {
    case 'checkout.completed':
      await completeCheckout(ctx, event.checkout, event.id);
      return;
    case 'checkout.expired': {
      const [session] = await ctx.db
        .select({
          id: paymentSessions.id,
          // A private date's hold outlives its pages (a page lasts at most a day): it ends at its own expiry.
          outlivesPage: sql<boolean>`(${isGrantedHold(paymentSessions.id)} and ${paymentSessions.holdExpiresAt} > now())`,
        })
        .from(paymentSessions)
        .where(sessionMatch(ctx, event.checkout));
      if (session && !session.outlivesPage) await releaseHold(ctx, session.id, 'expired');
      return;
    }
    case 'payment.refunded': {
      // A refund made at the provider (ours, or one from Stripe's dashboard): the booking follows once the
      // refunded total reaches what we asked for, or the whole amount for a refund we did not ask for.
      const mails = await ctx.db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, ctx, event.id, 'charge.refunded'))) return [];
        const [booking] = await tx
          .select({ amountCents: bookings.amountCents, refundDueCents: bookings.refundDueCents })
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
        // Settled once it reaches what we asked for (a policy's share), else the whole amount (reservations).
        if (!providerRefundSettles(booking, event.amountRefundedCents)) return [];
        // Our own refund's event can arrive before our refund code settles: the settle is the same one,
        // told why by the booking (record-refund.ts), so the guest and host hear the same whichever comes first.
        const settled = await settleRefund(
          tx,
          ctx,
          { paymentId: event.paymentId },
          null,
          event.amountRefundedCents,
        );
        return settled?.mails ?? [];
      });
      for (const mail of mails) await mail.dispatch();
      return;
    }
    case 'account.updated': {
      // The provider does not deliver its events in order: an older 'disabled' arriving after a newer
      // 'enabled' would close the host's checkout, and the reverse let guests pay an account the provider
      // refuses. The event only says that the account changed; what it is now is asked of the provider.
      const payoutsEnabled = (await accountStatusNow(ctx, event.accountId)) === 'enabled';
      const mails = await ctx.db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, ctx, event.id, 'account.updated'))) return [];
        return setPayoutsEnabled(tx, ctx, event.accountId, payoutsEnabled);
      });
      for (const mail of mails) await mail.dispatch();
      return;
    }
    case 'ignored':
      return;
  }
}

/**
 * The account as the provider sees it now, read outside any transaction (a network call holds no row
 * locks). When the provider cannot be asked, the event is refused: it is delivered again later.
 */
async function accountStatusNow(ctx: PaymentContext, accountId: string): Promise<ConnectedAccountStatus> {
  try {
    return await ctx.provider.getConnectedAccountStatus(accountId);
  } catch (err) {
    ctx.logger.warn(
      { err, accountId },
      'account.updated: the account could not be read; asking for it again',
    );
    throw new RetryLater('The connected account could not be read from the provider');
  }
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
