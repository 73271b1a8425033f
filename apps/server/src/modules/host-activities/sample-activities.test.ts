import { HOSTING_MESSAGES, type HostActivityList } from '@sortim/contracts/hosting';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '#src/db/schema.ts';
import { PRODUCTION_ENV, useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';

const ctx = useTestApp();

const seed = (cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/host/seed-activities', headers: cookie ? { cookie } : {} });

const activitiesOf = (hostId: string) =>
  ctx.app.db.select().from(activities).where(eq(activities.hostId, hostId));

describe('POST /api/host/seed-activities', () => {
  it('refuses anonymous callers', async () => {
    expect((await seed()).statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not a host, with the spec’s message, and creates nothing', async () => {
    const guest = await signUp(ctx.app);

    const res = await seed(guest.cookie);

    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(HOSTING_MESSAGES.mustBeHostToSeed);
    expect(await activitiesOf(guest.id)).toEqual([]);
  });

  it('creates 8 published, upcoming sample activities priced 8 to 35 euros for the host', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });

    const res = await seed(host.cookie);

    expect(res.statusCode).toBe(201);
    const { ids } = res.json() as { ids: string[] };
    expect(ids).toHaveLength(8);
    const rows = await activitiesOf(host.id);
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const prices = rows.map((r) => r.priceCents);
    expect(Math.min(...prices)).toBe(800);
    expect(Math.max(...prices)).toBe(3500);
    for (const row of rows) {
      expect(row).toMatchObject({ isPublished: true, status: 'published', approvalStatus: 'approved' });
      expect(row.startTime.getTime()).toBeGreaterThan(Date.now());
      expect(row.spotsRemaining).toBe(row.capacity);
      // Pinned where their address is, in Barcelona, so they show on explore's map.
      expect(row.latitude).toBeGreaterThan(41.35);
      expect(row.latitude).toBeLessThan(41.43);
      expect(row.longitude).toBeGreaterThan(2.1);
      expect(row.longitude).toBeLessThan(2.22);
    }
    expect(new Set(rows.map((r) => `${r.latitude},${r.longitude}`)).size).toBe(8);
    // They are the host's own to manage, and guests can find them.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/host/activities',
      headers: { cookie: host.cookie },
    });
    expect((mine.json() as HostActivityList).items).toHaveLength(8);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/activities/${ids[0]}` });
    expect(page.statusCode).toBe(200);
  });

  it.each([['verified_host'], ['admin']] as const)('lets a %s seed too', async (role) => {
    const account = await signUp(ctx.app, { roles: [role] });
    const res = await seed(account.cookie);
    expect(res.statusCode).toBe(201);
    expect(await activitiesOf(account.id)).toHaveLength(8);
  });
});

describe('GET /api/host/seed-activities', () => {
  it('tells a signed-in caller that sample activities are offered (outside production)', async () => {
    const guest = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/host/seed-activities',
      headers: { cookie: guest.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true });
  });
});

describe('sample activities in production', () => {
  const production = useTestApp(PRODUCTION_ENV);

  it('are not offered: the status says so and a new host publishes nothing by asking', async () => {
    const host = await signUp(production.app, { roles: ['host'] });
    const headers = { cookie: host.cookie };

    const status = await production.app.inject({ method: 'GET', url: '/api/host/seed-activities', headers });
    expect(status.json()).toEqual({ available: false });
    const res = await production.app.inject({ method: 'POST', url: '/api/host/seed-activities', headers });

    expect(res.statusCode).toBe(404);
    const created = await production.app.db.select().from(activities).where(eq(activities.hostId, host.id));
    expect(created).toEqual([]);
  });
});
