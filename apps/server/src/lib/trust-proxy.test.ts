import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#src/db/schema.ts';
import { CONTACT_RATE_LIMIT } from '#src/modules/contact/contact.routes.ts';
import { PRODUCTION_ENV, useTestApp } from '#src/test/app.ts';
import { cookieFrom, signUp } from '#src/test/auth.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

/*
 * Whose address a request is: the socket's unless TRUST_PROXY names the proxies in front. Seen through
 * what depends on it: the per-IP rate limit (contact: CONTACT_RATE_LIMIT.max an hour) and the IP a new
 * session records.
 */

const production = { ...PRODUCTION_ENV, RATE_LIMIT_ENABLED: 'true' };

const contact = {
  name: 'Ana Costa',
  email: 'ana@example.test',
  subject: 'A question',
  message: 'Do the forest hikes run when it rains?',
};

type Ctx = ReturnType<typeof useTestApp>;

/** One more than the limit allows, each from `remoteAddress` with the X-Forwarded-For `forwarded(i)`. */
async function contactBurst(ctx: Ctx, remoteAddress: string, forwarded: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      remoteAddress,
      headers: { 'x-forwarded-for': forwarded(i) },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const limited = [...Array(CONTACT_RATE_LIMIT.max).fill(202), 429];

/** Signs in through the given socket address and header; the IP the new session recorded. */
async function sessionIp(ctx: Ctx, remoteAddress: string, forwarded: string): Promise<string | null> {
  const account = await signUp(ctx.app);
  const signIn = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: account.email, password: account.password },
    remoteAddress,
    // The header better-auth reads is ours to set; a client sending it is not believed either.
    headers: { 'x-forwarded-for': forwarded, 'x-sortim-client-ip': '192.0.2.250' },
  });
  expect(signIn.statusCode).toBe(200);
  const token = cookieFrom(signIn.headers['set-cookie']);
  const [row] = await ctx.app.db
    .select({ ip: sessions.ipAddress, token: sessions.token })
    .from(sessions)
    .where(eq(sessions.userId, account.id))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  expect(token).toContain(row?.token ?? 'no session');
  return row?.ip ?? null;
}

describe('fastifyTrustProxy', () => {
  it('trusts nothing when unset', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
  });

  it('turns a hop count into trusting that many hops from the socket', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('198.51.100.1', 1)).toBe(false);
  });

  it('passes addresses and CIDR ranges on', () => {
    expect(fastifyTrustProxy(['10.0.0.0/8', '::1'])).toEqual(['10.0.0.0/8', '::1']);
  });
});

describe('TRUST_PROXY unset (production)', () => {
  const ctx = useTestApp(production);

  it('keeps a client rotating X-Forwarded-For under the per-IP limit', async () => {
    expect(await contactBurst(ctx, '203.0.113.50', (i) => `198.51.100.${i + 1}`)).toEqual(limited);
  });

  it('records the socket address as the session IP, not a header the client sent', async () => {
    expect(await sessionIp(ctx, '203.0.113.51', '198.51.100.66')).toBe('203.0.113.51');
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  const ctx = useTestApp({ ...production, TRUST_PROXY: '1' });

  it('counts each client by the address the proxy appended, whatever the client put before it', async () => {
    const spoofed = await contactBurst(ctx, '127.0.0.1', (i) => `10.9.9.${i}, 198.51.100.10`);
    expect(spoofed).toEqual(limited);
    const other = await contactBurst(ctx, '127.0.0.1', () => '198.51.100.11');
    expect(other).toEqual(limited);
  });

  it("records the proxy's client as the session IP", async () => {
    expect(await sessionIp(ctx, '127.0.0.1', '192.0.2.99, 198.51.100.30')).toBe('198.51.100.30');
  });
});

describe('TRUST_PROXY as proxy addresses', () => {
  const ctx = useTestApp({ ...production, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });

  it('believes X-Forwarded-For from a listed proxy', async () => {
    expect(await contactBurst(ctx, '10.1.2.3', () => '198.51.100.40')).toEqual(limited);
    expect(await sessionIp(ctx, '10.1.2.3', '198.51.100.41')).toBe('198.51.100.41');
  });

  it('ignores it from anyone else', async () => {
    expect(await contactBurst(ctx, '203.0.113.60', (i) => `198.51.100.${100 + i}`)).toEqual(limited);
    expect(await sessionIp(ctx, '203.0.113.61', '198.51.100.42')).toBe('203.0.113.61');
  });
});
