import type { EmailContent } from '../message.ts';
import { formatBarcelonaTime, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';

export type WaitlistOfferInput = {
  name: string;
  activityTitle: string;
  startTime: Date;
  /** Until when the spot is held for this person. */
  offerExpiresAt: Date;
  bookUrl: string;
};

/** A freed spot offered to someone on the waitlist, held for them for a while. */
export function waitlistOfferEmail(input: WaitlistOfferInput): EmailContent {
  const title = oneLine(input.activityTitle);
  return renderEmail(`A spot opened up: ${title}`, [
    { paragraph: `Hi ${input.name},` },
    {
      paragraph: `Good news: a spot opened up on ${title}, on ${formatBarcelonaTime(input.startTime)} (Barcelona time).`,
    },
    {
      paragraph: `We are holding it for you until ${formatBarcelonaTime(input.offerExpiresAt)} (Barcelona time).`,
    },
    { action: { label: 'Book your spot', url: input.bookUrl } },
    { paragraph: 'After that, the spot passes to the next person on the waitlist.' },
  ]);
}
