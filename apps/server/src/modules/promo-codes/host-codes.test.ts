import { PROMO_CODE_MESSAGES, type PromoCode } from '@sortim/contracts/promo-code-management';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, promoCodeActivities, promoCodes } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createPaymentSession, createUser } from '#src/test/factories.ts';
import { createPromoCode } from '#src/test/promo-codes.ts';

/*
 * A host's promo codes: made for some or all of their own activities, listed with their state, uses and
 * sales, changed only while unused, paused and resumed at any time; another host's code or activity is out
 * of reach, and a refused change writes nothing.
 */

const ctx = useTestApp();
const M = PROMO_CODE_MESSAGES;
const DAY = 24 * 60 * 60 * 1000;

const asHost = () => signUp(ctx.app, { name: 'Hana Host', roles: ['host'] });

const call = (who: TestAccount | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

const codesOf = async (who: TestAccount) =>
  (await call(who, 'GET', '/api/host/codes')).json().codes as PromoCode[];

let n = 0;
/** A fresh code text, so tests do not collide on the one code namespace. */
const fresh = (stem = 'FRIENDS') => `${stem}-${++n}-${Date.now().toString(36)}`.toUpperCase().slice(0, 30);

describe('POST /api/host/codes', () => {
  it('makes a code for chosen activities of the host, listed as live, unused and editable', async () => {
    const host = await asHost();
    const walk = await createActivity(ctx.app.db, { hostId: host.id, title: 'Gothic walk' });
    const code = fresh().toLowerCase();
    const res = await call(host, 'POST', '/api/host/codes', {
      code,
      amountOffCents: 500,
      totalLimit: 20,
      perAccountLimit: 1,
      minParty: 2,
      note: 'Welcome, friends of the bakery',
      unlocksHidden: true,
      scope: { kind: 'activities', activityIds: [walk.id, walk.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      code: code.toUpperCase(),
      percentOff: null,
      amountOffCents: 500,
      totalLimit: 20,
      perAccountLimit: 1,
      minParty: 2,
      note: 'Welcome, friends of the bakery',
      unlocksHidden: true,
      scope: { kind: 'activities', activities: [{ id: walk.id, title: 'Gothic walk' }] },
      state: 'live',
      uses: 0,
      revenueCents: 0,
      discountCents: 0,
      editable: true,
    });
    const [row] = await ctx.app.db.select().from(promoCodes).where(eq(promoCodes.id, res.json().id));
    expect(row).toMatchObject({ hostId: host.id, createdBy: host.id, allActivities: false });
    expect(await codesOf(host)).toEqual([res.json()]);
  });

  it('makes a code for all the host’s activities, scheduled until its start', async () => {
    const host = await asHost();
    const startsAt = new Date(Date.now() + DAY).toISOString();
    const res = await call(host, 'POST', '/api/host/codes', {
      code: fresh(),
      percentOff: 20,
      startsAt,
      scope: { kind: 'all' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ scope: { kind: 'all' }, state: 'scheduled', startsAt });
  });

  it('refuses a code another code already reads, whatever its case and owner', async () => {
    const other = await createPromoCode(ctx.app.db, { hostId: (await createUser(ctx.app.db)).id });
    const host = await asHost();
    const res = await call(host, 'POST', '/api/host/codes', {
      code: other.code.toLowerCase(),
      percentOff: 10,
      scope: { kind: 'all' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ message: M.codeTaken, messageKey: 'promoCodes.codeTaken' });
    expect(await codesOf(host)).toEqual([]);
  });

  it('refuses another host’s activity, and writes nothing', async () => {
    const host = await asHost();
    const own = await createActivity(ctx.app.db, { hostId: host.id });
    const theirs = await createActivity(ctx.app.db, { hostId: (await createUser(ctx.app.db)).id });
    const code = fresh();
    const res = await call(host, 'POST', '/api/host/codes', {
      code,
      percentOff: 10,
      scope: { kind: 'activities', activityIds: [own.id, theirs.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: M.notYourActivity,
      fields: { 'scope.activityIds': M.notYourActivity },
    });
    expect(await ctx.app.db.select().from(promoCodes).where(eq(promoCodes.code, code))).toEqual([]);
  });

  it('says what is wrong with a form, field by field, and writes nothing', async () => {
    const host = await asHost();
    const refusals: [object, string, string][] = [
      [{ percentOff: 10, amountOffCents: 500 }, 'percentOff', M.oneDiscount],
      [{ percentOff: 0 }, 'percentOff', M.percentOff],
      [{ percentOff: 10, code: 'a b' }, 'code', M.codeShape],
      [{ percentOff: 10, minParty: 30 }, 'minParty', M.minParty],
      [{ percentOff: 10, totalLimit: 0 }, 'totalLimit', M.limit],
      [{ percentOff: 10, note: 'x'.repeat(201) }, 'note', M.note],
      [
        { percentOff: 10, startsAt: '2027-05-02T10:00:00Z', endsAt: '2027-05-01T10:00:00Z' },
        'endsAt',
        M.window,
      ],
    ];
    for (const [body, field, message] of refusals) {
      const res = await call(host, 'POST', '/api/host/codes', {
        code: fresh(),
        scope: { kind: 'all' },
        ...body,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields, field).toEqual({ [field]: message });
    }
    expect(await codesOf(host)).toEqual([]);
  });
});

describe('PUT /api/host/codes/:id', () => {
  it('changes an unused code, its activities with it', async () => {
    const host = await asHost();
    const [first, second] = [
      await createActivity(ctx.app.db, { hostId: host.id, title: 'First' }),
      await createActivity(ctx.app.db, { hostId: host.id, title: 'Second' }),
    ];
    const code = await createPromoCode(ctx.app.db, { hostId: host.id, activityIds: [first?.id ?? ''] });
    const renamed = fresh('RENAMED');
    const res = await call(host, 'PUT', `/api/host/codes/${code.id}`, {
      code: renamed,
      percentOff: 25,
      scope: { kind: 'activities', activityIds: [second?.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: renamed,
      percentOff: 25,
      scope: { kind: 'activities', activities: [{ id: second?.id, title: 'Second' }] },
    });
    const named = await ctx.app.db
      .select({ activityId: promoCodeActivities.activityId })
      .from(promoCodeActivities)
      .where(eq(promoCodeActivities.codeId, code.id));
    expect(named).toEqual([{ activityId: second?.id }]);
  });

  it('refuses to change a code a booking kept or a hold holds, and changes nothing', async () => {
    const host = await asHost();
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const booked = await createPromoCode(ctx.app.db, { hostId: host.id });
    const held = await createPromoCode(ctx.app.db, { hostId: host.id });
    const guest = await createUser(ctx.app.db);
    const discounted = {
      subtotalCents: 1500,
      discountCents: 150,
      amountCents: 1350,
      discountPayer: 'host',
    } as const;
    await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      promoCodeId: booked.id,
      ...discounted,
    });
    await createPaymentSession(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      promoCodeId: held.id,
      ...discounted,
    });
    for (const code of [booked, held]) {
      const res = await call(host, 'PUT', `/api/host/codes/${code.id}`, {
        code: code.code,
        percentOff: 90,
        scope: { kind: 'all' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        message: M.notEditable,
        messageKey: 'promoCodes.notEditable',
      });
      const [row] = await ctx.app.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
      expect(row?.percentOff).toBe(10);
    }
    const listed = await codesOf(host);
    expect(listed.map((code) => [code.code, code.uses, code.editable])).toEqual(
      expect.arrayContaining([
        [booked.code, 1, false],
        [held.code, 1, false],
      ]),
    );
  });

  it('answers another host’s code as a missing one, and leaves it alone', async () => {
    const owner = await asHost();
    const code = await createPromoCode(ctx.app.db, { hostId: owner.id });
    const intruder = await asHost();
    const put = await call(intruder, 'PUT', `/api/host/codes/${code.id}`, {
      code: code.code,
      percentOff: 99,
      scope: { kind: 'all' },
    });
    const pause = await call(intruder, 'POST', `/api/host/codes/${code.id}/pause`);
    const missing = await call(intruder, 'POST', '/api/host/codes/not-an-id/pause');
    expect([put.statusCode, pause.statusCode, missing.statusCode]).toEqual([404, 404, 404]);
    expect(put.json().error.message).toBe(M.notFound);
    const [row] = await ctx.app.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row).toMatchObject({ percentOff: 10, pausedAt: null });
    expect(await codesOf(intruder)).toEqual([]);
  });
});

describe('POST /api/host/codes/:id/pause and /resume', () => {
  it('pauses and resumes a used code, as often as asked', async () => {
    const host = await asHost();
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const code = await createPromoCode(ctx.app.db, { hostId: host.id });
    await createBooking(ctx.app.db, {
      userId: (await createUser(ctx.app.db)).id,
      activityId: activity.id,
      promoCodeId: code.id,
      discountPayer: 'host',
      subtotalCents: 1500,
      discountCents: 150,
      amountCents: 1350,
    });
    const paused = await call(host, 'POST', `/api/host/codes/${code.id}/pause`);
    expect(paused.json()).toMatchObject({ state: 'paused', pausedAt: expect.any(String), editable: false });
    const again = await call(host, 'POST', `/api/host/codes/${code.id}/pause`);
    expect(again.json().pausedAt).toBe(paused.json().pausedAt);
    const resumed = await call(host, 'POST', `/api/host/codes/${code.id}/resume`);
    expect(resumed.json()).toMatchObject({ state: 'live', pausedAt: null });
    // A host's own codes are theirs: no admin action to audit.
    expect(await ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, code.id))).toEqual([]);
  });
});

describe('GET /api/host/codes', () => {
  it('shows what each code sold: uses, revenue and discount given, and no other host’s codes', async () => {
    const host = await asHost();
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const code = await createPromoCode(ctx.app.db, { hostId: host.id, totalLimit: 3 });
    const party = (status: 'paid' | 'cancelled' | 'refunded', extra: object = {}) =>
      createUser(ctx.app.db).then((guest) =>
        createBooking(ctx.app.db, {
          userId: guest.id,
          activityId: activity.id,
          status,
          spots: 2,
          promoCodeId: code.id,
          discountPayer: 'host',
          subtotalCents: 3000,
          discountCents: 300,
          amountCents: 2700,
          ...extra,
        }),
      );
    await party('paid');
    await party('cancelled', { refundedCents: 0 });
    await party('refunded', { refundedCents: 2700, refundedAt: new Date() });
    await createPromoCode(ctx.app.db, { hostId: (await asHost()).id });

    const [listed, ...others] = await codesOf(host);
    expect(others).toEqual([]);
    // The refunded booking gave its use back: 2 of 3 used, still live.
    expect(listed).toMatchObject({ uses: 2, revenueCents: 5400, discountCents: 600, state: 'live' });
    await party('paid');
    expect((await codesOf(host))[0]).toMatchObject({ uses: 3, state: 'used_up', revenueCents: 8100 });
  });
});
