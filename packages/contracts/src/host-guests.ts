import { z } from 'zod';
import { BOOKING_STATUSES } from './bookings.ts';
import { defineMessages } from './messages.ts';

/*
 * A host's Guests page of one activity: who booked, and cancelling one booking (always a full refund:
 * the terms' "host-initiated cancellation gives the participant a full refund").
 */

export const HOST_GUESTS_MESSAGES = defineMessages('hostGuests', {
  bookingNotFound: 'Booking not found',
  alreadyCancelled: 'This booking has already been cancelled',
  started: 'This activity has already started, so its bookings stay as they are',
});

/** One booking of the activity, as its host sees it. */
export const HostGuest = z.object({
  bookingId: z.string(),
  guestName: z.string(),
  spots: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  amountCents: z.number().int(),
  bookedAt: z.string(),
});
export type HostGuest = z.infer<typeof HostGuest>;

/** `GET /api/host/activities/:id/guests`: the activity, and its bookings (paid first, then the others). */
export const HostGuestList = z.object({
  activity: z.object({
    id: z.string(),
    title: z.string(),
    startTime: z.string(),
    /** Started (or cancelled): its bookings can no longer be cancelled here. */
    closed: z.boolean(),
  }),
  items: z.array(HostGuest),
});
export type HostGuestList = z.infer<typeof HostGuestList>;

/** `POST /api/host/bookings/:id/cancel`: what went back to the guest's card (0 for a free booking). */
export const CancelGuestBookingResult = z.object({ refundedCents: z.number().int() });
export type CancelGuestBookingResult = z.infer<typeof CancelGuestBookingResult>;
