import type { HostTransferStatus } from '@sortim/contracts/host-transfers';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, hostTransfers, paymentSessions, profiles } from '#src/db/schema.ts';
import { isUuid } from '#src/lib/ids.ts';
import type {
  PaymentProviderName,
  ProviderPayment,
  ProviderRecords,
  ProviderRefund,
} from '#src/lib/payments/payment-provider.ts';

/** Refund statuses that mean the money did not go back. */
export const FAILED_REFUNDS = new Set(['failed', 'canceled']);
/** Refund statuses that mean the money is still on its way. */
export const PENDING_REFUNDS = new Set(['pending', 'requires_action']);

/** Our checkout, booking and host transfer for one of the provider's payments. */
export type Ours = {
  sessionId: string;
  sessionStatus: string;
  providerSessionId: string | null;
  /**
   * What the checkout was to collect: its lines' subtotal less a code's discount (never the subtotal), and
   * the platform's fee out of it (a platform code's discount came off the fee, so the host's share, the
   * amount less the fee, is the subtotal less the regular fee).
   */
  sessionAmountCents: number;
  platformFeeCents: number;
  bookingId: string | null;
  bookingStatus: string | null;
  bookingAmountCents: number | null;
  bookingRefundedCents: number | null;
  paymentId: string | null;
  hostAccountId: string | null;
  activityEndTime: Date;
  /** The booking's host transfer as our books have it (null: no row yet, so pending). */
  transferStatus: HostTransferStatus | null;
  transferDestination: string | null;
  transferredCents: number | null;
  reversedCents: number | null;
  providerTransferId: string | null;
  holdReason: string | null;
  lastError: string | null;
};

/** One of the provider's payments, what we have for it, and the provider's refunds of it. */
export type PaymentMatch = {
  payment: ProviderPayment;
  /** Our record of it, if any: the booking paid by it first, else the checkout it was paid at. */
  mine: Ours | undefined;
  refunds: ProviderRefund[];
  /** The ids a finding about it names. */
  ids: Record<string, string>;
};

/** Matches each provider payment with our records (oursFor) and its refunds. */
export function matchPayments(payments: ProviderPayment[], ours: Ours[], refunds: ProviderRefund[]) {
  const refundsOf = groupRefunds(refunds);
  return payments.map((payment): PaymentMatch => {
    const mine =
      ours.find((o) => o.paymentId === payment.paymentId && o.bookingId) ??
      ours.find((o) => o.sessionId === payment.reference || o.providerSessionId === payment.checkoutId);
    return {
      payment,
      mine,
      refunds: refundsOf.get(payment.paymentId) ?? [],
      ids: {
        payment: payment.paymentId,
        checkout: payment.checkoutId,
        ...(mine && { session: mine.sessionId }),
        ...(mine?.bookingId && { booking: mine.bookingId }),
      },
    };
  });
}

/** A payment that paid a booking here which is still paid. */
export type PaidBookingMatch = PaymentMatch & { mine: Ours };

export const isPaidBooking = (match: PaymentMatch): match is PaidBookingMatch =>
  match.mine?.bookingStatus === 'paid' && match.mine.paymentId === match.payment.paymentId;

function groupRefunds(refunds: ProviderRefund[]) {
  const byPayment = new Map<string, ProviderRefund[]>();
  for (const refund of refunds)
    byPayment.set(refund.paymentId, [...(byPayment.get(refund.paymentId) ?? []), refund]);
  return byPayment;
}

/** Our sessions and bookings for the provider's payments (by reference, checkout id or payment id). */
export async function oursFor(
  db: Database,
  providerName: PaymentProviderName,
  payments: ProviderRecords['payments'],
): Promise<Ours[]> {
  if (payments.length === 0) return [];
  const references = payments.flatMap((p) => (p.reference && isUuid(p.reference) ? [p.reference] : []));
  const checkoutIds = payments.map((p) => p.checkoutId);
  const paymentIds = payments.map((p) => p.paymentId);
  const rows: Ours[] = [];
  // In slices, so a month of payments never makes one statement with tens of thousands of parameters.
  for (let i = 0; i < payments.length; i += 500) {
    const slice = (list: string[]) => list.slice(i, i + 500);
    const conditions = [
      and(
        eq(paymentSessions.provider, providerName),
        inArray(paymentSessions.providerSessionId, slice(checkoutIds)),
      ),
      inArray(bookings.providerPaymentId, slice(paymentIds)),
      ...(slice(references).length ? [inArray(paymentSessions.id, slice(references))] : []),
    ];
    rows.push(
      ...(await db
        .select({
          sessionId: paymentSessions.id,
          sessionStatus: paymentSessions.status,
          providerSessionId: paymentSessions.providerSessionId,
          sessionAmountCents: paymentSessions.amountCents,
          platformFeeCents: paymentSessions.platformFeeCents,
          bookingId: bookings.id,
          bookingStatus: bookings.status,
          bookingAmountCents: bookings.amountCents,
          bookingRefundedCents: bookings.refundedCents,
          paymentId: bookings.providerPaymentId,
          hostAccountId: profiles.stripeAccountId,
          activityEndTime: activities.endTime,
          transferStatus: hostTransfers.status,
          transferDestination: hostTransfers.destination,
          transferredCents: hostTransfers.transferredCents,
          reversedCents: hostTransfers.reversedCents,
          providerTransferId: hostTransfers.providerTransferId,
          holdReason: hostTransfers.holdReason,
          lastError: hostTransfers.lastError,
        })
        .from(paymentSessions)
        .leftJoin(bookings, eq(bookings.paymentSessionId, paymentSessions.id))
        .leftJoin(hostTransfers, eq(hostTransfers.bookingId, bookings.id))
        .innerJoin(activities, eq(activities.id, paymentSessions.activityId))
        .innerJoin(profiles, eq(profiles.id, activities.hostId))
        .where(or(...conditions))),
    );
  }
  return rows;
}
