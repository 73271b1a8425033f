import { randomUUID } from 'node:crypto';
import { firstPriceLine } from '@sortim/contracts/pricing';
import type {
  bookings,
  paymentSessions,
  reviews,
  testProviderCheckouts,
  testProviderRefunds,
  waitlistEntries,
} from '#src/db/schema.ts';
import { DAY, HOUR, MINUTE } from '#src/lib/barcelona-time.ts';
import { transferGroupOf } from '#src/lib/payments/payment-provider.ts';
import { refundKeyOf } from '#src/modules/reservations/record-refund.ts';
import type { ScheduledActivity } from './activity-rows.ts';
import type { DemoActivity } from './demo-activity.ts';
import { DEMO_GUEST } from './demo-people.ts';
import type { SeededPerson } from './people-rows.ts';
import { createRandom, type Random } from './seed-random.ts';

/*
 * Who booked, paid, asked for a refund, reviewed or waits for a seat. The scripted parts (the demo
 * guest's story, sold-out and nearly-full activities, the written reviews) come from the definitions;
 * the rest is drawn from a seeded PRNG. Every booking is made after both the activity and the guest
 * existed, and before the activity started. Each payment is made as checkout makes one today: charged on the
 * platform (its fee recorded on the session), the host paid by a transfer after the activity (transfer-rows.ts).
 */

export type BookingRows = {
  paymentSessions: (typeof paymentSessions.$inferInsert)[];
  /** The built-in test provider's record of each demo payment, so refunds of demo bookings go through. */
  testProviderCheckouts: (typeof testProviderCheckouts.$inferInsert)[];
  /** And of each demo refund, as the provider made it. */
  testProviderRefunds: (typeof testProviderRefunds.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  waitlistEntries: (typeof waitlistEntries.$inferInsert)[];
};

/** Most people book for themselves, some bring a friend, a few a small group. */
const SPOTS_PER_BOOKING = [
  [1, 6],
  [2, 3],
  [3, 1],
] as const;
/** Share of the seats booked when the definition does not script it: past activities filled up more. */
const BOOKED_SHARE = { past: [0.55, 0.8], upcoming: [0.15, 0.6] } as const;
/** Unscripted activities keep at least this many seats, so only the scripted ones look nearly full. */
const MIN_OPEN_SEATS = 3;
const REFUND_CHANCE = 0.2;
/** Checkout holds a seat this long (the payment session's expiry). */
const HOLD = 15 * MINUTE;
/**
 * The platform's fee the demo's checkouts recorded (the default PLATFORM_FEE_PERCENT): a fact of each past
 * payment, as a real session keeps the fee it was charged whatever the setting is today.
 */
export const DEMO_PLATFORM_FEE_PERCENT = 10;

type Booker = { person: SeededPerson; spots: number };
type DemoGuestPart = DemoActivity['demoGuest'];

/** Splits `spots` into bookings of 1 to 3 spots by distinct people, at least `minBookings` of them. */
function splitIntoBookings(
  title: string,
  random: Random,
  spots: number,
  minBookings: number,
  candidates: readonly SeededPerson[],
): Booker[] {
  if (spots < minBookings) throw new Error(`'${title}': ${spots} spots cannot make ${minBookings} bookings`);
  const bookers: Booker[] = [];
  let left = spots;
  for (const person of candidates) {
    if (left === 0) break;
    const stillNeeded = Math.max(0, minBookings - bookers.length - 1);
    const size = Math.min(random.weighted(SPOTS_PER_BOOKING), left - stillNeeded);
    bookers.push({ person, spots: size });
    left -= size;
  }
  if (left > 0) throw new Error(`'${title}': not enough demo people to book ${spots} spots`);
  return bookers;
}

function findDemoGuest(people: readonly SeededPerson[]): SeededPerson {
  const guest = people.find((p) => p.key === DEMO_GUEST);
  if (!guest) throw new Error('The demo guest is missing');
  return guest;
}

/** Seats taken per activity: the paid bookings' spots (refunded ones gave their seats back). */
export function paidSpotsByActivity(rows: BookingRows['bookings']): Map<string, number> {
  const spots = new Map<string, number>();
  for (const b of rows) {
    if (b.status === 'paid') spots.set(b.activityId, (spots.get(b.activityId) ?? 0) + (b.spots ?? 1));
  }
  return spots;
}

export function buildBookings(
  now: Date,
  activities: readonly ScheduledActivity[],
  people: readonly SeededPerson[],
): BookingRows {
  const random = createRandom(3);
  const rows: BookingRows = {
    paymentSessions: [],
    testProviderCheckouts: [],
    testProviderRefunds: [],
    bookings: [],
    reviews: [],
    waitlistEntries: [],
  };
  const demoGuest = findDemoGuest(people);
  let paymentNumber = 0;

  /** Bookings close when the activity starts (or now, for the upcoming ones). */
  const deadlineOf = (activity: ScheduledActivity) =>
    new Date(Math.min(activity.startTime.getTime(), now.getTime()) - 10 * MINUTE);
  /** Someone can book once both they and the activity exist. */
  const bookingTime = (activity: ScheduledActivity, person: SeededPerson) =>
    random.between(
      new Date(Math.max(activity.createdAt.getTime(), person.joinedAt.getTime())),
      deadlineOf(activity),
    );

  /**
   * People who may book at random: guests first, then other hosts (locals book too); never the admin, the
   * host themself or the demo guest, whose story is scripted.
   */
  function randomPool(activity: ScheduledActivity): SeededPerson[] {
    const cutoff = deadlineOf(activity).getTime() - HOUR;
    const others = people.filter(
      (p) => p.kind !== 'admin' && p !== demoGuest && p !== activity.host && p.joinedAt.getTime() < cutoff,
    );
    return [
      ...random.shuffle(others.filter((p) => p.kind === 'guest')),
      ...random.shuffle(others.filter((p) => p.kind === 'host')),
    ];
  }

  /** A booking (with its completed checkout when there was something to pay), paid or later refunded. */
  function book(activity: ScheduledActivity, booker: Booker, createdAt: Date, refundedAt: Date | null) {
    const unitPriceCents = Math.round(activity.definition.priceEur * 100);
    const amountCents = booker.spots * unitPriceCents;
    const ref = String(++paymentNumber).padStart(5, '0');
    const free = unitPriceCents === 0;
    const bookingId = randomUUID();
    const paymentSessionId = free ? null : randomUUID();
    if (paymentSessionId) {
      rows.paymentSessions.push({
        id: paymentSessionId,
        provider: 'test',
        providerSessionId: `cs_demo_${ref}`,
        userId: booker.person.id,
        activityId: activity.id,
        spots: booker.spots,
        // The first price's id is the database's: seed.ts fills it in once the activities are inserted.
        lines: [firstPriceLine(null, booker.spots, unitPriceCents)],
        subtotalCents: amountCents,
        amountCents,
        platformFeeCents: Math.round((amountCents * DEMO_PLATFORM_FEE_PERCENT) / 100),
        status: 'completed',
        holdExpiresAt: new Date(createdAt.getTime() + HOLD),
        createdAt: new Date(createdAt.getTime() - 2 * MINUTE),
        updatedAt: createdAt,
      });
      rows.testProviderCheckouts.push({
        id: `cs_demo_${ref}`,
        amountCents,
        currency: 'eur',
        description: activity.definition.title,
        lineItems: [
          { name: activity.definition.title, quantity: booker.spots, unitAmountCents: unitPriceCents },
        ],
        // Charged on the platform, as checkout does: the host is paid later, by a transfer in this group.
        destinationAccount: null,
        applicationFeeCents: null,
        transferGroup: transferGroupOf(activity.id),
        successUrl: '/bookings',
        cancelUrl: '/bookings',
        metadata: {
          payment_session_id: paymentSessionId,
          activity_id: activity.id,
          user_id: booker.person.id,
          spots: String(booker.spots),
        },
        status: 'complete',
        paymentId: `pi_demo_${ref}`,
        refundedCents: refundedAt ? amountCents : 0,
        expiresAt: new Date(createdAt.getTime() + HOLD),
        createdAt: new Date(createdAt.getTime() - 2 * MINUTE),
      });
      if (refundedAt) {
        rows.testProviderRefunds.push({
          id: `re_demo_${ref}`,
          paymentId: `pi_demo_${ref}`,
          amountCents,
          metadata: { booking_id: bookingId, sortim_key: refundKeyOf(bookingId) },
          createdAt: refundedAt,
        });
      }
    }
    rows.bookings.push({
      id: bookingId,
      userId: booker.person.id,
      activityId: activity.id,
      paymentSessionId,
      status: refundedAt ? 'refunded' : 'paid',
      source: 'sortim',
      spots: booker.spots,
      lines: [firstPriceLine(null, booker.spots, unitPriceCents)],
      subtotalCents: amountCents,
      amountCents,
      providerPaymentId: free ? null : `pi_demo_${ref}`,
      providerRefundId: refundedAt && !free ? `re_demo_${ref}` : null,
      refundReason: refundedAt ? 'guest_cancelled' : null,
      // The activity's policy, copied when paid; a demo refund gave back the whole amount.
      cancellationPolicy: activity.definition.cancellationPolicy ?? 'flexible',
      refundDueCents: refundedAt ? amountCents : null,
      refundedCents: refundedAt ? amountCents : null,
      refundedAt,
      createdAt,
      updatedAt: refundedAt ?? createdAt,
    });
  }

  /** The seats sold through Sortim: scripted by spotsLeft, otherwise a random share of those free. */
  function spotsToSell(activity: ScheduledActivity): number {
    const d = activity.definition;
    const available = d.capacity - (d.thirdParty ?? 0);
    if (d.spotsLeft !== undefined) return available - d.spotsLeft;
    const [low, high] = BOOKED_SHARE[activity.startTime <= now ? 'past' : 'upcoming'];
    const share = low + random.next() * (high - low);
    return Math.min(Math.round(available * share), available - MIN_OPEN_SEATS);
  }

  /** Books the activity's sold seats; returns the attendees in booking order. */
  function sellSeats(
    activity: ScheduledActivity,
    pool: SeededPerson[],
    scripted: DemoGuestPart,
  ): SeededPerson[] {
    const d = activity.definition;
    const reviewsToWrite = activity.startTime <= now ? (d.reviews?.length ?? 0) : 0;
    const demoGuestAttends = scripted === 'booked' || scripted === 'reviewed';
    const bookers = splitIntoBookings(
      d.title,
      random,
      spotsToSell(activity),
      // Enough attendees for the written reviews, plus the demo guest when they attend without reviewing.
      reviewsToWrite + (scripted === 'booked' ? 1 : 0),
      demoGuestAttends ? [demoGuest, ...pool] : pool,
    );
    const timed = bookers
      .map((booker) => ({ booker, at: bookingTime(activity, booker.person) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const { booker, at } of timed) book(activity, booker, at, null);
    return timed.map((t) => t.booker.person);
  }

  /** The demo guest's scripted refund, or now and then someone else's; returns who was refunded. */
  function refundOne(
    activity: ScheduledActivity,
    candidate: SeededPerson | undefined,
    scripted: DemoGuestPart,
  ) {
    const person = scripted === 'refunded' ? demoGuest : random.chance(REFUND_CHANCE) ? candidate : undefined;
    if (!person) return undefined;
    const at = bookingTime(activity, person);
    const spots = random.weighted(SPOTS_PER_BOOKING);
    book(activity, { person, spots }, at, random.between(at, deadlineOf(activity)));
    return person;
  }

  /** Written reviews go to attendees in booking order; the demo guest wrote the first one if scripted. */
  function writeReviews(activity: ScheduledActivity, attendees: SeededPerson[], scripted: DemoGuestPart) {
    const d = activity.definition;
    if (activity.startTime > now || !d.reviews) return;
    const otherAttendees = attendees.filter((p) => p !== demoGuest);
    const reviewers = scripted === 'reviewed' ? [demoGuest, ...otherAttendees] : otherAttendees;
    const after = new Date(activity.endTime.getTime() + HOUR);
    const before = new Date(Math.min(activity.endTime.getTime() + 3 * DAY, now.getTime() - 10 * MINUTE));
    d.reviews.forEach((review, i) => {
      const author = reviewers[i];
      if (!author) throw new Error(`'${d.title}' has more reviews than attendees`);
      rows.reviews.push({
        activityId: activity.id,
        userId: author.id,
        rating: review.rating,
        comment: review.comment,
        createdAt: random.between(after, before),
      });
    });
  }

  for (const activity of activities) {
    const pool = randomPool(activity);
    // A series' later occurrences are not part of the demo guest's story.
    const scripted = activity.occurrence === 1 ? activity.definition.demoGuest : undefined;
    let taken: SeededPerson[] = [];
    if (activity.bookable) {
      const attendees = sellSeats(activity, pool, scripted);
      const refunded = refundOne(
        activity,
        pool.find((p) => !attendees.includes(p)),
        scripted,
      );
      writeReviews(activity, attendees, scripted);
      taken = refunded ? [...attendees, refunded] : attendees;
    }
    const waiting = pool.filter((p) => !taken.includes(p)).slice(0, activity.definition.waitlist ?? 0);
    for (const person of waiting) {
      rows.waitlistEntries.push({
        userId: person.id,
        activityId: activity.id,
        createdAt: random.between(
          new Date(Math.max(activity.createdAt.getTime(), person.joinedAt.getTime())),
          now,
        ),
      });
    }
  }

  return rows;
}
