import { PROMO_CODE_MESSAGES, type PromoCode } from '@sortim/contracts/promo-code-management';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, promoCodes } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createUser } from '#src/test/factories.ts';
import { createPromoCode } from '#src/test/promo-codes.ts';

/*
 * The platform's codes (an admin's, no host: the discount comes off the platform's fee): for any activity
 * or all of them, each change audited with the admin who made it. Hosts' codes are not in the admin's list,
 * nor platform codes in a host's; guests, hosts and visitors cannot reach these routes.
 */

const ctx = useTestApp();
const M = PROMO_CODE_MESSAGES;

const call = (who: TestAccount | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

const auditOf = (codeId: string) =>
  ctx.app.db
    .select({ actorId: auditLog.actorId, action: auditLog.action, targetType: auditLog.targetType })
    .from(auditLog)
    .where(eq(auditLog.targetId, codeId))
    .orderBy(asc(auditLog.seq));

describe('the platform’s codes', () => {
  it('are made for any host’s activities, changed while unused, paused and resumed, each step audited', async () => {
    const admin = await signUp(ctx.app, { name: 'Ada Admin', roles: ['admin'] });
    const hostA = await createUser(ctx.app.db);
    const hostB = await createUser(ctx.app.db);
    const a = await createActivity(ctx.app.db, { hostId: hostA.id, title: 'Tapas crawl' });
    const b = await createActivity(ctx.app.db, { hostId: hostB.id, title: 'Kayak trip' });

    const made = await call(admin, 'POST', '/api/admin/codes', {
      code: 'welcome-bcn',
      amountOffCents: 300,
      scope: { kind: 'activities', activityIds: [a.id, b.id] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const code = made.json() as PromoCode;
    expect(code).toMatchObject({ code: 'WELCOME-BCN', state: 'live', editable: true });
    expect(code.scope.kind === 'activities' && code.scope.activities.map((x) => x.title).sort()).toEqual([
      'Kayak trip',
      'Tapas crawl',
    ]);
    const [row] = await ctx.app.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row).toMatchObject({ hostId: null, createdBy: admin.id });

    const changed = await call(admin, 'PUT', `/api/admin/codes/${code.id}`, {
      code: 'WELCOME-BCN',
      percentOff: 15,
      scope: { kind: 'all' },
    });
    expect(changed.json()).toMatchObject({ percentOff: 15, amountOffCents: null, scope: { kind: 'all' } });
    await call(admin, 'POST', `/api/admin/codes/${code.id}/pause`);
    await call(admin, 'POST', `/api/admin/codes/${code.id}/resume`);

    expect(await auditOf(code.id)).toEqual(
      ['promo-code.create', 'promo-code.update', 'promo-code.pause', 'promo-code.resume'].map((action) => ({
        actorId: admin.id,
        action,
        targetType: 'promo-code',
      })),
    );
  });

  it('are listed apart from hosts’ codes, each owner seeing only their own', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const host = await signUp(ctx.app, { roles: ['host'] });
    const platform = await createPromoCode(ctx.app.db, { hostId: null });
    const hosts = await createPromoCode(ctx.app.db, { hostId: host.id });

    const adminList = (await call(admin, 'GET', '/api/admin/codes')).json().codes as PromoCode[];
    expect(adminList.map((c) => c.id)).toContain(platform.id);
    expect(adminList.map((c) => c.id)).not.toContain(hosts.id);
    const hostList = (await call(host, 'GET', '/api/host/codes')).json().codes as PromoCode[];
    expect(hostList.map((c) => c.id)).toEqual([hosts.id]);

    // A host's code cannot be changed through the admin's routes either: it is not a platform code.
    const res = await call(admin, 'POST', `/api/admin/codes/${hosts.id}/pause`);
    expect(res.statusCode).toBe(404);
  });

  it('refuses an activity that does not exist, and writes nothing', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const res = await call(admin, 'POST', '/api/admin/codes', {
      code: 'NOWHERE-1',
      percentOff: 10,
      scope: { kind: 'activities', activityIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.unknownActivity);
    expect(await ctx.app.db.select().from(promoCodes).where(eq(promoCodes.code, 'NOWHERE-1'))).toEqual([]);
  });

  it('are out of reach of visitors, guests and hosts, and hosts’ codes of visitors and guests', async () => {
    const guest = await signUp(ctx.app);
    const host = await signUp(ctx.app, { roles: ['host'] });
    const body = { code: 'SNEAKY-1', percentOff: 50, scope: { kind: 'all' } };
    const answers = [
      (await call(null, 'POST', '/api/admin/codes', body)).statusCode,
      (await call(guest, 'POST', '/api/admin/codes', body)).statusCode,
      (await call(host, 'POST', '/api/admin/codes', body)).statusCode,
      (await call(null, 'POST', '/api/host/codes', body)).statusCode,
      (await call(guest, 'POST', '/api/host/codes', body)).statusCode,
      (await call(guest, 'GET', '/api/host/codes')).statusCode,
    ];
    expect(answers).toEqual([401, 403, 403, 401, 403, 403]);
    expect(await ctx.app.db.select().from(promoCodes).where(eq(promoCodes.code, 'SNEAKY-1'))).toEqual([]);
  });
});
