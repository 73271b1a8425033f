import { PROMO_MESSAGES } from '@sortim/contracts/promo-codes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createUser } from '#src/test/factories.ts';
import { createPromoCode } from '#src/test/promo-codes.ts';

/*
 * Guessing codes is limited: 10 tries in 10 minutes per account (from any address), 30 per address (a
 * visitor who is not signed in: 10). What a guesser hears then is the promo copy, not a generic refusal.
 */

const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'true' });

const tryCode = (activityId: string, code: string, ip: string, who?: TestAccount) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/activities/${activityId}/code`,
    remoteAddress: ip,
    payload: { code },
    headers: who ? { cookie: who.cookie } : {},
  });

async function activityWithCode() {
  const host = await createUser(ctx.app.db, { roles: ['host'] });
  const activity = await createActivity(ctx.app.db, { hostId: host.id });
  const code = await createPromoCode(ctx.app.db, { hostId: host.id });
  return { activity, code };
}

describe('tries at a code', { timeout: 60_000 }, () => {
  it('stop an account after 10 in 10 minutes, from any address, with the promo copy', async () => {
    const { activity, code } = await activityWithCode();
    const guesser = await signUp(ctx.app);
    for (let i = 0; i < 10; i++) {
      expect((await tryCode(activity.id, `GUESS-${i}`, `203.0.113.${i + 1}`, guesser)).statusCode).toBe(409);
    }
    // Even the right code now waits: the limit counts tries, not wrong answers.
    const blocked = await tryCode(activity.id, code.code, '198.51.100.1', guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: 'rate_limited',
      message: PROMO_MESSAGES.tooManyTries,
      messageKey: 'promo.tooManyTries',
    });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another guest on that address is not held up.
    expect((await tryCode(activity.id, code.code, '198.51.100.1', await signUp(ctx.app))).statusCode).toBe(
      200,
    );
  });

  it('stop an address after 30, however many accounts try from it', async () => {
    const { activity } = await activityWithCode();
    const ip = '192.0.2.77';
    const guests = [
      await signUp(ctx.app),
      await signUp(ctx.app),
      await signUp(ctx.app),
      await signUp(ctx.app),
    ];
    const answers: number[] = [];
    // 8 tries each: none reaches its account's 10, together they reach the address's 30.
    for (let i = 0; i < 31; i++) {
      answers.push((await tryCode(activity.id, `GUESS-${i}`, ip, guests[Math.floor(i / 8)])).statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 409)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('stop a visitor who is not signed in after 10 from one address', async () => {
    const { activity } = await activityWithCode();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await tryCode(activity.id, `GUESS-${i}`, '192.0.2.88')).statusCode);
    expect(answers).toEqual([...Array(10).fill(409), 429]);
  });
});
