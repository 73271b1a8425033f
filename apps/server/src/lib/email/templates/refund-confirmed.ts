import { formatDateTime } from '@sortim/contracts/date-format';
import type { Locale } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import { formatEuros, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type RefundConfirmedInput = {
  locale: Locale;
  name: string;
  activityTitle: string;
  amountCents: number;
  spots: number;
};

/**
 * A refund the guest asked for, once the payment provider has accepted it. A free booking had nothing to
 * refund: the guest cancelled it, and the e-mail says only that (no money, no card).
 */
export function refundConfirmedEmail(input: RefundConfirmedInput): EmailContent {
  const s = emailStrings(input.locale);
  const title = oneLine(input.activityTitle);
  if (input.amountCents === 0) {
    return renderEmail(input.locale, s.bookingCancelled.subject(title), [
      { paragraph: s.greeting(input.name) },
      { paragraph: s.bookingCancelled.body(s.spots(input.spots), title) },
    ]);
  }
  const amount = formatEuros(input.amountCents, input.locale);
  return renderEmail(input.locale, s.refundConfirmed.subject(title), [
    { paragraph: s.greeting(input.name) },
    { paragraph: s.refundConfirmed.body(amount, s.spots(input.spots), title) },
    { paragraph: s.refundArrives },
  ]);
}

/**
 * A guest's cancellation past the last refund deadline of their booking's policy: cancelled, the place
 * freed, nothing refunded, and the deadline that passed (Barcelona time).
 */
export function cancelledWithoutRefundEmail(input: {
  locale: Locale;
  name: string;
  activityTitle: string;
  spots: number;
  deadline: Date;
}): EmailContent {
  const s = emailStrings(input.locale);
  const title = oneLine(input.activityTitle);
  return renderEmail(input.locale, s.bookingCancelled.subject(title), [
    { paragraph: s.greeting(input.name) },
    {
      paragraph: s.cancelledWithoutRefund.body(
        s.spots(input.spots),
        title,
        formatDateTime(input.deadline, input.locale),
      ),
    },
  ]);
}
