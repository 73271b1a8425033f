import type { CityNames } from '@sortim/contracts/city-name';
import { formatDateTime } from '@sortim/contracts/date-format';
import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { clockCity, formatEuros, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type RefundConfirmedInput = {
  recipient: Recipient;
  activityTitle: string;
  amountCents: number;
  spots: number;
};

/**
 * A refund the guest asked for, once the payment provider has accepted it. A free booking had nothing to
 * refund: the guest cancelled it, and the e-mail says only that (no money, no card).
 */
export function refundConfirmedEmail(input: RefundConfirmedInput): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const title = oneLine(input.activityTitle);
  if (input.amountCents === 0) {
    return renderEmail(recipient, s.bookingCancelled.subject(title), [
      { paragraph: s.greeting(recipient.name) },
      { paragraph: s.bookingCancelled.body(s.spots(input.spots), title) },
    ]);
  }
  const amount = formatEuros(input.amountCents, locale);
  return renderEmail(recipient, s.refundConfirmed.subject(title), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: s.refundConfirmed.body(amount, s.spots(input.spots), title) },
    { paragraph: s.refundArrives },
  ]);
}

/**
 * A guest's cancellation past the last refund deadline of their booking's policy: cancelled, the place
 * freed, nothing refunded, and the deadline that passed (on its city's clock).
 */
export function cancelledWithoutRefundEmail(input: {
  recipient: Recipient;
  activityTitle: string;
  spots: number;
  deadline: Date;
  /** The activity's city's zone and name (absent: the default city's). */
  timeZone?: string;
  cityName?: CityNames;
}): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const title = oneLine(input.activityTitle);
  return renderEmail(recipient, s.bookingCancelled.subject(title), [
    { paragraph: s.greeting(recipient.name) },
    {
      paragraph: s.cancelledWithoutRefund.body(
        s.spots(input.spots),
        title,
        formatDateTime(input.deadline, locale, undefined, input.timeZone),
        clockCity(input.cityName, locale),
      ),
    },
  ]);
}
