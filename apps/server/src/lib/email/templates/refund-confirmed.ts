import type { EmailContent } from '../message.ts';
import { formatEuros, formatSpots, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';

export type RefundConfirmedInput = {
  name: string;
  activityTitle: string;
  amountCents: number;
  spots: number;
};

/** A refund the guest asked for, once the payment provider has accepted it. */
export function refundConfirmedEmail(input: RefundConfirmedInput): EmailContent {
  const title = oneLine(input.activityTitle);
  return renderEmail(`Refund processed: ${title}`, [
    { paragraph: `Hi ${input.name},` },
    {
      paragraph: `Your refund of ${formatEuros(input.amountCents)} for ${formatSpots(input.spots)} on ${title} has been processed, and your booking is cancelled.`,
    },
    { paragraph: 'The money arrives on the card you paid with within 5-10 business days.' },
  ]);
}
