import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';

const signIn = (app: ReturnType<typeof useTestApp>['app'], email: string, ip = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    payload: { email, password: 'wrong-password' },
  });

describe('abuse limits on accounts', { timeout: 60_000 }, () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'true' });

  it('stops guessing one account’s password after 10 tries, from any address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signIn(ctx.app, 'target@example.test', `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await signIn(ctx.app, 'target@example.test', '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait a moment and try again.' },
    });
    // Another account is not affected.
    expect((await signIn(ctx.app, 'someone-else@example.test', '198.51.100.1')).statusCode).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '192.0.2.50',
        payload: { name: 'Bot Account', email: `bot-${i}@example.test`, password: 'secret123' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('limits reset requests per account', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `192.0.2.${100 + i}`,
        payload: { email: 'reset-target@example.test', redirectTo: '/reset-password' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
