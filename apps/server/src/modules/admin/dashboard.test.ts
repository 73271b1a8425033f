import type { AdminDashboardStats } from '@sortim/contracts/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, headers } from '#src/test/admin.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createHost, createReview, createUser } from '#src/test/factories.ts';

const ctx = useTestApp();

async function stats(who: TestAccount): Promise<AdminDashboardStats> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: headers(who) });
  expect(res.statusCode).toBe(200);
  return res.json() as AdminDashboardStats;
}

describe('GET /api/admin/stats', () => {
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await signUp(ctx.app, { roles: ['admin'] });
  });

  it('starts from zero, with no average rating while there are no reviews', async () => {
    expect(await stats(admin)).toEqual({
      totalUsers: 1,
      totalBookings: 0,
      totalActivities: 0,
      averageRating: null,
      pendingApplications: 0,
      allApplications: 0,
    });
  });

  it('counts people still in use, paid bookings, every activity, the average rating and applications', async () => {
    const host = await createHost(ctx.app.db);
    const guests = [await createUser(ctx.app.db), await createUser(ctx.app.db), await createUser(ctx.app.db)];
    await createUser(ctx.app.db, { profile: { deletedAt: new Date(), displayName: 'Deleted user' } });
    const upcoming = await createActivity(ctx.app.db, { hostId: host.id });
    const past = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
    });
    await createActivity(ctx.app.db, { hostId: host.id, status: 'cancelled', isPublished: false });
    const [first, second, third] = guests as [(typeof guests)[0], (typeof guests)[0], (typeof guests)[0]];
    await createBooking(ctx.app.db, { userId: first.id, activityId: upcoming.id });
    await createBooking(ctx.app.db, { userId: second.id, activityId: past.id, spots: 2 });
    await createBooking(ctx.app.db, {
      userId: third.id,
      activityId: upcoming.id,
      status: 'refunded',
      refundedAt: new Date(),
    });
    for (const [guest, rating] of [
      [first, 5],
      [second, 4],
      [third, 4],
    ] as const) {
      await createReview(ctx.app.db, { userId: guest.id, activityId: past.id, rating });
    }
    await createApplication(ctx.app, { userId: first.id });
    await createApplication(ctx.app, { userId: second.id });
    await createApplication(ctx.app, { userId: host.id, status: 'approved', reviewedAt: new Date() });
    await createApplication(ctx.app, { userId: third.id, status: 'rejected', reviewedBy: admin.id });

    expect(await stats(admin)).toEqual({
      // The admin, the host and three guests; the anonymised account no longer counts.
      totalUsers: 5,
      totalBookings: 2,
      totalActivities: 3,
      averageRating: 4.3,
      pendingApplications: 2,
      allApplications: 4,
    });
  });
});
