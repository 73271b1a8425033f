import type { CityNames } from '@sortim/contracts/city-name';
import { formatDateTime } from '@sortim/contracts/date-format';
import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { clockCity, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type WaitlistOfferInput = {
  recipient: Recipient;
  activityTitle: string;
  startTime: Date;
  /** The activity's city's zone and name (absent: the default city's). */
  timeZone?: string;
  cityName?: CityNames;
  /** Until when the spot is held for this person. */
  offerExpiresAt: Date;
  bookUrl: string;
};

/** A freed spot offered to someone on the waitlist, held for them for a while. */
export function waitlistOfferEmail(input: WaitlistOfferInput): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const words = s.waitlistOffer;
  const title = oneLine(input.activityTitle);
  return renderEmail(recipient, words.subject(title), [
    { paragraph: s.greeting(recipient.name) },
    {
      paragraph: words.opened(
        title,
        formatDateTime(input.startTime, locale, undefined, input.timeZone),
        clockCity(input.cityName, locale),
      ),
    },
    {
      paragraph: words.holding(
        formatDateTime(input.offerExpiresAt, locale, undefined, input.timeZone),
        clockCity(input.cityName, locale),
      ),
    },
    { action: { label: words.book, url: input.bookUrl } },
    { paragraph: words.passes },
  ]);
}
