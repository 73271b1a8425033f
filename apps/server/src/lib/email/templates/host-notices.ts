import type { EmailContent } from '../message.ts';
import { formatBarcelonaSlot, formatEuros, formatSpots, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';

export type HostNoticeInput = {
  hostName: string;
  guestName: string;
  activityTitle: string;
  startTime: Date;
  endTime: Date;
  spots: number;
  amountCents: number;
  /** The host's own page of the activity, to see who is coming. */
  activityUrl: string;
};

/** A guest paid for a booking of the host's activity. */
export function hostNewBookingEmail(input: HostNoticeInput): EmailContent {
  const title = oneLine(input.activityTitle);
  return renderEmail(`New booking: ${title}`, [
    { paragraph: `Hi ${input.hostName},` },
    {
      paragraph: `${input.guestName} booked ${formatSpots(input.spots)} on ${title} (${formatBarcelonaSlot(input.startTime, input.endTime)}) and paid ${formatEuros(input.amountCents)}.`,
    },
    { action: { label: 'See your activity', url: input.activityUrl } },
  ]);
}

/** A guest cancelled their booking of the host's activity and was refunded. */
export function hostGuestCancelledEmail(input: HostNoticeInput): EmailContent {
  const title = oneLine(input.activityTitle);
  return renderEmail(`Booking cancelled: ${title}`, [
    { paragraph: `Hi ${input.hostName},` },
    {
      paragraph: `${input.guestName} cancelled their booking of ${formatSpots(input.spots)} on ${title} (${formatBarcelonaSlot(input.startTime, input.endTime)}) and was refunded ${formatEuros(input.amountCents)}. The freed spots are back on sale, offered to your waitlist first.`,
    },
    { action: { label: 'See your activity', url: input.activityUrl } },
  ]);
}

export type ActivityCancelledInput = {
  name: string;
  activityTitle: string;
  startTime: Date;
  endTime: Date;
  amountCents: number;
  spots: number;
};

/** The host cancelled (deleted) an activity the guest had paid for: a full refund, as the terms promise. */
export function activityCancelledEmail(input: ActivityCancelledInput): EmailContent {
  const title = oneLine(input.activityTitle);
  return renderEmail(`Cancelled by the host: ${title}`, [
    { paragraph: `Hi ${input.name},` },
    {
      paragraph: `The host has cancelled ${title} (${formatBarcelonaSlot(input.startTime, input.endTime)}). Your booking of ${formatSpots(input.spots)} is cancelled and your payment of ${formatEuros(input.amountCents)} is refunded in full.`,
    },
    { paragraph: 'The money arrives on the card you paid with within 5-10 business days.' },
  ]);
}

export type WaitlistCancelledInput = {
  name: string;
  activityTitle: string;
  startTime: Date;
  endTime: Date;
  exploreUrl: string;
};

/** The host cancelled an activity the person was waiting for: the waitlist ends with it. */
export function waitlistActivityCancelledEmail(input: WaitlistCancelledInput): EmailContent {
  const title = oneLine(input.activityTitle);
  return renderEmail(`Cancelled by the host: ${title}`, [
    { paragraph: `Hi ${input.name},` },
    {
      paragraph: `The host has cancelled ${title} (${formatBarcelonaSlot(input.startTime, input.endTime)}), so its waitlist has ended. You had not paid anything.`,
    },
    { action: { label: 'Find another activity', url: input.exploreUrl } },
  ]);
}
