import type { CityNames } from '@sortim/contracts/city-name';
import { formatDateRange } from '@sortim/contracts/date-format';
import type { Locale } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { clockCity, oneLine } from './format.ts';
import { type EmailBlock, renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

/** One piece of news about an activity the guest saved. Titles as guests know them (guestTitle). */
export type SavedAlertItem = {
  title: string;
  startTime: Date;
  endTime: Date;
  /** The activity's city's clock, which its times are written on. */
  timeZone: string;
  /** That city's name, which the sentences give as the clock's ("Lisbon time"). */
  cityName: CityNames;
  /** The activity's page. */
  url: string;
} & (
  | { kind: 'few_spots'; spotsRemaining: number }
  /** `moreDates`: the other new dates of the same series this e-mail also tells of (0 when one). */
  | { kind: 'new_date'; hostName: string; moreDates: number }
);

export type SavedAlertEmailInput = {
  recipient: Recipient;
  items: SavedAlertItem[];
  profileUrl: string;
};

function subjectOf(input: SavedAlertEmailInput): string {
  const { savedAlert: words, spots } = emailStrings(input.recipient.locale);
  const [only] = input.items;
  if (input.items.length !== 1 || !only) return words.subjectMany(input.items.length);
  const title = oneLine(only.title);
  return only.kind === 'few_spots'
    ? words.subjectFewSpots(spots(only.spotsRemaining), title)
    : words.subjectNewDate(title);
}

function itemBlocks(item: SavedAlertItem, locale: Locale): EmailBlock[] {
  const s = emailStrings(locale);
  const title = oneLine(item.title);
  const slot = formatDateRange(item.startTime, item.endTime, locale, undefined, item.timeZone);
  const city = clockCity(item.cityName, locale);
  const news =
    item.kind === 'few_spots'
      ? s.savedAlert.fewSpots(title, slot, s.spots(item.spotsRemaining), city)
      : item.moreDates > 0
        ? s.savedAlert.newDates(oneLine(item.hostName), title, slot, item.moreDates, city)
        : s.savedAlert.newDate(oneLine(item.hostName), title, slot, city);
  return [{ paragraph: news }, { action: { label: s.seeActivity, url: item.url } }];
}

/**
 * The day's news about a guest's saved activities, in one e-mail: which is about to sell out, which has a
 * new date, each with its link. Ends with how to stop these e-mails.
 */
export function savedAlertEmail(input: SavedAlertEmailInput): Required<EmailContent> {
  const { recipient } = input;
  const s = emailStrings(recipient.locale);
  return renderEmail(recipient, subjectOf(input), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: s.savedAlert.intro(input.items.length) },
    ...input.items.flatMap((item) => itemBlocks(item, recipient.locale)),
    { paragraph: s.savedAlert.turnOff(input.profileUrl) },
  ]);
}
