import { type RefundTerms, refundTermsSentence } from '@sortim/contracts/cancellation-policies';
import type { CityNames } from '@sortim/contracts/city-name';
import { formatDateRange, formatDateTime } from '@sortim/contracts/date-format';
import { LINE_WORDS, lineName, type PartyLine } from '@sortim/contracts/pricing';
import type { Locale } from '@sortim/contracts/product';
import { bookingCalendarFile } from '#src/lib/calendar/booking-event.ts';
import { slugify } from '#src/lib/slug.ts';
import type { EmailAttachment, EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { clockCity, formatEuros, oneLine } from './format.ts';
import type { EmailBlock } from './layout.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';
import { type EmailTicket, ticketImages } from './ticket-images.ts';

export type BookingConfirmedInput = {
  recipient: Recipient;
  activity: {
    id: string;
    title: string;
    startTime: Date;
    endTime: Date;
    /** Its city's zone: the e-mail's dates and times are on its wall clock (absent: the default city's). */
    timeZone?: string;
    /** Its city's name, which names that clock (absent: the default city's). */
    cityName?: CityNames;
    locationName: string;
    address: string;
  };
  spots: number;
  /**
   * The party by price as it was paid, and whether the activity has one price only (then, without a code,
   * the e-mail says the spots and the amount alone, as before prices per kind of guest).
   */
  lines: PartyLine[];
  onePrice: boolean;
  /** A code's discount (0 without one) and the code; amountCents is what was paid. */
  discountCents: number;
  code: string | null;
  amountCents: number;
  /** The booking's cancellation terms (its policy when paid), told as one sentence with their deadlines. */
  refundTerms: RefundTerms;
  /** When it was paid: deadlines already passed then are not offered. */
  paidAt: Date;
  bookingId: string;
  /** The booking's tickets, seat by seat (one per guest), each with its price and guest's name ('Child · Marc'). */
  tickets: EmailTicket[];
  activityUrl: string;
  bookingsUrl: string;
  /** The ticket page, where the same QR codes show on the guest's phone. */
  ticketsUrl: string;
};

/**
 * After a paid checkout: the booking's details, its tickets (a QR code per seat as an inline image with the
 * code in text, and the link to the ticket page), how to get a refund, and the event for a calendar.
 */
export async function bookingConfirmedEmail(
  input: BookingConfirmedInput,
): Promise<EmailContent & { attachments: EmailAttachment[] }> {
  const { activity, recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const words = s.bookingConfirmed;
  const title = oneLine(activity.title);
  const tickets = await ticketImages(input.tickets, words);
  const content = renderEmail(recipient, words.subject(title), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: words.confirmed },
    { paragraph: words.what(title) },
    {
      paragraph: words.when(
        formatDateRange(activity.startTime, activity.endTime, locale, undefined, activity.timeZone),
        clockCity(activity.cityName, locale),
      ),
    },
    { paragraph: words.where(`${activity.locationName}, ${activity.address}`) },
    { paragraph: words.spots(s.spots(input.spots)) },
    ...priceLines(input, locale),
    { paragraph: words.paid(formatEuros(input.amountCents, locale)) },
    ...(input.tickets.length > 0
      ? [
          { paragraph: words.tickets(input.tickets.length) },
          ...tickets.blocks,
          { action: { label: words.seeTickets, url: input.ticketsUrl } },
        ]
      : []),
    { action: { label: s.seeActivity, url: input.activityUrl } },
    { paragraph: words.refunds(refundSentence(input, locale), input.bookingsUrl) },
    { paragraph: words.calendar },
  ]);
  const calendar = bookingCalendarFile({
    bookingId: input.bookingId,
    title,
    startTime: activity.startTime,
    endTime: activity.endTime,
    locationName: activity.locationName,
    address: activity.address,
    url: input.activityUrl,
  });
  return {
    ...content,
    attachments: [calendarAttachment(activity.title, calendar), ...tickets.attachments],
  };
}

/**
 * What the party cost, a row per price ('2 × Adult (early bird)  €24.00', 'Code FRIENDS  −€6.00'); nothing for
 * a party of the activity's one price without a code (the amount paid says it all).
 */
function priceLines(input: BookingConfirmedInput, locale: Locale): EmailBlock[] {
  if (input.onePrice && input.discountCents === 0) return [];
  const lines = input.lines.map((line) => ({
    label:
      line.kind === 'private_minimum'
        ? lineName(line, locale)
        : `${line.quantity} × ${lineName(line, locale, input.onePrice)}`,
    amount: formatEuros(line.totalCents, locale),
  }));
  if (input.discountCents > 0) {
    lines.push({
      label: [LINE_WORDS[locale].code, input.code].filter(Boolean).join(' '),
      amount: `−${formatEuros(input.discountCents, locale)}`,
    });
  }
  return [{ lines }];
}

/** A booking's calendar file as an attachment, named for its activity. */
export function calendarAttachment(activityTitle: string, calendar: string): EmailAttachment {
  return {
    filename: `sortim-${slugify(activityTitle)}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar,
  };
}

/** The booking's cancellation policy as one sentence, its deadlines on its city's clock ('… 19:00'). */
export function refundSentence(
  input: { refundTerms: RefundTerms; paidAt: Date; activity: { startTime: Date; timeZone?: string } },
  locale: Locale,
): string {
  return refundTermsSentence(input.refundTerms, {
    start: input.activity.startTime.toISOString(),
    now: input.paidAt,
    locale,
    formatTime: (iso) => formatDateTime(new Date(iso), locale, undefined, input.activity.timeZone),
  });
}
