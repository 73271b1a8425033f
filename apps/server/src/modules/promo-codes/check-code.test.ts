import { PROMO_MESSAGES } from '@sortim/contracts/promo-codes';
import { describe, expect, it } from 'vitest';
import { priceCategories } from '#src/db/schema.ts';
import { Conflict } from '#src/lib/errors.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createUser } from '#src/test/factories.ts';
import { countingDatabase, createPromoCode } from '#src/test/promo-codes.ts';
import { checkCode } from './check-code.service.ts';

/*
 * POST /api/activities/:id/code: 'Have a code?' and a `?code=` link. A code that applies answers with its
 * terms, its note and the hidden prices it unlocks; every code that does not apply here (unknown, ended,
 * not started, paused, another host's) gets the one refusal, by the same database work.
 */

const ctx = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function hostWithActivity() {
  const host = await createUser(ctx.app.db, { roles: ['host'] });
  const activity = await createActivity(ctx.app.db, { hostId: host.id, title: 'Vermut tasting' });
  const [friends] = await ctx.app.db
    .insert(priceCategories)
    .values({
      activityId: activity.id,
      position: 1,
      kind: 'custom',
      names: { en: 'Friends', es: 'Amigos', ca: 'Amics' },
      priceCents: 1000,
      codeOnly: true,
    })
    .returning();
  return { host, activity, friends };
}

const check = (activityId: string, code: string, who?: TestAccount) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/activities/${activityId}/code`,
    payload: { code },
    headers: who ? { cookie: who.cookie } : {},
  });

describe('POST /api/activities/:id/code', () => {
  it('applies a live code of the activity’s host: its terms, its note and the hidden prices it unlocks', async () => {
    const { host, activity, friends } = await hostWithActivity();
    const code = await createPromoCode(ctx.app.db, {
      hostId: host.id,
      code: 'BAKERY-FRIENDS',
      percentOff: 20,
      minParty: 2,
      note: 'Welcome, friends of the bakery',
      unlocksHidden: true,
      activityIds: [activity.id],
    });
    const res = await check(activity.id, 'bakery-friends');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: code.code,
      percentOff: 20,
      amountOffCents: null,
      minParty: 2,
      payer: 'host',
      feePercent: 10,
      note: 'Welcome, friends of the bakery',
      unlocksHidden: true,
      unlocked: [expect.objectContaining({ id: friends?.id, codeOnly: true, priceCents: 1000 })],
    });
  });

  it('applies a platform code for every activity, unlocking nothing it was not made to', async () => {
    const { activity } = await hostWithActivity();
    const code = await createPromoCode(ctx.app.db, { hostId: null, amountOffCents: 500 });
    const res = await check(activity.id, code.code);
    expect(res.json()).toMatchObject({ payer: 'platform', amountOffCents: 500, unlocked: [] });
  });

  it('gives one refusal for a code that is unknown, ended, not started, paused or another host’s', async () => {
    const { host, activity } = await hostWithActivity();
    const past = new Date(Date.now() - DAY);
    const future = new Date(Date.now() + DAY);
    const codes = [
      'NO-SUCH-CODE',
      (await createPromoCode(ctx.app.db, { hostId: host.id, endsAt: past })).code,
      (await createPromoCode(ctx.app.db, { hostId: host.id, startsAt: future })).code,
      (await createPromoCode(ctx.app.db, { hostId: host.id, pausedAt: past })).code,
      (await createPromoCode(ctx.app.db, { hostId: (await createUser(ctx.app.db)).id })).code,
    ];
    for (const code of codes) {
      const res = await check(activity.id, code);
      expect(res.statusCode, code).toBe(409);
      expect(res.json().error, code).toMatchObject({
        message: PROMO_MESSAGES.invalid,
        messageKey: 'promo.invalid',
      });
    }
  });

  it('does the same database work for a wrong code as for an expired one', async () => {
    const { host, activity } = await hostWithActivity();
    const expired = await createPromoCode(ctx.app.db, {
      hostId: host.id,
      endsAt: new Date(Date.now() - DAY),
    });
    const { db, statements } = countingDatabase(ctx.database);
    const workFor = async (code: string) => {
      statements.length = 0;
      await expect(checkCode(db, null, activity.id, code, 10)).rejects.toEqual(
        new Conflict(PROMO_MESSAGES.invalid),
      );
      return [...statements];
    };
    const wrong = await workFor('WRONG-GUESS-1');
    const ended = await workFor(expired.code);
    expect(wrong.length).toBeGreaterThan(0);
    expect(ended).toEqual(wrong);
  });

  it('says when a code is used up, or used up by this guest (only a signed-in guest has uses)', async () => {
    const { host, activity } = await hostWithActivity();
    const guest = await signUp(ctx.app);
    const booking = (codeId: string, userId: string) =>
      createBooking(ctx.app.db, {
        userId,
        activityId: activity.id,
        promoCodeId: codeId,
        discountPayer: 'host',
        subtotalCents: 1500,
        discountCents: 150,
        amountCents: 1350,
      });
    const usedUp = await createPromoCode(ctx.app.db, { hostId: host.id, totalLimit: 1 });
    await booking(usedUp.id, (await createUser(ctx.app.db)).id);
    const once = await createPromoCode(ctx.app.db, { hostId: host.id, perAccountLimit: 1 });
    const other = await createActivity(ctx.app.db, { hostId: host.id });
    await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: other.id,
      promoCodeId: once.id,
      discountPayer: 'host',
      subtotalCents: 1500,
      discountCents: 150,
      amountCents: 1350,
    });

    expect((await check(activity.id, usedUp.code, guest)).json().error.message).toBe(PROMO_MESSAGES.usedUp);
    expect((await check(activity.id, once.code, guest)).json().error.message).toBe(PROMO_MESSAGES.perAccount);
    expect((await check(activity.id, once.code)).statusCode).toBe(200);
  });

  it('answers an activity guests cannot see, or no activity, as not found', async () => {
    const { host } = await hostWithActivity();
    const draft = await createActivity(ctx.app.db, { hostId: host.id, isPublished: false, status: 'draft' });
    const code = await createPromoCode(ctx.app.db, { hostId: host.id });
    expect((await check(draft.id, code.code)).statusCode).toBe(404);
    expect((await check('not-an-activity', code.code)).statusCode).toBe(404);
  });

  it('refuses a code that cannot be one before looking it up', async () => {
    const { activity } = await hostWithActivity();
    const res = await check(activity.id, 'no spaces allowed');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ code: PROMO_MESSAGES.invalid });
  });
});
