import { HOST_TRANSFER_DELAY_HOURS } from '@sortim/contracts/host-transfers';
import type { ProviderPayment } from '#src/lib/payments/payment-provider.ts';
import { hostShareCents } from '#src/modules/reservations/host-payouts.ts';
import type { Found } from '../finding.ts';
import type { Ours, PaidBookingMatch } from '../payment-match.ts';

/** A due transfer is made by the next payments sweep (every few minutes): an hour later it is overdue. */
const TRANSFER_OVERDUE_MS = (HOST_TRANSFER_DELAY_HOURS + 1) * 60 * 60 * 1000;

type Owed = { amountCents: number; detail: string };

/**
 * transfer_owed: a booking paid here (isPaidBooking, not refunded in full) whose host has not received their
 * share (the amount less our fee) in their account, net of reversals: with a destination charge at once;
 * with a charge on the platform by the transfer our books say was made, or by the time it is overdue.
 */
export function transferOwed({ payment, mine, ids }: PaidBookingMatch, now: Date): Found | null {
  const owed =
    payment.chargeModel === 'platform'
      ? platformTransferOwed(payment, mine, now)
      : destinationTransferOwed(payment, mine);
  return owed && { key: `transfer:${payment.paymentId}`, finding: { kind: 'transfer_owed', ids, ...owed } };
}

function destinationTransferOwed(payment: ProviderPayment, mine: Ours): Owed | null {
  const share = (mine.bookingAmountCents ?? payment.amountCents) - mine.platformFeeCents;
  if (share <= 0) return null;
  if (!payment.transfer) return { amountCents: share, detail: 'no transfer to the host was made' };
  if (mine.hostAccountId && payment.transfer.destination !== mine.hostAccountId) {
    return {
      amountCents: share,
      detail: `the transfer went to ${payment.transfer.destination}, not the host's ${mine.hostAccountId}`,
    };
  }
  if (payment.transfer.amountCents < share) {
    return {
      amountCents: share - payment.transfer.amountCents,
      detail: `the host received ${payment.transfer.amountCents} of ${share} cents`,
    };
  }
  return null;
}

function platformTransferOwed(payment: ProviderPayment, mine: Ours, now: Date): Owed | null {
  if (mine.transferStatus === 'nothing_due') return null;
  if (mine.transferStatus === 'paid') {
    const sent = (mine.transferredCents ?? 0) - (mine.reversedCents ?? 0);
    const destination = mine.transferDestination ?? mine.hostAccountId;
    if (!payment.transfer) {
      return {
        amountCents: sent,
        detail: `our books have transfer ${mine.providerTransferId}; the provider has no transfer from this payment`,
      };
    }
    if (destination && payment.transfer.destination !== destination) {
      return {
        amountCents: sent,
        detail: `the transfer went to ${payment.transfer.destination}, not the host's ${destination}`,
      };
    }
    if (payment.transfer.amountCents < sent) {
      return {
        amountCents: sent - payment.transfer.amountCents,
        detail: `the host received ${payment.transfer.amountCents} of ${sent} cents`,
      };
    }
    return null;
  }
  // Not paid yet by our books (pending, held, or no row): owed only once the sweep should have paid it.
  if (payment.transfer) return null;
  const overdueFor = now.getTime() - mine.activityEndTime.getTime() - TRANSFER_OVERDUE_MS;
  if (overdueFor < 0) return null;
  const share = hostShareCents({
    status: mine.bookingStatus ?? 'paid',
    amountCents: mine.bookingAmountCents ?? payment.amountCents,
    refundedCents: mine.bookingRefundedCents,
    platformFeeCents: mine.platformFeeCents,
  });
  if (share <= 0) return null;
  const hours = Math.floor((now.getTime() - mine.activityEndTime.getTime()) / (60 * 60 * 1000));
  const held =
    mine.transferStatus === 'held'
      ? `; held (${mine.holdReason}${mine.lastError ? `: ${mine.lastError}` : ''})`
      : '';
  return {
    amountCents: share,
    detail: `not transferred to the host ${hours} hours after the activity ended${held}`,
  };
}
