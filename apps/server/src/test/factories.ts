import { randomUUID } from 'node:crypto';
import { firstPriceLine, type PartyLine } from '@sortim/contracts/pricing';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  activities,
  bookings,
  paymentSessions,
  priceCategories,
  profiles,
  reviews,
  testProviderAccounts,
  userRoles,
  users,
  waitlistEntries,
} from '#src/db/schema.ts';

/*
 * Test data by factories with overrides: each call makes a valid row, the test states only what matters
 * to it (`createActivity(db, { hostId, capacity: 3 })`).
 */

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export async function createUser(
  db: Database,
  overrides: Insert<typeof users> & {
    roles?: (typeof userRoles.$inferInsert)['role'][];
    profile?: Insert<typeof profiles>;
  } = {},
) {
  const { roles = [], profile = {}, ...userOverrides } = overrides;
  const id = userOverrides.id ?? randomUUID();
  const email = userOverrides.email ?? `user-${id.slice(0, 8)}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ id, name: 'Test User', email, emailVerified: true, ...userOverrides })
    .returning();
  await db.insert(profiles).values({ id, email, displayName: 'Test User', abGroup: 'variant_a', ...profile });
  if (roles.length) await db.insert(userRoles).values(roles.map((role) => ({ userId: id, role })));
  if (!user) throw new Error('user not created');
  return user;
}

/**
 * A host whose payouts are enabled (unless the profile says otherwise). The built-in test provider has their
 * connected account too, in the same state, so it transfers to it as it would to an onboarded host's.
 */
export async function createHost(db: Database, overrides: Parameters<typeof createUser>[1] = {}) {
  const profile = {
    stripeAccountId: `acct_${randomUUID().slice(0, 12)}`,
    payoutsEnabled: true,
    ...overrides.profile,
  };
  const user = await createUser(db, { roles: ['host', 'verified_host'], ...overrides, profile });
  if (profile.stripeAccountId) {
    await db
      .insert(testProviderAccounts)
      .values({
        id: profile.stripeAccountId,
        email: user.email,
        status: profile.payoutsEnabled ? 'enabled' : 'pending',
      })
      .onConflictDoNothing();
  }
  return user;
}

export async function createActivity(
  db: Database,
  overrides: Insert<typeof activities> & { hostId: string },
) {
  const start = overrides.startTime ?? new Date(Date.now() + 7 * DAY);
  const capacity = overrides.capacity ?? 10;
  const [activity] = await db
    .insert(activities)
    .values({
      title: 'Sunset yoga at Barceloneta',
      description: 'A relaxed yoga session on the sand as the sun goes down over the city.',
      category: 'Get Outdoors',
      subtype: 'Do Yoga in the Park',
      priceCents: 1500,
      capacity,
      spotsRemaining: capacity,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * HOUR),
      locationName: 'Barceloneta Beach',
      address: 'Passeig Marítim de la Barceloneta, 08003 Barcelona',
      activityLanguages: ['English'],
      ...overrides,
    })
    .returning();
  if (!activity) throw new Error('activity not created');
  return activity;
}

/**
 * A party of `spots` guests at `unitPriceCents` of the activity's first price (1500 unless told), for the
 * factories of holds and bookings; `lines`, `subtotalCents` and `amountCents` can still be overridden.
 */
async function singlePriceParty(
  db: Database,
  activityId: string,
  spots: number,
  unitPriceCents: number,
): Promise<{ spots: number; lines: PartyLine[]; subtotalCents: number; amountCents: number }> {
  const amountCents = spots * unitPriceCents;
  return {
    spots,
    lines: [firstPriceLine(await firstPriceId(db, activityId), spots, unitPriceCents)],
    subtotalCents: amountCents,
    amountCents,
  };
}

type PartyOverrides = { unitPriceCents?: number };

/** The id of an activity's first price category (made with the activity by the database). */
export async function firstPriceId(db: Database, activityId: string): Promise<string> {
  const [first] = await db
    .select({ id: priceCategories.id })
    .from(priceCategories)
    .where(and(eq(priceCategories.activityId, activityId), eq(priceCategories.position, 0)));
  if (!first) throw new Error(`activity ${activityId} has no first price`);
  return first.id;
}

export async function createPaymentSession(
  db: Database,
  overrides: Insert<typeof paymentSessions> & PartyOverrides & { userId: string; activityId: string },
) {
  const { unitPriceCents = 1500, ...values } = overrides;
  const party = await singlePriceParty(db, overrides.activityId, overrides.spots ?? 1, unitPriceCents);
  const [session] = await db
    .insert(paymentSessions)
    .values({
      provider: 'test',
      providerSessionId: `cs_test_${randomUUID()}`,
      ...party,
      holdExpiresAt: new Date(Date.now() + 15 * 60 * 1000),
      ...values,
    })
    .returning();
  if (!session) throw new Error('payment session not created');
  return session;
}

export async function createBooking(
  db: Database,
  overrides: Insert<typeof bookings> & PartyOverrides & { userId: string; activityId: string },
) {
  const { unitPriceCents = 1500, ...values } = overrides;
  const party = await singlePriceParty(db, overrides.activityId, overrides.spots ?? 1, unitPriceCents);
  const [booking] = await db
    .insert(bookings)
    .values({ status: 'paid', ...party, ...values })
    .returning();
  if (!booking) throw new Error('booking not created');
  return booking;
}

export async function createReview(
  db: Database,
  overrides: Insert<typeof reviews> & { userId: string; activityId: string },
) {
  const [review] = await db
    .insert(reviews)
    .values({ rating: 5, comment: 'Lovely evening.', ...overrides })
    .returning();
  if (!review) throw new Error('review not created');
  return review;
}

/**
 * Entries join in the order they are made, each at least a millisecond after the last: two made within the
 * database clock's resolution would tie, and the line's order fall to their random ids (a flaky test).
 */
let lastJoinedAt = 0;
const joinedAt = () => {
  lastJoinedAt = Math.max(Date.now(), lastJoinedAt + 1);
  return new Date(lastJoinedAt);
};

export async function createWaitlistEntry(db: Database, overrides: { userId: string; activityId: string }) {
  const [entry] = await db
    .insert(waitlistEntries)
    .values({ createdAt: joinedAt(), ...overrides })
    .returning();
  if (!entry) throw new Error('waitlist entry not created');
  return entry;
}
