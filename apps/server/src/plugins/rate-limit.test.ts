import { RATE_LIMITED_MESSAGE } from '@sortim/contracts/common';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enforceRateLimits, rateLimit } from '#src/lib/rate-limit.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';
import { databasePlugin } from './database.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import { rateLimitPlugin } from './rate-limit.ts';

const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email;

/** The plugin and helpers on probe routes, with the counters in a real database. */
async function probeApp(database: TestDatabase, enabled: boolean) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { handle: database });
  await app.register(rateLimitPlugin, { enabled });
  const twoPerMinute = { config: { rateLimit: rateLimit({ max: 2, timeWindow: '1 minute' }) } };
  app.get('/first', twoPerMinute, async () => ({ ok: true }));
  app.get('/second', twoPerMinute, async () => ({ ok: true }));
  app.get('/open', async () => ({ ok: true }));
  app.post(
    '/reset',
    { config: { rateLimit: rateLimit({ max: 1, timeWindow: '1 minute', key: bodyEmail }) } },
    async () => ({ ok: true }),
  );
  app.post(
    '/sign-in',
    {
      preHandler: enforceRateLimits(app, [
        { scope: 'sign-in:ip', max: 3, timeWindow: '1 minute' },
        { scope: 'sign-in:account', max: 2, timeWindow: '1 minute', key: bodyEmail },
      ]),
    },
    async () => ({ ok: true }),
  );
  return app;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('rate limits', () => {
  let app: Awaited<ReturnType<typeof probeApp>>;
  beforeAll(async () => {
    app = await probeApp(database, true);
  });
  afterAll(() => app.close());

  const get = (url: string, remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress });
  const post = (url: string, email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url, payload: { email }, remoteAddress });

  it('answers 429 in the API error format once a route limit is used up', async () => {
    expect((await get('/first', '192.0.2.1')).statusCode).toBe(200);
    const last = await get('/first', '192.0.2.1');
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-ratelimit-remaining']).toBe('0');

    const refused = await get('/first', '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('counts each route and each IP separately', async () => {
    await get('/first', '192.0.2.2');
    await get('/first', '192.0.2.2');
    expect((await get('/second', '192.0.2.2')).statusCode).toBe(200);
    expect((await get('/first', '192.0.2.3')).statusCode).toBe(200);
  });

  it('leaves routes without a limit alone', async () => {
    for (let i = 0; i < 5; i++) expect((await get('/open', '192.0.2.4')).statusCode).toBe(200);
  });

  it('counts by a key read from the body, ignoring case and the IP', async () => {
    expect((await post('/reset', 'Ana@Example.test', '192.0.2.5')).statusCode).toBe(200);
    expect((await post('/reset', 'ana@example.test', '192.0.2.6')).statusCode).toBe(429);
    expect((await post('/reset', 'bo@example.test', '192.0.2.6')).statusCode).toBe(200);
  });

  it('applies per-IP and per-account limits together on one route', async () => {
    // The account limit stops guessing one account's password from many addresses...
    expect((await post('/sign-in', 'cy@example.test', '192.0.2.7')).statusCode).toBe(200);
    expect((await post('/sign-in', 'cy@example.test', '192.0.2.8')).statusCode).toBe(200);
    const account = await post('/sign-in', 'cy@example.test', '192.0.2.9');
    expect(account.statusCode).toBe(429);
    expect(account.json().error.message).toBe(RATE_LIMITED_MESSAGE);
    expect(Number(account.headers['retry-after'])).toBeGreaterThan(0);

    // ...and the IP limit stops one address from trying many accounts.
    expect((await post('/sign-in', 'a1@example.test', '192.0.2.10')).statusCode).toBe(200);
    expect((await post('/sign-in', 'a2@example.test', '192.0.2.10')).statusCode).toBe(200);
    expect((await post('/sign-in', 'a3@example.test', '192.0.2.10')).statusCode).toBe(200);
    expect((await post('/sign-in', 'a4@example.test', '192.0.2.10')).statusCode).toBe(429);
  });
});

describe('rate limits turned off', () => {
  let app: Awaited<ReturnType<typeof probeApp>>;
  beforeAll(async () => {
    app = await probeApp(database, false);
  });
  afterAll(() => app.close());

  it('lets every request through', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await app.inject({ method: 'GET', url: '/first' })).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'POST', url: '/sign-in', payload: { email: 'x@example.test' } }))
          .statusCode,
      ).toBe(200);
    }
  });
});
