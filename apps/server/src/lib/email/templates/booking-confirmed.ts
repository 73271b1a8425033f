import { bookingCalendarFile } from '#src/lib/calendar/booking-event.ts';
import type { EmailAttachment, EmailContent } from '../message.ts';
import { formatBarcelonaSlot, formatEuros, formatSpots, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';

export type BookingConfirmedInput = {
  name: string;
  activity: {
    id: string;
    title: string;
    startTime: Date;
    endTime: Date;
    locationName: string;
    address: string;
  };
  spots: number;
  amountCents: number;
  bookingId: string;
  activityUrl: string;
  bookingsUrl: string;
};

/** 'Sunset kayak in Barceloneta!' → 'sunset-kayak-in-barceloneta', for the attachment's file name. */
function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'activity';
}

/** After a paid checkout: the booking's details, how to get a refund, and the event for a calendar. */
export function bookingConfirmedEmail(
  input: BookingConfirmedInput,
): EmailContent & { attachments: EmailAttachment[] } {
  const { activity } = input;
  const title = oneLine(activity.title);
  const content = renderEmail(`Booking confirmed: ${title}`, [
    { paragraph: `Hi ${input.name},` },
    { paragraph: `Your booking is confirmed. See you there!` },
    { paragraph: `What: ${title}` },
    { paragraph: `When: ${formatBarcelonaSlot(activity.startTime, activity.endTime)} (Barcelona time)` },
    { paragraph: `Where: ${activity.locationName}, ${activity.address}` },
    { paragraph: `Spots: ${formatSpots(input.spots)}` },
    { paragraph: `Paid: ${formatEuros(input.amountCents)}` },
    { action: { label: 'See the activity', url: input.activityUrl } },
    {
      paragraph: `Plans changed? You can request a refund from My Bookings (${input.bookingsUrl}) until the activity starts. Refunds arrive within 5-10 business days.`,
    },
    { paragraph: 'The attached calendar file adds the activity to your calendar.' },
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
    attachments: [
      {
        filename: `sortim-${slugify(activity.title)}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendar,
      },
    ],
  };
}
