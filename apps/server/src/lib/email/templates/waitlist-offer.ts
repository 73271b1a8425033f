import { formatDateTime } from '@sortim/contracts/date-format';
import type { Locale } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import { oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type WaitlistOfferInput = {
  locale: Locale;
  name: string;
  activityTitle: string;
  startTime: Date;
  /** Until when the spot is held for this person. */
  offerExpiresAt: Date;
  bookUrl: string;
};

/** A freed spot offered to someone on the waitlist, held for them for a while. */
export function waitlistOfferEmail(input: WaitlistOfferInput): EmailContent {
  const s = emailStrings(input.locale);
  const words = s.waitlistOffer;
  const title = oneLine(input.activityTitle);
  return renderEmail(input.locale, words.subject(title), [
    { paragraph: s.greeting(input.name) },
    { paragraph: words.opened(title, formatDateTime(input.startTime, input.locale)) },
    { paragraph: words.holding(formatDateTime(input.offerExpiresAt, input.locale)) },
    { action: { label: words.book, url: input.bookUrl } },
    { paragraph: words.passes },
  ]);
}
