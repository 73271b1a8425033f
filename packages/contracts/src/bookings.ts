import { z } from 'zod';
import { AnswersInput } from './booking-questions.ts';
import { RefundNow, RefundTerms } from './cancellation-policies.ts';
import { DOOR_TICKET_STATES } from './check-in.ts';
import { LIMITS } from './limits.ts';
import { defineMessages } from './messages.ts';
import { PartyLine, PartyLineInput } from './pricing.ts';
import { CodeText } from './promo-codes.ts';
import { TicketCategory } from './ticket-category.ts';

/*
 * Booking and paying: checkout, the return from the payment page, My Bookings, refunds and the waitlist.
 * Money is integer euro cents; times are ISO strings (UTC), shown in Barcelona time by the client.
 */

/** The spec's copy (§5, §6) and the server's refusals, shared by the server's answers and the pages. */
export const BOOKING_MESSAGES = defineMessages('booking', {
  signInToBook: 'Please sign in to book this activity',
  checkoutFailed: 'Failed to create checkout session',
  paymentFailed: 'Failed to process payment. Please try again.',
  bookingConfirmed: 'Booking confirmed! Payment successful.',
  verifyFailed: 'Failed to verify payment',
  refundFailed: 'Failed to process refund',
  refundDone: 'Refund processed successfully',
  waitlistAdded: 'Added to waitlist',
  waitlistRemoved: 'Removed from waitlist',
  waitlistLogin: 'Please log in to join the waitlist',
  notBookable: 'This activity is not open for booking',
  started: 'This activity has already started',
  soldOut: 'This activity is sold out',
  notEnoughSpots: 'Not enough spots left for that many people',
  alreadyBooked: 'You have already booked this activity',
  ownActivity: 'You cannot book your own activity',
  payoutsNotEnabled: 'The host is finalizing payment setup. Join the waitlist to hear when booking opens.',
  refundNotAllowed: 'Only paid bookings of activities that have not started can be refunded',
  bookingCancelled: 'Booking cancelled. No refund was due.',
  alreadyCancelled: 'This booking has already been cancelled',
  refundChanged:
    'The refund for this booking has changed since you looked. Check the new amount and try again.',
  waitlistNotNeeded: 'Spots are available: book now instead',
  offerNotFound: 'This waitlist offer has expired or was already used',
  latePaymentRefunded:
    'Your payment arrived after your reserved spots were released and the activity filled up, so it has been refunded in full.',
  latePaymentStarted: 'Your payment arrived after the activity had started, so it has been refunded in full.',
  tooManyHolds: `You already have spots reserved in ${LIMITS.maxOpenHolds} activities that are not paid yet. Complete or cancel one of those payments before booking another.`,
  bookingNotFound: 'Booking not found',
  chooseActivity: 'Choose an activity',
  spotsMin: 'Book at least 1 spot',
  spotsMax: `Book at most ${LIMITS.maxSpotsPerBooking} spots at once`,
});

/** `POST /api/checkout` (the spec's create-checkout). Title and price are the spec's; the server uses its own. */
export const CheckoutInput = z.object({
  activityId: z.uuid(BOOKING_MESSAGES.chooseActivity),
  spots: z
    .number()
    .int()
    .min(1, BOOKING_MESSAGES.spotsMin)
    .max(LIMITS.maxSpotsPerBooking, BOOKING_MESSAGES.spotsMax)
    .default(1),
  /**
   * The party by price category (the booking panel's steppers). Absent: `spots` guests of the first price,
   * as before categories existed.
   */
  lines: z.array(PartyLineInput).min(1).max(16).optional(),
  /** A promo code typed or brought by a `?code=` link; checked again on the server. */
  code: CodeText.nullable().optional(),
  /** Book the whole date for a private group (an activity offered privately, with no bookings yet). */
  private: z.boolean().default(false),
  activityTitle: z.string().optional(),
  // Unused, but bounded like every number we accept (the most an activity may cost, in euros).
  price: z.number().min(0).max(10_000).optional(),
  /** The browser's analytics session (sessionStorage), so the server's checkout_started joins its visit. */
  analyticsSessionId: z.string().min(8).max(100).optional(),
  /** The answers to the activity's questions (booking-questions.ts), checked before anything is held. */
  answers: AnswersInput.optional(),
});
export type CheckoutInput = z.input<typeof CheckoutInput>;

/** Where the browser goes to pay, and the provider's session id it comes back with. */
export const CheckoutResult = z.object({ url: z.string(), sessionId: z.string() });
export type CheckoutResult = z.infer<typeof CheckoutResult>;

/** `POST /api/payments/verify` (the spec's verify-payment), on arrival at /bookings?session_id=... */
export const VerifyPaymentInput = z.object({ sessionId: z.string().min(1).max(255) });
export const VerifyPaymentResult = z.object({
  success: z.boolean(),
  bookingId: z.string().nullable(),
  /** Why there is no booking when the payment did go through (it arrived after the hold was lost). */
  message: z.string().nullable(),
});
export type VerifyPaymentResult = z.infer<typeof VerifyPaymentResult>;

export const BOOKING_STATUSES = ['paid', 'refunded', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * One seat's ticket, shown to its guest as a QR code of `code` (the code alone, as typed at the door). Valid
 * while the booking is paid: a refunded or cancelled booking's tickets are void at once (the door's states).
 */
export const MyTicket = z.object({
  seat: z.number().int(),
  code: z.string(),
  state: z.enum(DOOR_TICKET_STATES),
  /** When the door let this seat in; null until then. */
  checkedInAt: z.string().nullable(),
  /** Its price ("Child"); null when the activity has one price (ticket-category.ts). */
  category: TicketCategory.nullable(),
  /** The name a private group's guest put on it. */
  guestName: z.string().nullable(),
});
export type MyTicket = z.infer<typeof MyTicket>;

/** A code grouped in fives for reading aloud or typing at the door ('ZR2FZ 1TJFQ ...'). */
export function groupTicketCode(code: string): string {
  return code.match(/.{1,5}/g)?.join(' ') ?? code;
}

/** One row of My Bookings: the booking and what the card shows of its activity. */
export const MyBooking = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  spots: z.number().int(),
  /**
   * The party by price, as it was priced when held ("2 Adult · 1 Child"), and whether its activity has one
   * price only (then the card says "2 people" as before categories, and the tickets name no category).
   */
  lines: z.array(PartyLine),
  onePrice: z.boolean(),
  /** The lines' sum, the code's discount and the code itself (null without one); amountCents is what was paid. */
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  code: z.string().nullable(),
  amountCents: z.number().int(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
  /** What went back to the guest, in cents: set once refunded (a policy's share, or all), 0 once cancelled. */
  refundedCents: z.number().int().nullable(),
  /**
   * A refund asked for (by the guest in time, or by the host) that the payment provider has not made yet:
   * what is on its way back, in cents; the sweep asks again until it goes through ('Refund of €X on its
   * way'). Null when none is owed.
   */
  refundOnItsWayCents: z.number().int().nullable(),
  /** Paid and not started: the guest may cancel now ('Request Refund'), refunded or not (`refundNow`). */
  canRefund: z.boolean(),
  /**
   * The booking's terms: its policy as it was when paid, with the deadlines for its start; after a host's
   * change, full refund until the (new) start whatever the policy (one deadline, share 1, at the start).
   */
  refundTerms: RefundTerms,
  /** What cancelling now gives back, and until when; null when nothing would (or it is not paid). */
  refundNow: RefundNow.nullable(),
  /** Paid and started: 'Leave a Review'. */
  canReview: z.boolean(),
  /** The caller has reviewed this booking's activity already: 'Reviewed' instead of 'Leave a Review'. */
  reviewed: z.boolean(),
  /**
   * One per guest, by seat (an infant on a lap has one): the guest's tickets (void, with the booking's
   * state, once refunded or cancelled).
   */
  tickets: z.array(MyTicket),
  /**
   * A paid private group's link token: the organizer shares `/group/<token>` so each friend puts their name on
   * a ticket. Null for any other booking.
   */
  groupToken: z.string().nullable(),
  /**
   * The host moved the activity after this booking was paid: when, and what the guest had booked
   * (compare with `activity`); null when nothing changed.
   */
  hostChange: z
    .object({
      changedAt: z.string(),
      before: z.object({
        startTime: z.string(),
        endTime: z.string(),
        locationName: z.string(),
        address: z.string(),
      }),
    })
    .nullable(),
  activity: z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    /** Its city's IANA zone: the wall clock its dates are written in (decision 194). */
    timeZone: z.string(),
    locationName: z.string(),
    address: z.string(),
    coverImageUrl: z.string().nullable(),
    /** The small picture cards show when the host gave one (`cardImageUrl`), else the cover. */
    thumbnailUrl: z.string().nullable(),
    host: z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() }),
  }),
});
export type MyBooking = z.infer<typeof MyBooking>;

/** `GET /api/bookings`: the caller's own bookings, newest first. */
export const MyBookingList = z.object({ items: z.array(MyBooking) });
export type MyBookingList = z.infer<typeof MyBookingList>;

/**
 * `POST /api/bookings/:id/refund` (the spec's process-refund), body optional: the refund the guest was shown
 * (`refundNow.amountCents`, 0 when none). When it is given and cancelling now would refund another amount
 * (a deadline passed meanwhile), 409 `booking.refundChanged` and nothing happens.
 */
export const RefundBookingInput = z.object({ expectedRefundCents: z.number().int().min(0).optional() });
export type RefundBookingInput = z.infer<typeof RefundBookingInput>;

/**
 * Its answer: the booking as it now is. 'refunded': money went back (`booking.refundedCents`, the share due
 * when asked; a free booking refunds 0); 'cancelled': past the last deadline, the booking is cancelled and
 * its spots freed, nothing refunded; 'refund_pending': the refund is recorded and owed, the provider did not
 * make it yet (`booking.refundOnItsWayCents`; retried until it does). A repeat of a refunded booking answers
 * it again; a cancelled one, 409.
 */
export const RefundResult = z.object({
  booking: MyBooking,
  outcome: z.enum(['refunded', 'cancelled', 'refund_pending']),
});
export type RefundResult = z.infer<typeof RefundResult>;

/**
 * `GET /api/activities/:id/booking-state`: what the detail page's booking area needs about the caller.
 * Anonymous callers get everything false/null.
 */
export const BookingState = z.object({
  /** The caller's paid booking of this activity ('✓ Booked'). */
  bookingId: z.string().nullable(),
  onWaitlist: z.boolean(),
  /** A spot held for the caller from the waitlist, until this time. */
  offerExpiresAt: z.string().nullable(),
});
export type BookingState = z.infer<typeof BookingState>;

/** `POST` / `DELETE /api/activities/:id/waitlist`. */
export const WaitlistResult = z.object({ onWaitlist: z.boolean() });
export type WaitlistResult = z.infer<typeof WaitlistResult>;
