import { and, eq, gt } from 'drizzle-orm';
import { testProviderCheckouts } from '#src/db/schema.ts';
import { NotFound } from '#src/lib/errors.ts';
import {
  type ChargeModel,
  type CheckoutState,
  type PaymentProvider,
  transferGroupOf,
} from '#src/lib/payments/payment-provider.ts';
import { type CardField, type CardInput, checkTestCard } from './cards.ts';
import { announce, completedEvent } from './events.ts';
import { type CheckoutRow, randomId, type TestProviderState } from './state.ts';

/*
 * Checkouts, as Stripe Checkout's: a hosted page (/pay/<id>, see modules/test-checkout) takes a test card,
 * and a paid checkout is announced by a signed `checkout.session.completed` event. They charge on the
 * platform, as Stripe's separate charges and transfers; checkouts made before were destination charges
 * (their row names the account and the fee). No money moves; their records live in `test_provider_checkouts`.
 */

export type PayOutcome =
  /** Paid now, or already paid by an earlier submit: the payer goes on to `redirectUrl`. */
  | { kind: 'paid'; redirectUrl: string }
  /** The card was refused or mistyped; nothing changed. `field` names the input at fault, if one is. */
  | { kind: 'card_error'; message: string; field: CardField | null }
  /** The checkout can no longer be paid. */
  | { kind: 'expired' }
  | { kind: 'not_found' };

/** A checkout as its payment page shows it. */
export type CheckoutView = {
  id: string;
  status: 'open' | 'paid' | 'expired';
  description: string;
  /** What is paid for, a line per price and the discount as a negative line (as Stripe's page lists them). */
  lineItems: { name: string; quantity: number; unitAmountCents: number }[];
  /** The line above the pay button (the cancellation policy), as Stripe's custom_text.submit.message. */
  submitMessage: string | null;
  amountCents: number;
  currency: string;
  /** Where the payer continues once paid (the success URL with the checkout id filled in). */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/** The payment page's side of the provider. */
export type CheckoutPage = {
  /** Charges a test card to an open checkout; two concurrent submits pay once. */
  pay(checkoutId: string, card: CardInput): Promise<PayOutcome>;
  /** The checkout for its payment page; null for an unknown id. */
  view(checkoutId: string): Promise<CheckoutView | null>;
};

function statusOf(row: CheckoutRow, now: Date): CheckoutState['status'] {
  if (row.status === 'complete') return 'paid';
  if (row.status === 'expired' || row.expiresAt <= now) return 'expired';
  return 'open';
}

const successUrlOf = (row: CheckoutRow) => row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', row.id);

function stateOf(row: CheckoutRow): CheckoutState {
  return {
    id: row.id,
    status: statusOf(row, new Date()),
    paymentId: row.paymentId,
    amountCents: row.amountCents,
    reference: row.metadata.payment_session_id ?? null,
  };
}

/** How the test provider charged a checkout: its destination charges name the account paid. */
export const chargeModelOf = (row: { destinationAccount: string | null }): ChargeModel =>
  row.destinationAccount === null ? 'platform' : 'destination';

export function checkoutMethods(
  state: TestProviderState,
): Pick<PaymentProvider, 'createCheckout' | 'getCheckout' | 'expireCheckout'> & CheckoutPage {
  const { db, base, findCheckout } = state;
  return {
    async createCheckout(request) {
      const id = randomId('cs_test_');
      await db.insert(testProviderCheckouts).values({
        id,
        amountCents: request.amountCents,
        currency: 'eur',
        description: request.activity.title,
        // Like Stripe's page: a line per price, and the code's discount as a line of its own.
        lineItems: [
          ...request.lineItems,
          ...(request.discount
            ? [{ name: request.discount.name, quantity: 1, unitAmountCents: -request.discount.amountCents }]
            : []),
        ],
        submitMessage: request.submitMessage ?? null,
        // Charged on the platform: the host is paid later, by a transfer in the activity's group.
        destinationAccount: null,
        applicationFeeCents: null,
        transferGroup: transferGroupOf(request.activity.id),
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        metadata: {
          payment_session_id: request.reference,
          activity_id: request.activity.id,
          user_id: request.userId,
          spots: String(request.spots),
        },
        expiresAt: request.expiresAt,
      });
      return { id, url: `${base}/pay/${id}` };
    },

    async getCheckout(id) {
      const row = await findCheckout(id);
      if (!row) throw new NotFound(`No such checkout session: ${id}`);
      return stateOf(row);
    },

    async expireCheckout(id) {
      const [row] = await db
        .update(testProviderCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(testProviderCheckouts.id, id), eq(testProviderCheckouts.status, 'open')))
        .returning({ id: testProviderCheckouts.id });
      if (!row && !(await findCheckout(id))) throw new NotFound(`No such checkout session: ${id}`);
    },

    async view(checkoutId) {
      const row = await findCheckout(checkoutId);
      if (!row) return null;
      return {
        id: row.id,
        status: statusOf(row, new Date()),
        description: row.description,
        lineItems: row.lineItems,
        submitMessage: row.submitMessage,
        amountCents: row.amountCents,
        currency: row.currency,
        successUrl: successUrlOf(row),
        cancelUrl: row.cancelUrl,
        expiresAt: row.expiresAt,
      };
    },

    async pay(checkoutId, card) {
      const now = new Date();
      const current = await findCheckout(checkoutId);
      if (!current) return { kind: 'not_found' };
      const status = statusOf(current, now);
      if (status === 'paid') return { kind: 'paid', redirectUrl: successUrlOf(current) };
      if (status === 'expired') return { kind: 'expired' };

      const refused = checkTestCard(card, now);
      if (refused) return { kind: 'card_error', ...refused };

      const t = testProviderCheckouts;
      // Only the submit that moves the row from open to complete pays and announces it.
      const [paid] = await db
        .update(t)
        .set({ status: 'complete', paymentId: randomId('pi_test_') })
        .where(and(eq(t.id, checkoutId), eq(t.status, 'open'), gt(t.expiresAt, now)))
        .returning();
      if (!paid) {
        const after = await findCheckout(checkoutId);
        return after && statusOf(after, now) === 'paid'
          ? { kind: 'paid', redirectUrl: successUrlOf(after) }
          : { kind: 'expired' };
      }

      // The payer is told the truth, that they paid, even when the event cannot be delivered.
      await announce(state, completedEvent(paid, now));
      return { kind: 'paid', redirectUrl: successUrlOf(paid) };
    },
  };
}
