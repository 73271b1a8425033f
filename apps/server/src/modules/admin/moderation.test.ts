import { randomUUID } from 'node:crypto';
import type { FeaturedActivities } from '@sortim/contracts/activities';
import { ADMIN_MESSAGES, type AdminActivitiesPage } from '@sortim/contracts/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '#src/db/schema.ts';
import { auditOf, headers } from '#src/test/admin.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay, bookingsOf, providerCheckoutOf } from '#src/test/checkout.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { DAY, payingHost, uniqueWord } from '#src/test/host-activities.ts';
import { withKeptPreview } from '#src/test/previews.ts';

const ctx = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signUp(ctx.app, { roles: ['admin'] });
});

const list = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/activities${query}`, headers: headers(admin) });
const feature = (id: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/activities/${id}/featured`,
    headers: headers(admin),
    payload: payload as object,
  });
const remove = (id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/activities/${id}`, headers: headers(admin) });

async function activityRow(id: string) {
  const [row] = await ctx.app.db.select().from(activities).where(eq(activities.id, id));
  return row;
}

async function featuredOnHome(): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/activities/featured' });
  expect(res.statusCode).toBe(200);
  return (res.json() as FeaturedActivities).items.map((item) => item.id);
}

describe('GET /api/admin/activities', () => {
  it('finds activities by title or category, upcoming ones first, with host name and paid bookings', async () => {
    const host = await createHost(ctx.app.db, { profile: { displayName: 'Jordi Host' } });
    const word = uniqueWord();
    const at = (days: number) => new Date(Date.now() + days * DAY);
    const later = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: `Later ${word}`,
      startTime: at(9),
    });
    const soon = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: `Soon ${word}`,
      startTime: at(2),
    });
    const lastWeek = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: `Past ${word}`,
      startTime: at(-7),
    });
    const yesterday = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: `Yesterday ${word}`,
      startTime: at(-1),
      status: 'cancelled',
      isPublished: false,
    });
    const guest = await createUser(ctx.app.db);
    const other = await createUser(ctx.app.db);
    await createBooking(ctx.app.db, { userId: guest.id, activityId: soon.id });
    await createBooking(ctx.app.db, { userId: other.id, activityId: soon.id, spots: 3 });
    await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: later.id,
      status: 'refunded',
      refundedAt: new Date(),
    });

    const res = await list(`?q=${word.toLowerCase()}`);

    expect(res.statusCode).toBe(200);
    const page = res.json() as AdminActivitiesPage;
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.activities.map((a) => a.id)).toEqual([soon.id, later.id, yesterday.id, lastWeek.id]);
    expect(page.activities[0]).toMatchObject({
      title: `Soon ${word}`,
      category: 'Get Outdoors',
      hostId: host.id,
      hostName: 'Jordi Host',
      paidBookings: 2,
      featured: false,
      isPublished: true,
      status: 'published',
      startTime: soon.startTime.toISOString(),
    });
    expect(page.activities[1]?.paidBookings).toBe(0);
    expect(page.activities[2]).toMatchObject({ status: 'cancelled', isPublished: false });
  });

  it('searches the category too, and pages by 20', async () => {
    const host = await createHost(ctx.app.db);
    for (let i = 0; i < 21; i++) {
      await createActivity(ctx.app.db, {
        hostId: host.id,
        title: `Tapas crawl number ${i}`,
        category: 'Taste & Cook',
        subtype: 'Try a Tapas Tour',
        startTime: new Date(Date.now() + (i + 1) * DAY),
      });
    }

    const first = (await list('?q=taste %26 cook')).json() as AdminActivitiesPage;
    const second = (await list('?q=TASTE %26 COOK&page=2')).json() as AdminActivitiesPage;

    expect(first.total).toBe(21);
    expect(first.activities).toHaveLength(20);
    expect(second).toMatchObject({ total: 21, page: 2 });
    expect(second.activities.map((a) => a.title)).toEqual(['Tapas crawl number 20']);
  });

  it('takes % and _ in a search literally', async () => {
    const page = (await list('?q=%25')).json() as AdminActivitiesPage;
    expect(page.total).toBe(0);
  });

  it('answers 400 to a bad page', async () => {
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('?page=two')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/activities/:id/featured', () => {
  it("puts an activity on the landing page's featured list and takes it off again, recording both", async () => {
    const host = await createHost(ctx.app.db);
    const chosen = await createActivity(ctx.app.db, { hostId: host.id });
    const alsoFeatured = await createActivity(ctx.app.db, { hostId: host.id });

    const on = await feature(chosen.id, { featured: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ featured: true });
    expect((await feature(alsoFeatured.id, { featured: true })).statusCode).toBe(200);
    expect(await featuredOnHome()).toContain(chosen.id);

    const off = await feature(chosen.id, { featured: false });
    expect(off.json()).toEqual({ featured: false });
    const home = await featuredOnHome();
    expect(home).not.toContain(chosen.id);
    expect(home).toContain(alsoFeatured.id);

    expect(await auditOf(ctx.app, chosen.id)).toMatchObject([
      {
        action: 'activity.feature',
        actorId: admin.id,
        targetType: 'activity',
        subjectUserId: host.id,
        before: { featured: false },
        after: { featured: true },
      },
      { action: 'activity.unfeature', before: { featured: true }, after: { featured: false } },
    ]);
  });

  it('does not record a change that changes nothing', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    expect((await feature(activity.id, { featured: false })).statusCode).toBe(200);
    expect(await auditOf(ctx.app, activity.id)).toEqual([]);
  });

  it('refuses to feature a cancelled, draft or past activity', async () => {
    const host = await createHost(ctx.app.db);
    const refused = [
      await createActivity(ctx.app.db, { hostId: host.id, status: 'cancelled', isPublished: false }),
      await createActivity(ctx.app.db, { hostId: host.id, status: 'draft', isPublished: false }),
      await createActivity(ctx.app.db, { hostId: host.id, startTime: new Date(Date.now() - DAY) }),
    ];
    for (const activity of refused) {
      const res = await feature(activity.id, { featured: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(ADMIN_MESSAGES.notFeaturable);
      expect((await activityRow(activity.id))?.featured).toBe(false);
      expect(await auditOf(ctx.app, activity.id)).toEqual([]);
    }
  });

  it('always unfeatures, even an activity that can no longer be featured', async () => {
    const host = await createHost(ctx.app.db);
    const past = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() - DAY),
      featured: true,
    });
    expect((await feature(past.id, { featured: false })).statusCode).toBe(200);
    expect((await activityRow(past.id))?.featured).toBe(false);
    expect(await auditOf(ctx.app, past.id, 'activity.unfeature')).toHaveLength(1);
  });

  it('answers 400 to bad input and changes nothing, 404 to an unknown activity', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    for (const payload of [{}, { featured: 'yes' }, { featured: null }]) {
      expect((await feature(activity.id, payload)).statusCode).toBe(400);
    }
    expect((await activityRow(activity.id))?.featured).toBe(false);
    expect(await auditOf(ctx.app, activity.id)).toEqual([]);
    expect((await feature(randomUUID(), { featured: true })).statusCode).toBe(404);
    expect((await feature('nope', { featured: true })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/activities/:id', () => {
  it('erases an activity nobody paid for, with its audit record', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, title: 'Nobody came along' });

    const res = await remove(activity.id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted', refundedBookings: 0 });
    expect(await activityRow(activity.id)).toBeUndefined();
    expect(await auditOf(ctx.app, activity.id)).toMatchObject([
      {
        action: 'activity.delete',
        actorId: admin.id,
        subjectUserId: host.id,
        before: { title: 'Nobody came along', status: 'published', hostId: host.id },
        after: { outcome: 'deleted' },
      },
    ]);
  });

  it("removes the activity's kept preview pictures with it", async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const kept = await withKeptPreview(ctx.app, ctx.config.uploadsDir, activity.id);

    expect((await remove(activity.id)).statusCode).toBe(200);

    expect(await kept()).toEqual([]);
  });

  it('cancels a future activity with paid guests and refunds each of them in full', async () => {
    const host = await payingHost(ctx.app);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, priceCents: 2500 });
    const guests = [await signUp(ctx.app), await signUp(ctx.app)];
    const paid = [
      await bookAndPay(ctx.app, guests[0] as TestAccount, activity.id, 2),
      await bookAndPay(ctx.app, guests[1] as TestAccount, activity.id, 1),
    ];

    const res = await remove(activity.id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'cancelled', refundedBookings: 2 });
    expect(await activityRow(activity.id)).toMatchObject({ status: 'cancelled', isPublished: false });
    for (const { checkout, booking } of paid) {
      expect((await providerCheckoutOf(ctx.app, checkout.sessionId)).refundedCents).toBe(booking.amountCents);
    }
    expect((await bookingsOf(ctx.app, activity.id)).map((b) => b.status)).toEqual(['refunded', 'refunded']);
    expect(await auditOf(ctx.app, activity.id)).toMatchObject([
      { action: 'activity.delete', actorId: admin.id, after: { outcome: 'cancelled' } },
    ]);
  });

  it('refuses an activity that has taken place with paying guests, recording nothing', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() - 2 * DAY),
    });
    const guest = await createUser(ctx.app.db);
    await createBooking(ctx.app.db, { userId: guest.id, activityId: activity.id });

    const res = await remove(activity.id);

    expect(res.statusCode).toBe(409);
    expect(await activityRow(activity.id)).toMatchObject({ status: 'published' });
    expect(await auditOf(ctx.app, activity.id)).toEqual([]);
  });

  it('answers 404 to an unknown activity', async () => {
    expect((await remove(randomUUID())).statusCode).toBe(404);
    expect((await remove('nope')).statusCode).toBe(404);
  });
});
