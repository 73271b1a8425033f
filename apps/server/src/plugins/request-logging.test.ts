import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';

type LogLine = { level: number; msg: string; reqId?: string; [key: string]: unknown };

/*
 * What reaches the logs for each request: one id shared by every line of a request and its response
 * header, and a client's mistake (4xx) below error level so the real errors stand out.
 */
describe('request logging', () => {
  const logged: string[] = [];
  const ctx = useTestApp({}, { logLines: logged });
  const lines = (): LogLine[] => logged.map((line) => JSON.parse(line));

  beforeAll(async () => {
    ctx.app.get('/api/test-crash', async () => {
      throw new Error('database exploded');
    });
    await ctx.app.ready();
  });

  const linesOf = (id: string) => lines().filter((line) => line.reqId === id);

  it('gives each request an id, in the x-request-id header and in every log line of that request', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const id = String(first.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(id);
    expect(linesOf(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("keeps a proxy's sane x-request-id and replaces anything else", async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-1a2b.3c_4' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-1a2b.3c_4');
    expect(linesOf('nginx-1a2b.3c_4')).toHaveLength(2);
    for (const bad of ['has space', 'a'.repeat(65), 'line\nbreak', '']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sends the id on errors and unknown routes too', async () => {
    for (const url of ['/api/nope', '/api/bookings', '/api/test-crash', '/nope.txt']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs no client error (4xx) at error level', async () => {
    const account = await signUp(ctx.app);
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/nope' },
      { method: 'GET', url: '/api/bookings' },
      { method: 'POST', url: '/api/contact', payload: {} },
      {
        method: 'POST',
        url: '/api/contact',
        payload: '{"oops',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST', url: '/api/contact', payload: 'x', headers: { 'content-type': 'text/x-nonsense' } },
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: account.email, password: 'wrongwrong' },
      },
      // better-auth logs these at error itself: an unknown sign-in provider, a disabled endpoint.
      { method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'nope' } },
      {
        method: 'POST',
        url: '/api/auth/change-email',
        payload: { newEmail: 'other@example.test' },
        headers: { cookie: account.cookie },
      },
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'made-up', newPassword: 'another1' },
      },
      { method: 'GET', url: '/api/activities/not-a-uuid' },
      { method: 'GET', url: '/api/admin/users', headers: { cookie: account.cookie } },
    ];
    for (const request of requests) {
      const before = logged.length;
      const res = await ctx.app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      const loud = lines()
        .slice(before)
        .filter((line) => line.level >= 50);
      expect(loud, `${request.method} ${request.url} ${res.statusCode}`).toEqual([]);
    }
  });

  it("writes better-auth's own lines with the request's id, at info for a refused password", async () => {
    const account = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: account.email, password: 'wrongwrong' },
    });
    expect(res.statusCode).toBe(401);
    expect(linesOf(String(res.headers['x-request-id']))).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'auth: Invalid password' }),
    );
  });

  it('logs a server error (5xx) at error level, with the request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    const loud = linesOf(String(res.headers['x-request-id'])).filter((line) => line.level >= 50);
    expect(loud).toEqual([expect.objectContaining({ msg: 'request failed' })]);
  });
});
