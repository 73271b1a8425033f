import { formatDateRange } from '@sortim/contracts/date-format';
import type { Locale } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { formatEuros, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import type { Booked } from './strings/en.ts';
import { emailStrings } from './strings.ts';

/** A booking of an activity as a notice tells of it. */
type BookedActivity = {
  activityTitle: string;
  startTime: Date;
  endTime: Date;
  /** The activity's city's clock, which its times are written on. */
  timeZone: string;
  spots: number;
  amountCents: number;
};

/** A booking's words for a notice: its title on one line, its slot, spots and amount in the language. */
function booked(locale: Locale, input: BookedActivity): Booked {
  return {
    title: oneLine(input.activityTitle),
    slot: formatDateRange(input.startTime, input.endTime, locale, undefined, input.timeZone),
    spots: emailStrings(locale).spots(input.spots),
    amount: formatEuros(input.amountCents, locale),
  };
}

export type HostNoticeInput = BookedActivity & {
  /** The host, as every e-mail reads its recipient. */
  recipient: Recipient;
  guestName: string;
  /** The host's own page of the activity, to see who is coming. */
  activityUrl: string;
};

/** A guest paid for a booking of the host's activity. */
export function hostNewBookingEmail(input: HostNoticeInput): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const b = booked(locale, input);
  return renderEmail(recipient, s.hostNewBooking.subject(b.title), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: s.hostNewBooking.body(input.guestName, b) },
    { action: { label: s.seeYourActivity, url: input.activityUrl } },
  ]);
}

/** A guest cancelled their booking of the host's activity and was refunded (a free one: just cancelled). */
export function hostGuestCancelledEmail(input: HostNoticeInput): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const b = booked(locale, input);
  return renderEmail(recipient, s.hostGuestCancelled.subject(b.title), [
    { paragraph: s.greeting(recipient.name) },
    {
      paragraph:
        input.amountCents === 0
          ? s.hostGuestCancelled.bodyFree(input.guestName, b)
          : s.hostGuestCancelled.body(input.guestName, b),
    },
    { action: { label: s.seeYourActivity, url: input.activityUrl } },
  ]);
}

export type ActivityCancelledInput = BookedActivity & { recipient: Recipient };

/**
 * The host cancelled (deleted) an activity the guest had booked: a full refund of what they paid, as the
 * terms promise; a free booking is just cancelled, with no word of a refund of nothing.
 */
export function activityCancelledEmail(input: ActivityCancelledInput): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const b = booked(locale, input);
  const paid = input.amountCents > 0;
  return renderEmail(recipient, s.cancelledByHost(b.title), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: paid ? s.activityCancelled.body(b) : s.activityCancelled.bodyFree(b) },
    ...(paid ? [{ paragraph: s.refundArrives }] : []),
  ]);
}

/**
 * The host cancelled this one booking (the activity goes ahead without it): a full refund, as the terms
 * promise for any cancellation by the host; a free booking is just cancelled.
 */
export function bookingCancelledByHostEmail(input: ActivityCancelledInput): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const b = booked(locale, input);
  const paid = input.amountCents > 0;
  return renderEmail(recipient, s.cancelledByHost(b.title), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: paid ? s.bookingCancelledByHost.body(b) : s.bookingCancelledByHost.bodyFree(b) },
    ...(paid ? [{ paragraph: s.refundArrives }] : []),
  ]);
}

export type WaitlistCancelledInput = {
  recipient: Recipient;
  activityTitle: string;
  startTime: Date;
  endTime: Date;
  /** The activity's city's clock, which its times are written on. */
  timeZone: string;
  exploreUrl: string;
};

/** The host cancelled an activity the person was waiting for: the waitlist ends with it. */
export function waitlistActivityCancelledEmail(input: WaitlistCancelledInput): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const title = oneLine(input.activityTitle);
  const slot = formatDateRange(input.startTime, input.endTime, locale, undefined, input.timeZone);
  return renderEmail(recipient, s.cancelledByHost(title), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: s.waitlistActivityCancelled.body(title, slot) },
    { action: { label: s.waitlistActivityCancelled.findAnother, url: input.exploreUrl } },
  ]);
}
