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

/** A refund the guest asked for, once the payment provider has accepted it. */
export function refundConfirmedEmail(input: RefundConfirmedInput): EmailContent {
  const s = emailStrings(input.locale);
  const title = oneLine(input.activityTitle);
  const amount = formatEuros(input.amountCents, input.locale);
  return renderEmail(input.locale, s.refundConfirmed.subject(title), [
    { paragraph: s.greeting(input.name) },
    { paragraph: s.refundConfirmed.body(amount, s.spots(input.spots), title) },
    { paragraph: s.refundArrives },
  ]);
}
