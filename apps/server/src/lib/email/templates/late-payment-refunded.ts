import type { Locale } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import { formatEuros, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type LatePaymentRefundedInput = {
  locale: Locale;
  name: string;
  activityTitle: string;
  amountCents: number;
  activityUrl: string;
};

/** A payment completed after its held spot was released and the activity filled: refunded in full. */
export function latePaymentRefundedEmail(input: LatePaymentRefundedInput): EmailContent {
  const s = emailStrings(input.locale);
  const words = s.latePaymentRefunded;
  const title = oneLine(input.activityTitle);
  return renderEmail(input.locale, words.subject(title), [
    { paragraph: s.greeting(input.name) },
    { paragraph: words.arrivedLate(title) },
    { paragraph: words.refunded(formatEuros(input.amountCents, input.locale)) },
    { paragraph: words.waitlist },
    { action: { label: s.seeActivity, url: input.activityUrl } },
  ]);
}
