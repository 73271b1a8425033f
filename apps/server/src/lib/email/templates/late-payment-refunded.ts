import type { EmailContent } from '../message.ts';
import { formatEuros, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';

export type LatePaymentRefundedInput = {
  name: string;
  activityTitle: string;
  amountCents: number;
  activityUrl: string;
};

/** A payment completed after its held spot was released and the activity filled: refunded in full. */
export function latePaymentRefundedEmail(input: LatePaymentRefundedInput): EmailContent {
  const title = oneLine(input.activityTitle);
  return renderEmail(`Your payment was refunded: ${title}`, [
    { paragraph: `Hi ${input.name},` },
    {
      paragraph: `Your payment for ${title} arrived after the spot we had reserved for you was released, and the activity is now full, so you do not have a booking.`,
    },
    {
      paragraph: `We have refunded your ${formatEuros(input.amountCents)} in full. It arrives on the card you paid with within 5-10 business days.`,
    },
    { paragraph: 'If a spot opens up, you can join the waitlist from the activity page.' },
    { action: { label: 'See the activity', url: input.activityUrl } },
  ]);
}
