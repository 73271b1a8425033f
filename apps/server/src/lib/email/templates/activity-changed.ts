import type { CityNames } from '@sortim/contracts/city-name';
import { formatDateRange, formatDateTime } from '@sortim/contracts/date-format';
import { bookingCalendarFile } from '#src/lib/calendar/booking-event.ts';
import type { EmailAttachment, EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { calendarAttachment } from './booking-confirmed.ts';
import { clockCity, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

/** When and where an activity takes place: what a host's change moves. */
export type ActivitySchedule = { startTime: Date; endTime: Date; locationName: string; address: string };

export type ActivityChangedInput = {
  recipient: Recipient;
  /** As the guest knows it (guestTitle). */
  activityTitle: string;
  /** The activity's city's clock, which its times are written on. */
  timeZone: string;
  /** That city's name, which the sentences give as the clock's ("Lisbon time"). */
  cityName: CityNames;
  before: ActivitySchedule;
  after: ActivitySchedule;
  bookingId: string;
  /** The activity's schedule version after the change: the calendar entry's SEQUENCE. */
  sequence: number;
  /** A free booking has nothing to refund. */
  paid: boolean;
  activityUrl: string;
  bookingsUrl: string;
};

const place = (s: ActivitySchedule) => `${s.locationName}, ${s.address}`;

/**
 * The host moved an activity a guest has booked: what changed ('Now:' the new value, 'Was:' the old), that
 * the booking is kept as changed and may be cancelled in full until the (new) start whatever its policy
 * (docs/product.md, changes by the host), and the booking's calendar entry again (same UID, raised
 * SEQUENCE) so the guest's calendar moves the event instead of keeping the old one.
 */
export function activityChangedEmail(
  input: ActivityChangedInput,
): EmailContent & { attachments: EmailAttachment[] } {
  const { recipient, before, after } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const words = s.activityChanged;
  const title = oneLine(input.activityTitle);
  const { timeZone } = input;
  const slotBefore = formatDateRange(before.startTime, before.endTime, locale, undefined, timeZone);
  const slotAfter = formatDateRange(after.startTime, after.endTime, locale, undefined, timeZone);
  const timeMoved = slotBefore !== slotAfter;
  const placeMoved = place(before) !== place(after);
  const moved = timeMoved && placeMoved ? 'both' : placeMoved ? 'place' : 'time';
  const start = formatDateTime(after.startTime, locale, undefined, timeZone);
  const content = renderEmail(recipient, words.subject(title), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: words.changed(title, moved) },
    ...(timeMoved
      ? [
          {
            change: {
              label: words.when(clockCity(input.cityName, locale)),
              now: words.now(slotAfter),
              was: words.was(slotBefore),
            },
          },
        ]
      : []),
    ...(placeMoved
      ? [{ change: { label: words.where, now: words.now(place(after)), was: words.was(place(before)) } }]
      : []),
    { action: { label: s.seeActivity, url: input.activityUrl } },
    {
      paragraph: input.paid
        ? words.cancel(start, input.bookingsUrl)
        : words.cancelFree(start, input.bookingsUrl),
    },
    { paragraph: words.calendar },
  ]);
  const calendar = bookingCalendarFile({
    bookingId: input.bookingId,
    title,
    ...after,
    url: input.activityUrl,
    sequence: input.sequence,
  });
  return { ...content, attachments: [calendarAttachment(input.activityTitle, calendar)] };
}
