import { z } from 'zod';
import { ActivityCard } from './activities.ts';
import { HostActivity } from './hosting.ts';
import { ReviewReply } from './reviews.ts';

/*
 * The host's dashboard (`GET /api/host/dashboard`) and a verified host's public profile (`GET
 * /api/hosts/:id`). Money is integer euro cents; times are ISO strings (UTC).
 */

/** Payment setup on the dashboard: no account, an account without payouts, payouts enabled. */
export const PAYOUT_SETUP_STATES = ['not_started', 'in_progress', 'connected'] as const;
export type PayoutSetup = (typeof PAYOUT_SETUP_STATES)[number];

/**
 * A host's payment setup from their profile (host-admin §4): Not Started (no account id), In Progress (an
 * account without payouts), Connected (payouts enabled). The one mapping the host's card and the admin's
 * host list both show.
 */
export function payoutSetupOf(profile: {
  stripeAccountId: string | null;
  payoutsEnabled: boolean;
}): PayoutSetup {
  if (profile.payoutsEnabled) return 'connected';
  return profile.stripeAccountId ? 'in_progress' : 'not_started';
}

export const HostBooking = z.object({
  id: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  /** When the booked activity starts: the date a host reads first. */
  activityStartTime: z.string(),
  /** The activity's city's clock, which that date is written on. */
  activityTimeZone: z.string(),
  guestName: z.string(),
  spots: z.number().int(),
  amountCents: z.number().int(),
  /** When the guest booked. */
  createdAt: z.string(),
});
export type HostBooking = z.infer<typeof HostBooking>;

/** `GET /api/host/dashboard`. Earnings are paid minus refunded amounts of all the host's bookings. */
export const HostDashboard = z.object({
  stats: z.object({
    activities: z.number().int(),
    bookings: z.number().int(),
    earningsCents: z.number().int(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    /**
     * Attendance at the host's ended activities: their paid seats, and how many of those were checked in at
     * the door (the check-in rate is `checkedIn / seats`; none without seats).
     */
    checkIns: z.object({ seats: z.number().int(), checkedIn: z.number().int() }),
  }),
  payoutSetup: z.enum(PAYOUT_SETUP_STATES),
  latestActivities: z.array(HostActivity),
  recentBookings: z.array(HostBooking),
});
export type HostDashboard = z.infer<typeof HostDashboard>;

export const HostReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  author: z.object({ displayName: z.string(), avatarUrl: z.string().nullable() }),
  activityTitle: z.string(),
  /** Its author was checked in at that activity's door: 'Attended'. */
  attended: z.boolean(),
  /** The host's reply under it, as the activity page shows it. */
  reply: ReviewReply.nullable(),
});
export type HostReview = z.infer<typeof HostReview>;

/** `GET /api/hosts/:id`: a verified host's public profile (404 for anyone else). */
export const HostProfile = z.object({
  id: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  languages: z.array(z.string()),
  verified: z.boolean(),
  upcomingCount: z.number().int(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  upcoming: z.array(ActivityCard),
  reviews: z.array(HostReview),
});
export type HostProfile = z.infer<typeof HostProfile>;
