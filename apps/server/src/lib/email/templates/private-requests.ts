import type { CityNames } from '@sortim/contracts/city-name';
import { formatDateRange, formatDateTime } from '@sortim/contracts/date-format';
import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { clockCity, formatEuros, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

/*
 * A guest's request for a private date: the host hears of it (in the host's language), and the guest hears
 * the answer: accepted, with the link that pays the held date, or declined, with the host's note.
 */

/** The date asked for: the activity's title as guests read it, and its start and end. */
/** The date asked for, and the activity's city's clock it is written on. */
type AskedDate = {
  activityTitle: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  cityName: CityNames;
};

export function privateRequestReceivedEmail(
  input: AskedDate & {
    recipient: Recipient;
    guestName: string;
    groupSize: number;
    message: string | null;
    answerUrl: string;
  },
): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const words = s.privateRequest;
  const title = oneLine(input.activityTitle);
  return renderEmail(recipient, words.receivedSubject(title), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: words.received(oneLine(input.guestName), title) },
    {
      paragraph: words.when(
        formatDateRange(input.startsAt, input.endsAt, locale, undefined, input.timeZone),
        clockCity(input.cityName, locale),
      ),
    },
    { paragraph: words.group(input.groupSize) },
    ...(input.message ? [{ paragraph: words.theirMessage }, { quote: input.message }] : []),
    { paragraph: words.answer },
    { action: { label: words.answerLink, url: input.answerUrl } },
  ]);
}

export function privateRequestAcceptedEmail(
  input: AskedDate & { recipient: Recipient; amountCents: number; payBy: Date; payUrl: string },
): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const words = s.privateRequest;
  const title = oneLine(input.activityTitle);
  return renderEmail(recipient, words.acceptedSubject(title), [
    { paragraph: s.greeting(recipient.name) },
    {
      paragraph: words.accepted(
        title,
        formatDateRange(input.startsAt, input.endsAt, locale, undefined, input.timeZone),
        clockCity(input.cityName, locale),
      ),
    },
    { paragraph: words.price(formatEuros(input.amountCents, locale)) },
    {
      paragraph: words.payBy(
        formatDateTime(input.payBy, locale, undefined, input.timeZone),
        clockCity(input.cityName, locale),
      ),
    },
    { action: { label: words.pay, url: input.payUrl } },
  ]);
}

export function privateRequestDeclinedEmail(
  input: AskedDate & { recipient: Recipient; note: string; activityUrl: string },
): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const words = s.privateRequest;
  const title = oneLine(input.activityTitle);
  return renderEmail(recipient, words.declinedSubject(title), [
    { paragraph: s.greeting(recipient.name) },
    {
      paragraph: words.declined(
        title,
        formatDateRange(input.startsAt, input.endsAt, locale, undefined, input.timeZone),
        clockCity(input.cityName, locale),
      ),
    },
    { quote: input.note },
    { paragraph: words.tryAnother },
    { action: { label: s.seeActivity, url: input.activityUrl } },
  ]);
}
