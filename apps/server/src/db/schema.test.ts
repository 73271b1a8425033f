import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import {
  activities,
  analyticsEvents,
  dailyAnalytics,
  emailOutbox,
  hostApplications,
  processedProviderEvents,
  profiles,
  reviews,
  userRoles,
  users,
  waitlistEntries,
} from '#src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';
import {
  createActivity,
  createBooking,
  createHost,
  createPaymentSession,
  createReview,
  createUser,
  createWaitlistEntry,
} from '#src/test/factories.ts';

/** The database itself refuses every impossible row, whatever the services check. */

let database: TestDatabase;
let db: Database;
let hostId: string;
let guestId: string;
let activityId: string;

/** Runs `write` in a transaction that always rolls back, and returns the database's error text. */
async function violation(write: (tx: Database) => Promise<unknown>): Promise<string> {
  let message = '';
  try {
    await db.transaction(async (tx) => {
      await write(tx as unknown as Database);
      throw new Error('no violation');
    });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    message = cause?.message ?? (error as Error).message;
  }
  return message;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  hostId = (await createHost(db)).id;
  guestId = (await createUser(db)).id;
  activityId = (await createActivity(db, { hostId })).id;
});
afterAll(() => database.close());

const start = new Date('2030-05-01T10:00:00Z');
const end = new Date('2030-05-01T12:00:00Z');

describe('activities constraints', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['activities_capacity_min', { capacity: 1, spotsRemaining: 1 }],
    ['activities_price_non_negative', { priceCents: -1 }],
    ['activities_spots_in_capacity', { capacity: 5, spotsRemaining: 6 }],
    ['activities_spots_in_capacity', { spotsRemaining: -1 }],
    ['activities_third_party_in_capacity', { capacity: 5, spotsRemaining: 5, thirdPartyAttendees: 6 }],
    ['activities_third_party_in_capacity', { thirdPartyAttendees: -1 }],
    ['activities_ends_after_start', { startTime: start, endTime: start }],
    ['activities_title_length', { title: 'Yoga' }],
    ['activities_title_length', { title: 'x'.repeat(101) }],
    ['activities_description_length', { description: 'Too short' }],
    ['activities_has_language', { activityLanguages: [] }],
    ['activities_additional_images_max', { additionalImages: ['1', '2', '3', '4', '5', '6'] }],
    ['activities_subtype_in_category', { category: 'Be Active', subtype: 'Taste Wine' }],
  ];
  it.each(cases)('refuses a row breaking %s (%o)', async (constraint, overrides) => {
    const message = await violation((tx) =>
      createActivity(tx, { hostId, startTime: start, endTime: end, ...overrides }),
    );
    expect(message).toContain(constraint);
  });

  it('refuses an unknown category, level and status', async () => {
    expect(await violation((tx) => createActivity(tx, { hostId, category: 'Party' as never }))).toContain(
      'invalid input value for enum activity_category',
    );
    expect(await violation((tx) => createActivity(tx, { hostId, level: 'Expert' as never }))).toContain(
      'invalid input value for enum activity_level',
    );
    expect(await violation((tx) => createActivity(tx, { hostId, status: 'live' as never }))).toContain(
      'invalid input value for enum activity_status',
    );
  });

  it('refuses an activity whose host does not exist', async () => {
    expect(await violation((tx) => createActivity(tx, { hostId: 'ghost' }))).toContain(
      'activities_host_id_profiles_id_fk',
    );
  });

  it('keeps a host with activities from being deleted', async () => {
    expect(await violation((tx) => tx.delete(users).where(eq(users.id, hostId)))).toContain(
      'activities_host_id_profiles_id_fk',
    );
  });

  it('accepts a valid activity (the factories are sound)', async () => {
    const ok = await createActivity(db, { hostId, capacity: 2, spotsRemaining: 0, thirdPartyAttendees: 2 });
    expect(ok.spotsRemaining).toBe(0);
  });
});

describe('profiles and roles constraints', () => {
  it.each([17, 121])('refuses age %i', async (age) => {
    expect(await violation((tx) => createUser(tx, { profile: { age } }))).toContain('profiles_age_range');
  });

  it('accepts a null age and the bounds 18 and 120', async () => {
    for (const age of [null, 18, 120]) await createUser(db, { profile: { age } });
  });

  it('refuses an unknown gender and ab group', async () => {
    expect(await violation((tx) => createUser(tx, { profile: { gender: 'robot' as never } }))).toContain(
      'invalid input value for enum gender',
    );
    expect(await violation((tx) => createUser(tx, { profile: { abGroup: 'variant_c' as never } }))).toContain(
      'invalid input value for enum ab_group',
    );
  });

  it('refuses a blank display name', async () => {
    expect(await violation((tx) => createUser(tx, { profile: { displayName: '  ' } }))).toContain(
      'profiles_display_name_not_blank',
    );
  });

  it('refuses payouts enabled without a payment account', async () => {
    expect(
      await violation((tx) => createUser(tx, { profile: { payoutsEnabled: true, stripeAccountId: null } })),
    ).toContain('profiles_payouts_need_account');
  });

  it("refuses a calendar sync's outcome that is half there, negative or cut short by an unknown limit", async () => {
    const outcome = (
      calendarLastImportEvents: number | null,
      calendarLastImportCutShort: string | null,
      calendarLastImportUnreadable: number | null,
    ) => ({
      profile: {
        calendarLastImportEvents,
        calendarLastImportCutShort: calendarLastImportCutShort as 'drafts' | null,
        calendarLastImportUnreadable,
      },
    });
    for (const wrong of [
      outcome(500, 'drafts', null),
      outcome(null, 'time', 0),
      outcome(-1, null, 0),
      outcome(3, null, -2),
      outcome(500, 'memory', 0),
    ]) {
      expect(await violation((tx) => createUser(tx, wrong))).toContain('profiles_calendar_last_import');
    }
    for (const right of [outcome(null, null, null), outcome(500, 'drafts', 2), outcome(40, 'time', 0)]) {
      await createUser(db, right);
    }
  });

  it('refuses a profile without a user', async () => {
    expect(
      await violation((tx) =>
        tx.insert(profiles).values({ id: 'nobody', displayName: 'Nobody', abGroup: 'variant_a' }),
      ),
    ).toContain('profiles_id_users_id_fk');
  });

  it('refuses the same role twice for one user, and an unknown role', async () => {
    expect(await violation((tx) => tx.insert(userRoles).values({ userId: hostId, role: 'host' }))).toContain(
      'user_roles_pk',
    );
    expect(
      await violation((tx) => tx.insert(userRoles).values({ userId: guestId, role: 'superuser' as never })),
    ).toContain('invalid input value for enum role');
  });

  it('deletes a user’s roles and profile with the user', async () => {
    const user = await createUser(db, { roles: ['user'] });
    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.select().from(profiles).where(eq(profiles.id, user.id))).toEqual([]);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);
  });
});

describe('host applications constraints', () => {
  it('refuses an unknown activity type and status', async () => {
    const base = { userId: guestId, phone: '+34 600 000 000', notificationEmail: 'a@b.test' };
    expect(
      await violation((tx) => tx.insert(hostApplications).values({ ...base, activityType: 'Skydiving' })),
    ).toContain('host_applications_activity_type');
    expect(
      await violation((tx) =>
        tx.insert(hostApplications).values({ ...base, activityType: 'Other', status: 'maybe' as never }),
      ),
    ).toContain('invalid input value for enum host_application_status');
  });

  it('refuses a pending application that carries a review', async () => {
    expect(
      await violation((tx) =>
        tx.insert(hostApplications).values({
          userId: guestId,
          activityType: 'Other',
          phone: '+34 600 000 000',
          notificationEmail: 'a@b.test',
          status: 'pending',
          reviewedBy: hostId,
          reviewedAt: new Date(),
        }),
      ),
    ).toContain('host_applications_pending_unreviewed');
  });
});

describe('bookings and payment constraints', () => {
  it.each([0, 11])('refuses a booking of %i spots', async (spots) => {
    expect(
      await violation((tx) =>
        createBooking(tx, { userId: guestId, activityId, spots, amountCents: spots * 1500 }),
      ),
    ).toContain('bookings_spots_range');
  });

  it('refuses an amount that is not the subtotal less the discount', async () => {
    expect(
      await violation((tx) =>
        createBooking(tx, { userId: guestId, activityId, spots: 2, amountCents: 1500 }),
      ),
    ).toContain('bookings_amount');
  });

  it('refuses a negative subtotal, and a discount beyond it', async () => {
    expect(
      await violation((tx) =>
        createBooking(tx, {
          userId: guestId,
          activityId,
          lines: [],
          subtotalCents: -100,
          discountCents: 0,
          amountCents: -100,
        }),
      ),
      // No discount fits under a negative subtotal: either check may be the one to refuse it.
    ).toMatch(/bookings_(subtotal_non_negative|discount)/);
    expect(
      await violation((tx) =>
        createBooking(tx, {
          userId: guestId,
          activityId,
          subtotalCents: 100,
          discountCents: 200,
          amountCents: -100,
        }),
      ),
    ).toContain('bookings_discount');
  });

  it('refuses a refunded booking without a refund time, and a refund time on a paid one', async () => {
    expect(
      await violation((tx) => createBooking(tx, { userId: guestId, activityId, status: 'refunded' })),
    ).toContain('bookings_refund_state');
    expect(
      await violation((tx) => createBooking(tx, { userId: guestId, activityId, refundedAt: new Date() })),
    ).toContain('bookings_refund_state');
  });

  it('refuses a second paid booking for the same guest and activity, but not after a refund', async () => {
    const activity = await createActivity(db, { hostId });
    await createBooking(db, {
      userId: guestId,
      activityId: activity.id,
      status: 'refunded',
      refundedAt: new Date(),
    });
    await createBooking(db, { userId: guestId, activityId: activity.id });
    expect(
      await violation((tx) => createBooking(tx, { userId: guestId, activityId: activity.id })),
    ).toContain('bookings_one_paid_per_user_activity_uq');
  });

  it('refuses an unknown booking status and source', async () => {
    expect(
      await violation((tx) => createBooking(tx, { userId: guestId, activityId, status: 'free' as never })),
    ).toContain('invalid input value for enum booking_status');
    expect(
      await violation((tx) => createBooking(tx, { userId: guestId, activityId, source: 'ebay' as never })),
    ).toContain('invalid input value for enum booking_source');
  });

  it('keeps an activity with bookings, and a guest with bookings, from being deleted', async () => {
    const activity = await createActivity(db, { hostId });
    const guest = await createUser(db);
    await createBooking(db, { userId: guest.id, activityId: activity.id });
    expect(await violation((tx) => tx.delete(activities).where(eq(activities.id, activity.id)))).toContain(
      'bookings_activity_id_activities_id_fk',
    );
    expect(await violation((tx) => tx.delete(users).where(eq(users.id, guest.id)))).toContain(
      'bookings_user_id_users_id_fk',
    );
  });

  it('refuses a hold of 0 or 11 spots and a wrong amount', async () => {
    expect(
      await violation((tx) =>
        createPaymentSession(tx, { userId: guestId, activityId, spots: 0, amountCents: 0 }),
      ),
    ).toContain('payment_sessions_spots_range');
    expect(
      await violation((tx) =>
        createPaymentSession(tx, { userId: guestId, activityId, spots: 11, amountCents: 11 * 1500 }),
      ),
    ).toContain('payment_sessions_spots_range');
    expect(
      await violation((tx) =>
        createPaymentSession(tx, { userId: guestId, activityId, spots: 2, amountCents: 1 }),
      ),
    ).toContain('payment_sessions_amount');
  });

  it('refuses two payment sessions with the same provider session id', async () => {
    const first = await createPaymentSession(db, { userId: guestId, activityId });
    expect(
      await violation((tx) =>
        createPaymentSession(tx, { userId: guestId, activityId, providerSessionId: first.providerSessionId }),
      ),
    ).toContain('payment_sessions_provider_session_uq');
  });

  it('refuses a second open payment session of one guest for one activity', async () => {
    const activity = await createActivity(db, { hostId });
    await createPaymentSession(db, { userId: guestId, activityId: activity.id });
    expect(
      await violation((tx) => createPaymentSession(tx, { userId: guestId, activityId: activity.id })),
    ).toContain('payment_sessions_one_open_per_user_activity_uq');
  });

  it('refuses a platform fee above the amount', async () => {
    const activity = await createActivity(db, { hostId });
    expect(
      await violation((tx) =>
        createPaymentSession(tx, { userId: guestId, activityId: activity.id, platformFeeCents: 1501 }),
      ),
    ).toContain('payment_sessions_fee_in_amount');
  });

  it('refuses a payment session completing two bookings', async () => {
    const activity = await createActivity(db, { hostId });
    const session = await createPaymentSession(db, { userId: guestId, activityId: activity.id });
    const other = await createActivity(db, { hostId });
    await createBooking(db, { userId: guestId, activityId: activity.id, paymentSessionId: session.id });
    expect(
      await violation((tx) =>
        createBooking(tx, { userId: guestId, activityId: other.id, paymentSessionId: session.id }),
      ),
    ).toContain('bookings_payment_session_id_unique');
  });

  it('refuses processing the same provider event twice', async () => {
    await db
      .insert(processedProviderEvents)
      .values({ provider: 'stripe', eventId: 'evt_1', type: 'checkout.session.completed' });
    expect(
      await violation((tx) =>
        tx.insert(processedProviderEvents).values({ provider: 'stripe', eventId: 'evt_1', type: 'x' }),
      ),
    ).toContain('processed_provider_events_pk');
  });
});

describe('reviews and waitlist constraints', () => {
  it.each([0, 6])('refuses rating %i', async (rating) => {
    expect(await violation((tx) => createReview(tx, { userId: guestId, activityId, rating }))).toContain(
      'reviews_rating_range',
    );
  });

  it('refuses a comment over 500 characters and accepts exactly 500', async () => {
    expect(
      await violation((tx) => createReview(tx, { userId: guestId, activityId, comment: 'x'.repeat(501) })),
    ).toContain('reviews_comment_length');
    const activity = await createActivity(db, { hostId });
    await createReview(db, { userId: guestId, activityId: activity.id, comment: 'x'.repeat(500) });
  });

  it('refuses a second review by the same user for the same activity', async () => {
    const activity = await createActivity(db, { hostId });
    await createReview(db, { userId: guestId, activityId: activity.id });
    expect(await violation((tx) => createReview(tx, { userId: guestId, activityId: activity.id }))).toContain(
      'reviews_one_per_user_activity_uq',
    );
  });

  it('refuses a second waitlist entry by the same user for the same activity', async () => {
    const activity = await createActivity(db, { hostId });
    await createWaitlistEntry(db, { userId: guestId, activityId: activity.id });
    expect(
      await violation((tx) => createWaitlistEntry(tx, { userId: guestId, activityId: activity.id })),
    ).toContain('waitlist_one_per_user_activity_uq');
  });

  it('removes reviews and waitlist entries with their activity', async () => {
    const activity = await createActivity(db, { hostId });
    await createReview(db, { userId: guestId, activityId: activity.id });
    await createWaitlistEntry(db, { userId: guestId, activityId: activity.id });
    await db.delete(activities).where(eq(activities.id, activity.id));
    expect(await db.select().from(reviews).where(eq(reviews.activityId, activity.id))).toEqual([]);
    expect(
      await db.select().from(waitlistEntries).where(eq(waitlistEntries.activityId, activity.id)),
    ).toEqual([]);
  });
});

describe('analytics and e-mail constraints', () => {
  it('refuses an unknown event type and a non-object metadata', async () => {
    expect(
      await violation((tx) =>
        tx.insert(analyticsEvents).values({ eventType: 'click' as never, sessionId: 's' }),
      ),
    ).toContain('invalid input value for enum analytics_event_type');
    expect(
      await violation((tx) =>
        tx
          .insert(analyticsEvents)
          .values({ eventType: 'page_view', sessionId: 's', metadata: sql`'[1]'::jsonb` as never }),
      ),
    ).toContain('analytics_events_metadata_object');
  });

  it('keeps analytics events of a deleted user, without the user', async () => {
    const user = await createUser(db);
    await db
      .insert(analyticsEvents)
      .values({ eventType: 'page_view', sessionId: 's', userId: user.id, page: '/home' });
    await db.delete(users).where(eq(users.id, user.id));
    const [event] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.page, '/home'));
    expect(event?.userId).toBeNull();
  });

  it('refuses negative daily counters and two rows for one day', async () => {
    expect(
      await violation((tx) => tx.insert(dailyAnalytics).values({ date: '2026-01-01', uniqueVisitors: -1 })),
    ).toContain('daily_analytics_non_negative');
    await db.insert(dailyAnalytics).values({ date: '2026-01-02' });
    expect(await violation((tx) => tx.insert(dailyAnalytics).values({ date: '2026-01-02' }))).toContain(
      'daily_analytics_date_unique',
    );
  });

  it('refuses a sent e-mail without a sent time', async () => {
    expect(
      await violation((tx) =>
        tx.insert(emailOutbox).values({ to: 'a@b.test', subject: 's', text: 't', status: 'sent' }),
      ),
    ).toContain('email_outbox_sent_state');
  });
});

describe('text search', () => {
  it('has trigram indexes for case-insensitive search on title and description', async () => {
    const result = await db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'activities' and indexdef ilike '%gin_trgm_ops%'`,
    );
    const rows = (result as unknown as { rows: { indexname: string }[] }).rows;
    expect(rows.map((r) => r.indexname).sort()).toEqual([
      'activities_description_trgm_idx',
      'activities_title_trgm_idx',
    ]);
  });

  it('finds activities by a case-insensitive substring', async () => {
    await createActivity(db, { hostId, title: 'Paella Masterclass in Gràcia' });
    const found = await db
      .select({ title: activities.title })
      .from(activities)
      .where(sql`${activities.title} ILIKE ${'%PAELLA%'}`);
    expect(found.map((f) => f.title)).toEqual(['Paella Masterclass in Gràcia']);
  });
});
