import type { CityNames } from '@sortim/contracts/city-name';
import { formatDateRange } from '@sortim/contracts/date-format';
import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { clockCity, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type HostMessageEmailInput = {
  /** The guest: the frame is in their language, the host's words as they wrote them. */
  recipient: Recipient;
  hostName: string;
  /** As the guest knows it (guestTitle). */
  activityTitle: string;
  startTime: Date;
  endTime: Date;
  /** The activity's city's clock, which its times are written on. */
  timeZone: string;
  /** That city's name, which the sentences give as the clock's ("Lisbon time"). */
  cityName: CityNames;
  subject: string;
  body: string;
  bookingsUrl: string;
};

/**
 * A host's message to a guest of their activity: who sent it and about what, then the host's words
 * verbatim (escaped in HTML like every block, so a body cannot inject markup), and how to answer.
 */
export function hostMessageEmail(input: HostMessageEmailInput): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const title = oneLine(input.activityTitle);
  const host = oneLine(input.hostName);
  const slot = formatDateRange(input.startTime, input.endTime, locale, undefined, input.timeZone);
  return renderEmail(recipient, s.hostMessage.subject(title, oneLine(input.subject)), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: s.hostMessage.intro(host, title, slot, clockCity(input.cityName, locale)) },
    { quote: input.body },
    { paragraph: s.hostMessage.reply(host) },
    { action: { label: s.hostMessage.seeBookings, url: input.bookingsUrl } },
    { paragraph: s.hostMessage.why },
  ]);
}
