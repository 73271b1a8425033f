import { z } from 'zod';
import { GivenAnswer } from './booking-questions.ts';
import { BOOKING_STATUSES } from './bookings.ts';
import { defineMessages } from './messages.ts';
import { TicketCategory } from './ticket-category.ts';

/*
 * A host's Guests page of one activity, its roster: who booked, each seat's ticket and whether it is in
 * at the door, the totals, a CSV of it, and cancelling one booking (always a full refund: the terms'
 * "host-initiated cancellation gives the participant a full refund"). Guests' e-mail addresses are never
 * in any of it (the attendee privacy rule).
 */

export const HOST_GUESTS_MESSAGES = defineMessages('hostGuests', {
  bookingNotFound: 'Booking not found',
  alreadyCancelled: 'This booking has already been cancelled',
  started: 'This activity has already started, so its bookings stay as they are',
});

/**
 * One ticket of a booking (one per guest: an infant on a lap has one without a seat): its code, when it was
 * checked in at the door (null: not yet), its price ("Child"; null when the activity has one price) and the
 * name a private group's guest put on it.
 */
export const HostGuestSeat = z.object({
  seat: z.number().int(),
  code: z.string(),
  checkedInAt: z.string().nullable(),
  category: TicketCategory.nullable(),
  guestName: z.string().nullable(),
});
export type HostGuestSeat = z.infer<typeof HostGuestSeat>;

/** One booking of the activity, as its host sees it. */
export const HostGuest = z.object({
  bookingId: z.string(),
  guestName: z.string(),
  avatarUrl: z.string().nullable(),
  spots: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  amountCents: z.number().int(),
  /** What a promo code took off (0 without one), and the code. */
  discountCents: z.number().int(),
  code: z.string().nullable(),
  bookedAt: z.string(),
  /** Its tickets, seat 1 first (a refunded or cancelled booking's are void, kept for what happened). */
  seats: z.array(HostGuestSeat),
  /** How many of its tickets are in. */
  checkedIn: z.number().int(),
  /** Its answers to the host's questions (health ones only to the activity's own host, never an admin). */
  answers: z.array(GivenAnswer).optional(),
});
export type HostGuest = z.infer<typeof HostGuest>;

/** The roster's numbers: seats of paid bookings, how many of them are in, and people on the waitlist. */
export const HostGuestTotals = z.object({
  seatsSold: z.number().int(),
  checkedIn: z.number().int(),
  waitlist: z.number().int(),
});
export type HostGuestTotals = z.infer<typeof HostGuestTotals>;

/** `GET /api/host/activities/:id/guests`: the activity, and its bookings (paid first, then the others). */
export const HostGuestList = z.object({
  activity: z.object({
    id: z.string(),
    title: z.string(),
    startTime: z.string(),
    /** The activity's city's clock: the roster writes its times on it. */
    timeZone: z.string(),
    /** Started (or cancelled): its bookings can no longer be cancelled here. */
    closed: z.boolean(),
  }),
  totals: HostGuestTotals,
  items: z.array(HostGuest),
});
export type HostGuestList = z.infer<typeof HostGuestList>;

/**
 * `GET /api/host/activities/:id/guests.csv`: the roster's columns, in English like every export (a host's
 * spreadsheet sorts and sums them). Times are Barcelona's, `yyyy-MM-dd HH:mm`; amounts are euros `25.00`;
 * ticket codes are separated by spaces. Category: the party by price ('2 Adult, 1 Child'; empty for an
 * activity of one price); Guest names: the names a private group's guests put on their tickets, in seat order;
 * Answers: the answers to the host's questions ('Guest 1 · Allergies [health]: nuts; Level: Beginner').
 */
export const HOST_GUESTS_CSV_COLUMNS = [
  'Name',
  'Party size',
  'Category',
  'Guest names',
  'Booked at',
  'Amount (EUR)',
  'Status',
  'Checked in',
  'First check-in',
  'Ticket codes',
  'Answers',
] as const;

/** `POST /api/host/bookings/:id/cancel`: what went back to the guest's card (0 for a free booking). */
export const CancelGuestBookingResult = z.object({ refundedCents: z.number().int() });
export type CancelGuestBookingResult = z.infer<typeof CancelGuestBookingResult>;
