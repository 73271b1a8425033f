import { groupTicketCode } from '@sortim/contracts/bookings';
import type { CityNames } from '@sortim/contracts/city-name';
import { formatDateRange } from '@sortim/contracts/date-format';
import { bookingCalendarFile } from '#src/lib/calendar/booking-event.ts';
import type { EmailAttachment, EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { calendarAttachment } from './booking-confirmed.ts';
import { clockCity, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type ReminderKind = 'day_before' | 'two_hours';

export type BookingReminderInput = {
  recipient: Recipient;
  kind: ReminderKind;
  activity: {
    id: string;
    /** As the guest knows it (guestTitle). */
    title: string;
    startTime: Date;
    endTime: Date;
    /** Its city's zone: the e-mail's dates and times are on its wall clock (absent: the default city's). */
    timeZone?: string;
    /** Its city's name, which names that clock (absent: the default city's). */
    cityName?: CityNames;
    locationName: string;
    address: string;
    /** The activity's schedule version: the calendar entry's current SEQUENCE. */
    scheduleVersion: number;
  };
  hostName: string;
  /** The booking's tickets, seat by seat (it is paid: they are valid). */
  tickets: { seat: number; code: string }[];
  bookingId: string;
  activityUrl: string;
  /** The booking's ticket page (a QR code per seat). */
  ticketsUrl: string;
  profileUrl: string;
};

/**
 * A day before, or 2 hours before, an activity a guest has booked: when, where to meet, who hosts, the
 * ticket codes for the door, and the booking's calendar entry again (its stable UID and current SEQUENCE,
 * so a calendar keeps one event, moved if the host moved it). Ends with how to stop these e-mails.
 */
export function bookingReminderEmail(
  input: BookingReminderInput,
): EmailContent & { attachments: EmailAttachment[] } {
  const { activity, recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const words = s.bookingReminder;
  const title = oneLine(activity.title);
  const dayBefore = input.kind === 'day_before';
  const subject = dayBefore ? words.subjectDayBefore(title) : words.subjectTwoHours(title);
  const content = renderEmail(recipient, subject, [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: dayBefore ? words.dayBefore(title) : words.twoHours(title) },
    {
      paragraph: words.when(
        formatDateRange(activity.startTime, activity.endTime, locale, undefined, activity.timeZone),
        clockCity(activity.cityName, locale),
      ),
    },
    { paragraph: words.meetingPoint(`${activity.locationName}, ${activity.address}`) },
    { paragraph: words.host(oneLine(input.hostName)) },
    ...(input.tickets.length > 0
      ? [
          { paragraph: words.tickets(input.tickets.length) },
          { quote: input.tickets.map((t) => words.ticket(t.seat, groupTicketCode(t.code))).join('\n') },
          { action: { label: words.seeTickets, url: input.ticketsUrl } },
        ]
      : [{ action: { label: s.seeActivity, url: input.activityUrl } }]),
    { paragraph: words.calendar },
    { paragraph: words.turnOff(input.profileUrl) },
  ]);
  const calendar = bookingCalendarFile({
    bookingId: input.bookingId,
    title,
    startTime: activity.startTime,
    endTime: activity.endTime,
    locationName: activity.locationName,
    address: activity.address,
    url: input.activityUrl,
    sequence: activity.scheduleVersion,
  });
  return { ...content, attachments: [calendarAttachment(activity.title, calendar)] };
}
