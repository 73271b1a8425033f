import type { BecomeHostInput } from '@sortim/contracts/hosting';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostApplications, profiles, userRoles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { rolesOf, signUp } from '#src/test/auth.ts';

const ctx = useTestApp();

const quickSetup = (overrides: Partial<BecomeHostInput> = {}): BecomeHostInput => ({
  phone: '+34 600 123 456',
  notificationEmail: 'bookings@example.test',
  activityType: 'Cook Together',
  ...overrides,
});

const become = (payload: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/host/become',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const verify = (cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/host/role/verify', headers: cookie ? { cookie } : {} });

const applicationsOf = (userId: string) =>
  ctx.app.db.select().from(hostApplications).where(eq(hostApplications.userId, userId));

async function profileOf(userId: string) {
  const [row] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

describe('POST /api/host/become', () => {
  it('refuses anonymous callers', async () => {
    expect((await become(quickSetup())).statusCode).toBe(401);
  });

  it('records one approved application and grants the host role', async () => {
    const guest = await signUp(ctx.app);

    const res = await become(quickSetup(), guest.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasHostRole: true, restored: true, roles: ['host', 'user'] });
    expect(await rolesOf(ctx.app, guest.id)).toEqual(['host', 'user']);
    const applications = await applicationsOf(guest.id);
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({
      status: 'approved',
      activityType: 'Cook Together',
      phone: '+34 600 123 456',
      notificationEmail: 'bookings@example.test',
      reviewedBy: null,
    });
    expect(applications[0]?.reviewedAt).toBeInstanceOf(Date);
    // The notification address is where host notices go from now on.
    expect(await profileOf(guest.id)).toMatchObject({
      phone: '+34 600 123 456',
      payoutEmail: 'bookings@example.test',
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: guest.cookie } });
    expect(me.json().roles).toContain('host');
  });

  it.each([
    ['phone', { phone: '' }],
    ['notificationEmail', { notificationEmail: '' }],
    ['activityType', { activityType: undefined }],
  ] as const)('answers 400 naming %s when it is missing, and writes nothing', async (field, change) => {
    const guest = await signUp(ctx.app);

    const res = await become(quickSetup(change), guest.cookie);

    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
    expect(await applicationsOf(guest.id)).toEqual([]);
    expect(await rolesOf(ctx.app, guest.id)).toEqual(['user']);
    expect(await profileOf(guest.id)).toMatchObject({ phone: null, payoutEmail: null });
  });

  it('refuses an activity type that is not on the list, and an address that is not one', async () => {
    const guest = await signUp(ctx.app);

    const type = await become({ ...quickSetup(), activityType: 'Skydiving' }, guest.cookie);
    const email = await become(quickSetup({ notificationEmail: 'not-an-address' }), guest.cookie);

    expect(type.statusCode).toBe(400);
    expect(type.json().error.fields).toHaveProperty('activityType');
    expect(email.statusCode).toBe(400);
    expect(email.json().error.fields).toHaveProperty('notificationEmail');
    expect(await applicationsOf(guest.id)).toEqual([]);
  });

  it('keeps one application when called again, and updates the notification address', async () => {
    const guest = await signUp(ctx.app);

    const first = await become(quickSetup(), guest.cookie);
    const second = await become(quickSetup({ notificationEmail: 'new@example.test' }), guest.cookie);

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ hasHostRole: true, restored: false, roles: ['host', 'user'] });
    expect(await applicationsOf(guest.id)).toHaveLength(1);
    expect((await profileOf(guest.id))?.payoutEmail).toBe('new@example.test');
  });

  it('records one application when submitted twice at once', async () => {
    const guest = await signUp(ctx.app);

    const results = await Promise.all([
      become(quickSetup(), guest.cookie),
      become(quickSetup(), guest.cookie),
    ]);

    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await applicationsOf(guest.id)).toHaveLength(1);
    expect(await rolesOf(ctx.app, guest.id)).toEqual(['host', 'user']);
  });

  it('leaves a verified host with their single hosting role', async () => {
    const verified = await signUp(ctx.app, { roles: ['user', 'verified_host'] });

    const res = await become(quickSetup(), verified.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasHostRole: true, restored: false, roles: ['user', 'verified_host'] });
    expect(await rolesOf(ctx.app, verified.id)).toEqual(['user', 'verified_host']);
  });
});

describe('POST /api/host/role/verify', () => {
  it('refuses anonymous callers', async () => {
    expect((await verify()).statusCode).toBe(401);
  });

  it('gives the role back to someone whose application was approved', async () => {
    const guest = await signUp(ctx.app);
    expect((await become(quickSetup(), guest.cookie)).statusCode).toBe(200);
    await ctx.app.db.delete(userRoles).where(and(eq(userRoles.userId, guest.id), eq(userRoles.role, 'host')));

    const res = await verify(guest.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasHostRole: true, restored: true, roles: ['host', 'user'] });
    expect(await rolesOf(ctx.app, guest.id)).toEqual(['host', 'user']);
    expect(await applicationsOf(guest.id)).toHaveLength(1);
  });

  it('says a host already hosts, without changing anything', async () => {
    const host = await signUp(ctx.app, { roles: ['host', 'user'] });

    const res = await verify(host.cookie);

    expect(res.json()).toEqual({ hasHostRole: true, restored: false, roles: ['host', 'user'] });
  });

  it('says no to a plain user, and grants nothing', async () => {
    const guest = await signUp(ctx.app);

    const res = await verify(guest.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasHostRole: false, restored: false, roles: ['user'] });
    expect(await rolesOf(ctx.app, guest.id)).toEqual(['user']);
  });

  it('does not restore the role from a rejected application', async () => {
    const guest = await signUp(ctx.app);
    await ctx.app.db.insert(hostApplications).values({
      userId: guest.id,
      status: 'rejected',
      activityType: 'Other',
      phone: '+34 600 000 000',
      notificationEmail: guest.email,
      reviewedAt: new Date(),
    });

    const res = await verify(guest.cookie);

    expect(res.json()).toEqual({ hasHostRole: false, restored: false, roles: ['user'] });
  });
});
