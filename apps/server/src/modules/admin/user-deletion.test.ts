import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES } from '@sortim/contracts/admin';
import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  accounts,
  activities,
  bookings,
  hostApplications,
  profiles,
  reviews,
  sessions,
  userRoles,
  users,
  verifications,
  waitlistEntries,
} from '#src/db/schema.ts';
import { auditAbout } from '#src/test/admin.ts';
import { useAdminTestApp } from '#src/test/admin-users.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import {
  bookAndPay,
  bookingsOf,
  paymentSessionOf,
  providerCheckoutOf,
  startCheckoutAs,
  waitlistOf,
} from '#src/test/checkout.ts';
import {
  createActivity,
  createBooking,
  createHost,
  createReview,
  createUser,
  createWaitlistEntry,
} from '#src/test/factories.ts';
import { payingHost } from '#src/test/host-activities.ts';
import { withKeptPreview } from '#src/test/previews.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const ctx = useAdminTestApp();

const deleteUser = (userId: string, who: TestAccount = ctx.admin) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/users/${userId}`, headers: { cookie: who.cookie } });

const signInStatus = async (account: TestAccount) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: account.email, password: account.password },
    })
  ).statusCode;

async function rowsOf(query: Promise<unknown[]>): Promise<number> {
  return (await query).length;
}

/** Everything that may point at a person, counted for one id. */
async function whatPointsAt(userId: string) {
  const db = ctx.app.db;
  return {
    users: await rowsOf(db.select({ id: users.id }).from(users).where(eq(users.id, userId))),
    sessions: await rowsOf(db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))),
    accounts: await rowsOf(db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId))),
    roles: await rowsOf(
      db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    ),
    waitlist: await rowsOf(
      db.select({ id: waitlistEntries.id }).from(waitlistEntries).where(eq(waitlistEntries.userId, userId)),
    ),
    reviews: await rowsOf(db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId))),
    applications: await rowsOf(
      db
        .select({ id: hostApplications.id })
        .from(hostApplications)
        .where(eq(hostApplications.userId, userId)),
    ),
  };
}

/** Rows whose person is gone: none may exist, whoever was deleted (the foreign keys are the guarantee). */
async function danglingRows(): Promise<Record<string, number>> {
  const missing = (table: string, column: string, parent = 'users') =>
    sql.raw(`(select count(*)::int from ${table} t where t.${column} is not null
      and not exists (select 1 from ${parent} p where p.id = t.${column}))`);
  const [row] = await ctx.app.db
    .select({
      profiles: sql<number>`${missing('profiles', 'id')}`,
      sessions: sql<number>`${missing('sessions', 'user_id')}`,
      accounts: sql<number>`${missing('accounts', 'user_id')}`,
      userRoles: sql<number>`${missing('user_roles', 'user_id')}`,
      bookings: sql<number>`${missing('bookings', 'user_id')}`,
      paymentSessions: sql<number>`${missing('payment_sessions', 'user_id')}`,
      activities: sql<number>`${missing('activities', 'host_id', 'profiles')}`,
      waitlist: sql<number>`${missing('waitlist_entries', 'user_id')}`,
      reviews: sql<number>`${missing('reviews', 'user_id')}`,
      applications: sql<number>`${missing('host_applications', 'user_id')}`,
      reviewers: sql<number>`${missing('host_applications', 'reviewed_by')}`,
      analytics: sql<number>`${missing('analytics_events', 'user_id')}`,
    })
    .from(sql`(select 1) as one`);
  return row ?? {};
}

const noneDangling = {
  profiles: 0,
  sessions: 0,
  accounts: 0,
  userRoles: 0,
  bookings: 0,
  paymentSessions: 0,
  activities: 0,
  waitlist: 0,
  reviews: 0,
  applications: 0,
  reviewers: 0,
  analytics: 0,
};

const auditOf = (userId: string) => auditAbout(ctx.app, userId);

function spyOnRefunds() {
  const spy = vi.spyOn(ctx.app.payments.provider, 'refund');
  onTestFinished(() => spy.mockRestore());
  return spy;
}

/** An upcoming activity of a host whose guests can pay. */
async function upcomingActivity(overrides: { capacity?: number } = {}) {
  const host = await createHost(ctx.app.db, { roles: ['user', 'host'] });
  const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 2500, ...overrides });
  return { host, activity };
}

describe('DELETE /api/admin/users/:id: a guest with bookings', () => {
  it('refunds their upcoming paid bookings, closes their checkouts, passes on their waitlist spot, and anonymises the account', async () => {
    const db = ctx.app.db;
    const guest = await signUp(ctx.app, { name: 'Jordi Serra' });
    await db
      .update(profiles)
      .set({ city: 'Girona', phone: '600 000 000', bio: 'Hi' })
      .where(eq(profiles.id, guest.id));
    await db.insert(hostApplications).values({
      userId: guest.id,
      activityType: 'Go Hiking',
      phone: '600 000 000',
      notificationEmail: guest.email,
    });
    // Paid for an activity still to come, and for one that took place (that booking stays, as a record).
    const { activity: upcoming } = await upcomingActivity();
    const { booking: upcomingBooking, checkout } = await bookAndPay(ctx.app, guest, upcoming.id, 2);
    const { host: pastHost } = await upcomingActivity();
    const past = await createActivity(db, { hostId: pastHost.id, startTime: new Date(Date.now() - 3 * DAY) });
    const pastBooking = await createBooking(db, { userId: guest.id, activityId: past.id });
    await createReview(db, { userId: guest.id, activityId: past.id });
    // Asked for a password-reset link, and is at the payment page of another activity.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: guest.email, redirectTo: '/reset-password' },
    });
    // The request only queues the reset; its job stores the token.
    await vi.waitFor(
      async () =>
        expect(await rowsOf(db.select().from(verifications).where(eq(verifications.value, guest.id)))).toBe(
          1,
        ),
      { timeout: 10_000, interval: 50 },
    );
    const { activity: paying } = await upcomingActivity();
    const held = await startCheckoutAs(ctx.app, guest, paying.id, 1);
    // Holds a waitlist offer on a full activity; someone waits behind them.
    const { activity: full } = await upcomingActivity({ capacity: 2 });
    await createBooking(db, { userId: (await createUser(db)).id, activityId: full.id });
    const offer = await createWaitlistEntry(db, { userId: guest.id, activityId: full.id });
    await db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() + 6 * HOUR) })
      .where(eq(waitlistEntries.id, offer.id));
    await db.update(activities).set({ spotsRemaining: 0 }).where(eq(activities.id, full.id));
    const next = await createUser(db);
    await createWaitlistEntry(db, { userId: next.id, activityId: full.id });

    const res = await deleteUser(guest.id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ refundedBookings: 1, cancelledActivities: 0 });
    // The money went back through the provider.
    expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(5000);
    const [refunded] = await bookingsOf(ctx.app, upcoming.id);
    expect(refunded).toMatchObject({ id: upcomingBooking.id, status: 'refunded' });
    expect((await bookingsOf(ctx.app, past.id)).find((b) => b.id === pastBooking.id)?.status).toBe('paid');
    expect((await paymentSessionOf(ctx.app, held.paymentSessionId)).status).toBe('cancelled');
    // Their held spot is offered to the next in line.
    const line = await waitlistOf(ctx.app, full.id);
    expect(line).toHaveLength(1);
    expect(line[0]).toMatchObject({ userId: next.id, offerExpiresAt: expect.any(Date) });

    // Anonymised, since their bookings must keep an owner.
    const [user] = await db.select().from(users).where(eq(users.id, guest.id));
    expect(user).toMatchObject({
      email: `deleted-${guest.id}@deleted.invalid`,
      name: 'Deleted user',
      image: null,
    });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, guest.id));
    expect(profile).toMatchObject({
      displayName: 'Deleted user',
      email: null,
      phone: null,
      bio: null,
      city: null,
      avatarUrl: null,
      interests: [],
      languages: [],
    });
    expect(profile?.deletedAt).toBeInstanceOf(Date);
    expect(await whatPointsAt(guest.id)).toEqual({
      users: 1,
      sessions: 0,
      accounts: 0,
      roles: 0,
      waitlist: 0,
      reviews: 0,
      applications: 0,
    });
    expect(await signInStatus(guest)).toBe(401);
    expect(await rowsOf(db.select().from(verifications).where(eq(verifications.value, guest.id)))).toBe(0);
    expect(await danglingRows()).toEqual(noneDangling);

    // Gone from the admin pages; deleting again finds no one.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${guest.id}`,
      headers: { cookie: ctx.admin.cookie },
    });
    expect(listed.json().total).toBe(0);
    expect((await deleteUser(guest.id)).statusCode).toBe(404);

    expect(await auditOf(guest.id)).toEqual([
      {
        action: 'user.delete',
        actorId: ctx.admin.id,
        before: { email: guest.email, name: 'Jordi Serra', roles: ['user'] },
        after: { anonymised: true, refundedBookings: 1, cancelledActivities: 0 },
      },
    ]);
  });
});

describe('DELETE /api/admin/users/:id: a host', () => {
  it('cancels their upcoming activities with every guest refunded, keeps past ones with guests, erases the rest', async () => {
    const db = ctx.app.db;
    const host = await payingHost(ctx.app);
    const booked = await createActivity(db, { hostId: host.id, priceCents: 2000 });
    const guests = [await signUp(ctx.app), await signUp(ctx.app)];
    const paid = [await bookAndPay(ctx.app, guests[0] as TestAccount, booked.id, 1)];
    paid.push(await bookAndPay(ctx.app, guests[1] as TestAccount, booked.id, 3));
    const empty = await createActivity(db, { hostId: host.id });
    const tookPlace = await createActivity(db, {
      hostId: host.id,
      startTime: new Date(Date.now() - 5 * DAY),
    });
    await createBooking(db, { userId: (guests[0] as TestAccount).id, activityId: tookPlace.id });
    const nobodyCame = await createActivity(db, {
      hostId: host.id,
      startTime: new Date(Date.now() - 9 * DAY),
    });
    const bookedPreview = await withKeptPreview(ctx.app, ctx.config.uploadsDir, booked.id);
    const emptyPreview = await withKeptPreview(ctx.app, ctx.config.uploadsDir, empty.id);
    const pastPreview = await withKeptPreview(ctx.app, ctx.config.uploadsDir, tookPlace.id);

    const res = await deleteUser(host.id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ refundedBookings: 2, cancelledActivities: 2 });
    for (const { checkout, booking } of paid) {
      expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(booking.amountCents);
    }
    expect((await bookingsOf(ctx.app, booked.id)).map((b) => b.status)).toEqual(['refunded', 'refunded']);
    const kept = await db.select().from(activities).where(eq(activities.hostId, host.id));
    expect(kept.map((a) => [a.id, a.status]).sort()).toEqual(
      [
        [booked.id, 'cancelled'],
        [tookPlace.id, 'published'],
      ].sort(),
    );
    expect(kept.map((a) => a.id)).not.toContain(empty.id);
    expect(kept.map((a) => a.id)).not.toContain(nobodyCame.id);
    // The cancelled and the erased activities' link pictures go; the past one's page stays, and its picture.
    expect(await bookedPreview()).toEqual([]);
    expect(await emptyPreview()).toEqual([]);
    expect(await pastPreview()).toHaveLength(1);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, host.id));
    expect(profile).toMatchObject({ displayName: 'Deleted user', deletedAt: expect.any(Date) });
    expect(await whatPointsAt(host.id)).toMatchObject({ users: 1, sessions: 0, accounts: 0, roles: 0 });
    expect(await signInStatus(host)).toBe(401);
    expect(await danglingRows()).toEqual(noneDangling);
    expect(await auditOf(host.id)).toMatchObject([
      {
        action: 'user.delete',
        before: { roles: ['user', 'host'] },
        after: { anonymised: true, refundedBookings: 2, cancelledActivities: 2 },
      },
    ]);
  });
});

describe('DELETE /api/admin/users/:id: nothing must outlive them', () => {
  it('removes the account and everything that was only theirs', async () => {
    const db = ctx.app.db;
    const person = await signUp(ctx.app, { roles: ['host'] });
    const { activity } = await upcomingActivity();
    await createWaitlistEntry(db, { userId: person.id, activityId: activity.id });
    const draft = await createActivity(db, { hostId: person.id, status: 'draft', isPublished: false });
    await createWaitlistEntry(db, { userId: (await createUser(db)).id, activityId: draft.id });

    const res = await deleteUser(person.id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ refundedBookings: 0, cancelledActivities: 1 });
    expect(await whatPointsAt(person.id)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      roles: 0,
      waitlist: 0,
      reviews: 0,
      applications: 0,
    });
    expect(await db.select().from(profiles).where(eq(profiles.id, person.id))).toEqual([]);
    expect(await db.select().from(activities).where(eq(activities.id, draft.id))).toEqual([]);
    expect(await signInStatus(person)).toBe(401);
    expect(await danglingRows()).toEqual(noneDangling);
    // The record of the deletion outlives the person.
    expect(await auditOf(person.id)).toMatchObject([
      { action: 'user.delete', after: { anonymised: false, refundedBookings: 0, cancelledActivities: 1 } },
    ]);
  });
});

describe('DELETE /api/admin/users/:id: refusals and failures', () => {
  it('refuses an admin deleting their own account', async () => {
    const self = await signUp(ctx.app, { roles: ['admin'] });

    const res = await deleteUser(self.id, self);

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
    expect(await signInStatus(self)).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    const res = await deleteUser(randomUUID());

    expect(res.statusCode).toBe(404);
  });

  it('stops before the account changes when a refund fails, and finishes when run again', async () => {
    const guest = await signUp(ctx.app);
    const first = await upcomingActivity();
    const second = await upcomingActivity();
    const one = await bookAndPay(ctx.app, guest, first.activity.id);
    const two = await bookAndPay(ctx.app, guest, second.activity.id);
    // The first refund goes through, the second is refused.
    const provider = ctx.app.payments.provider;
    const refund = provider.refund.bind(provider);
    const refunds = spyOnRefunds();
    refunds.mockImplementationOnce(refund).mockRejectedValueOnce(new Error('card network down'));

    const res = await deleteUser(guest.id);

    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(BOOKING_MESSAGES.refundFailed);
    const statuses = async () =>
      [
        (await bookingsOf(ctx.app, first.activity.id))[0]?.status,
        (await bookingsOf(ctx.app, second.activity.id))[0]?.status,
      ].sort();
    expect(await statuses()).toEqual(['paid', 'refunded']);
    const [profile] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, guest.id));
    expect(profile).toMatchObject({ deletedAt: null, displayName: 'Test Guest' });
    expect(await auditOf(guest.id)).toEqual([]);

    refunds.mockRestore();
    const again = await deleteUser(guest.id);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ refundedBookings: 1, cancelledActivities: 0 });
    expect(await statuses()).toEqual(['refunded', 'refunded']);
    for (const { checkout, booking } of [one, two]) {
      expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(booking.amountCents);
    }
    expect(await signInStatus(guest)).toBe(401);
  });
});

describe('DELETE /api/admin/users/:id: other people', () => {
  it('leaves bookings of others alone', async () => {
    const { activity } = await upcomingActivity();
    const stays = await createUser(ctx.app.db);
    const goes = await signUp(ctx.app);
    await createBooking(ctx.app.db, { userId: stays.id, activityId: activity.id });
    await bookAndPay(ctx.app, goes, activity.id);

    expect((await deleteUser(goes.id)).statusCode).toBe(200);

    const rows = await ctx.app.db.select().from(bookings).where(eq(bookings.activityId, activity.id));
    expect(rows.map((b) => [b.userId, b.status]).sort()).toEqual(
      [
        [stays.id, 'paid'],
        [goes.id, 'refunded'],
      ].sort(),
    );
  });
});
