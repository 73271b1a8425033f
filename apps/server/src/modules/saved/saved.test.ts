import { randomUUID } from 'node:crypto';
import { RATE_LIMITED_MESSAGE } from '@sortim/contracts/common';
import type { HostDashboard } from '@sortim/contracts/host-dashboard';
import type { SavedActivities } from '@sortim/contracts/saved';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, savedActivities } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { SAVED_RATE_LIMIT } from './saved.routes.ts';

/*
 * The heart: saving and unsaving idempotent (twice, and twice at once), only what guests can see is
 * saved, each guest sees only their own saves, the Saved page's order, and the host's count of saves.
 */

const ctx = useTestApp({ ROLE: 'web' });
const DAY = 24 * 60 * 60 * 1000;

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, who: TestAccount | null) {
  return ctx.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {} });
}
const save = (who: TestAccount | null, id: string) => call('PUT', `/api/me/saved/${id}`, who);
const unsave = (who: TestAccount | null, id: string) => call('DELETE', `/api/me/saved/${id}`, who);
const idsOf = async (who: TestAccount) =>
  (await call('GET', '/api/me/saved/ids', who)).json().ids as string[];
const savedPage = async (who: TestAccount) =>
  (await call('GET', '/api/me/saved', who)).json() as SavedActivities;

const rowsOf = (who: TestAccount, activityId: string) =>
  ctx.app.db
    .select()
    .from(savedActivities)
    .where(and(eq(savedActivities.userId, who.id), eq(savedActivities.activityId, activityId)));

/** A host's activity starting `days` from now (negative: past), listed unless overridden. */
async function activityIn(days: number, overrides: Partial<Parameters<typeof createActivity>[1]> = {}) {
  const host = await createHost(ctx.app.db);
  return createActivity(ctx.app.db, {
    hostId: host.id,
    startTime: new Date(Date.now() + days * DAY),
    ...overrides,
  });
}

describe('PUT /api/me/saved/:activityId', () => {
  it('saves a listed activity once however often it is saved, one after the other or at once', async () => {
    const guest = await signUp(ctx.app);
    const activity = await activityIn(3);

    const first = await save(guest, activity.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ activityId: activity.id, saved: true });
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await save(guest, activity.id)).json()).toEqual({ activityId: activity.id, saved: true });
    expect(await rowsOf(guest, activity.id)).toHaveLength(1);

    const other = await activityIn(4);
    const both = await Promise.all([save(guest, other.id), save(guest, other.id)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsOf(guest, other.id)).toHaveLength(1);
  });

  it('saves a past listed activity, whose page guests still read', async () => {
    const guest = await signUp(ctx.app);
    const past = await activityIn(-3);
    expect((await save(guest, past.id)).statusCode).toBe(200);
    expect(await idsOf(guest)).toEqual([past.id]);
  });

  it('answers 404, saving nothing, for a draft, an unpublished, a cancelled, an unknown or a malformed id', async () => {
    const guest = await signUp(ctx.app);
    const draft = await activityIn(3, { isPublished: false, status: 'draft' });
    const unpublished = await activityIn(3, { isPublished: false });
    const cancelled = await activityIn(3, { status: 'cancelled' });
    for (const id of [draft.id, unpublished.id, cancelled.id, randomUUID(), 'not-an-id']) {
      const res = await save(guest, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', message: 'Activity not found' });
    }
    expect(await idsOf(guest)).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    const activity = await activityIn(3);
    expect((await save(null, activity.id)).statusCode).toBe(401);
    expect((await unsave(null, activity.id)).statusCode).toBe(401);
    expect((await call('GET', '/api/me/saved/ids', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/me/saved', null)).statusCode).toBe(401);
  });
});

describe('DELETE /api/me/saved/:activityId', () => {
  it('unsaves, and unsaving again (or at once) changes nothing', async () => {
    const guest = await signUp(ctx.app);
    const activity = await activityIn(3);
    await save(guest, activity.id);

    const first = await unsave(guest, activity.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ activityId: activity.id, saved: false });
    expect((await unsave(guest, activity.id)).json()).toEqual({ activityId: activity.id, saved: false });
    expect(await rowsOf(guest, activity.id)).toHaveLength(0);

    await save(guest, activity.id);
    const both = await Promise.all([unsave(guest, activity.id), unsave(guest, activity.id)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsOf(guest, activity.id)).toHaveLength(0);
  });

  it('always works: an activity cancelled since it was saved, an unknown id, a malformed one', async () => {
    const guest = await signUp(ctx.app);
    const activity = await activityIn(3);
    await save(guest, activity.id);
    await ctx.app.db.update(activities).set({ status: 'cancelled' }).where(eq(activities.id, activity.id));

    expect((await unsave(guest, activity.id)).json()).toEqual({ activityId: activity.id, saved: false });
    expect(await idsOf(guest)).toEqual([]);
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await unsave(guest, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ activityId: id, saved: false });
    }
  });

  it("unsaves only the caller's own save", async () => {
    const guest = await signUp(ctx.app);
    const friend = await signUp(ctx.app);
    const activity = await activityIn(3);
    await save(guest, activity.id);
    await save(friend, activity.id);

    await unsave(friend, activity.id);
    expect(await idsOf(guest)).toEqual([activity.id]);
    expect(await idsOf(friend)).toEqual([]);
  });
});

describe('GET /api/me/saved/ids', () => {
  it("lists the caller's saves, the latest first, and none of anyone else's", async () => {
    const guest = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const [a, b, c] = [await activityIn(5), await activityIn(2), await activityIn(9)];
    for (const activity of [a, b]) expect((await save(guest, activity.id)).statusCode).toBe(200);
    await save(stranger, c.id);

    const res = await call('GET', '/api/me/saved/ids', guest);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ids: [b.id, a.id] });
    expect(await idsOf(stranger)).toEqual([c.id]);
  });
});

describe('GET /api/me/saved', () => {
  it('shows upcoming activities soonest first, then past and cancelled ones latest first, as cards', async () => {
    const guest = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const later = await activityIn(20, { title: 'Later walk' });
    const soon = await activityIn(2, { title: 'Soon walk' });
    const longAgo = await activityIn(-30, { title: 'Long ago walk' });
    const cancelled = await activityIn(10, { title: 'Cancelled walk' });
    const recently = await activityIn(-1, { title: 'Recent walk' });
    const hidden = await activityIn(5, { title: 'Hidden walk' });
    for (const activity of [later, soon, longAgo, cancelled, recently, hidden]) {
      expect((await save(guest, activity.id)).statusCode).toBe(200);
    }
    const strangers = await activityIn(3, { title: "A stranger's walk" });
    await save(stranger, strangers.id);
    await ctx.app.db.update(activities).set({ status: 'cancelled' }).where(eq(activities.id, cancelled.id));
    // Its host took it off the site: its page is gone for guests, and so is its card.
    await ctx.app.db
      .update(activities)
      .set({ isPublished: false, status: 'draft' })
      .where(eq(activities.id, hidden.id));

    const res = await call('GET', '/api/me/saved', guest);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json() as SavedActivities;
    expect(page.upcoming.map((card) => card.title)).toEqual(['Soon walk', 'Later walk']);
    expect(page.past.map((card) => card.title)).toEqual(['Cancelled walk', 'Recent walk', 'Long ago walk']);
    expect(page.upcoming.map((card) => card.state)).toEqual(['bookable', 'bookable']);
    expect(page.past.map((card) => card.state)).toEqual(['cancelled', 'started', 'started']);
    expect(page.upcoming[0]).toMatchObject({ id: soon.id, priceCents: soon.priceCents, capacity: 10 });

    expect((await savedPage(stranger)).upcoming.map((card) => card.title)).toEqual(["A stranger's walk"]);
    // Published again, it is back where it belongs.
    await ctx.app.db
      .update(activities)
      .set({ isPublished: true, status: 'published' })
      .where(eq(activities.id, hidden.id));
    expect((await savedPage(guest)).upcoming.map((card) => card.title)).toEqual([
      'Soon walk',
      'Hidden walk',
      'Later walk',
    ]);
  });

  it('shows the saved date of a series as its card, with its other dates counted, not listed', async () => {
    const guest = await signUp(ctx.app);
    const host = await createHost(ctx.app.db);
    const seriesId = randomUUID();
    const dates = [];
    for (const [n, days] of [3, 10, 17].entries()) {
      dates.push(
        await createActivity(ctx.app.db, {
          hostId: host.id,
          seriesId,
          title: `Pottery evening (${n + 1})`,
          startTime: new Date(Date.now() + days * DAY),
        }),
      );
    }
    await save(guest, dates[1]?.id ?? '');

    const page = await savedPage(guest);
    expect(page.upcoming).toHaveLength(1);
    expect(page.upcoming[0]).toMatchObject({ id: dates[1]?.id, title: 'Pottery evening', moreDates: 2 });
  });

  it('is empty for someone who saved nothing', async () => {
    const guest = await signUp(ctx.app);
    expect(await savedPage(guest)).toEqual({ upcoming: [], past: [] });
  });
});

describe("the host's dashboard", () => {
  it('counts how many people saved each activity', async () => {
    const host = await signUp(ctx.app, { roles: ['host', 'verified_host'] });
    const popular = await createActivity(ctx.app.db, { hostId: host.id, title: 'Popular walk' });
    const quiet = await createActivity(ctx.app.db, { hostId: host.id, title: 'Quiet walk' });
    const guests = [await signUp(ctx.app), await signUp(ctx.app), await signUp(ctx.app)];
    for (const guest of guests) await save(guest, popular.id);
    await save(guests[0] ?? null, quiet.id);
    // Saving twice is one save; unsaving takes it off the count.
    await save(guests[0] ?? null, popular.id);
    await save(guests[1] ?? null, quiet.id);
    await unsave(guests[1] ?? null, quiet.id);

    const res = await call('GET', '/api/host/dashboard', host);
    expect(res.statusCode).toBe(200);
    const counts = Object.fromEntries(
      (res.json() as HostDashboard).latestActivities.map((a) => [a.title, a.savedCount]),
    );
    expect(counts).toEqual({ 'Popular walk': 3, 'Quiet walk': 1 });
  });
});

describe('saving and unsaving rate limit', () => {
  const limited = useTestApp({ ROLE: 'web', RATE_LIMIT_ENABLED: 'true' });

  it(`answers 429 after ${SAVED_RATE_LIMIT.max} saves a minute from one guest, not to another`, async () => {
    const guest = await signUp(limited.app);
    const neighbour = await signUp(limited.app);
    // Nothing to save behind a made-up id: each request is counted, then answered 404 at once.
    const put = (who: TestAccount) =>
      limited.app.inject({
        method: 'PUT',
        url: `/api/me/saved/${randomUUID()}`,
        headers: { cookie: who.cookie },
      });
    for (let i = 0; i < SAVED_RATE_LIMIT.max; i++) expect((await put(guest)).statusCode).toBe(404);
    const refused = await put(guest);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE } });
    expect((await put(neighbour)).statusCode).toBe(404);
  });
});
