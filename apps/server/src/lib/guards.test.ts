import { beforeAll, describe, expect, it } from 'vitest';
import { assertOwnerOrAdmin, requireAdmin, requireHost, requireUser, signedIn } from '#src/lib/guards.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';

/*
 * The reusable guards, on probe routes registered beside the real ones: every role against every guard,
 * and a row owned by someone else.
 */
describe('guards', () => {
  const ctx = useTestApp();
  const people = {} as Record<'user' | 'host' | 'verifiedHost' | 'admin', TestAccount>;

  beforeAll(async () => {
    const { app } = ctx;
    app.get('/api/probe/user', { preHandler: requireUser }, async () => ({ ok: true }));
    app.get('/api/probe/host', { preHandler: requireHost }, async () => ({ ok: true }));
    app.get('/api/probe/admin', { preHandler: requireAdmin }, async () => ({ ok: true }));
    app.get<{ Params: { ownerId: string } }>(
      '/api/probe/rows/:ownerId',
      { preHandler: requireUser },
      async (request) => {
        assertOwnerOrAdmin(await signedIn(request), request.params.ownerId);
        return { ok: true };
      },
    );
    people.user = await signUp(app);
    people.host = await signUp(app, { roles: ['host'] });
    people.verifiedHost = await signUp(app, { roles: ['verified_host'] });
    people.admin = await signUp(app, { roles: ['admin'] });
  });

  const call = (url: string, who?: TestAccount) =>
    ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  it('refuses anonymous callers with 401 everywhere', async () => {
    for (const url of ['/api/probe/user', '/api/probe/host', '/api/probe/admin', '/api/probe/rows/x']) {
      const res = await call(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('lets any signed-in user through requireUser', async () => {
    for (const who of Object.values(people))
      expect((await call('/api/probe/user', who)).statusCode).toBe(200);
  });

  it('lets hosts, verified hosts and admins through requireHost, and refuses a plain user', async () => {
    const refused = await call('/api/probe/host', people.user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Access denied. Host privileges required.');
    for (const who of [people.host, people.verifiedHost, people.admin]) {
      expect((await call('/api/probe/host', who)).statusCode).toBe(200);
    }
  });

  it('lets only admins through requireAdmin', async () => {
    for (const who of [people.user, people.host, people.verifiedHost]) {
      const res = await call('/api/probe/admin', who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Access denied. Admin privileges required.');
    }
    expect((await call('/api/probe/admin', people.admin)).statusCode).toBe(200);
  });

  it("refuses another user's row, allows one's own and an admin's", async () => {
    expect((await call(`/api/probe/rows/${people.host.id}`, people.user)).statusCode).toBe(403);
    expect((await call(`/api/probe/rows/${people.user.id}`, people.user)).statusCode).toBe(200);
    expect((await call(`/api/probe/rows/${people.user.id}`, people.admin)).statusCode).toBe(200);
  });

  it('refuses a forged session cookie', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/probe/user',
      headers: { cookie: 'sortim.session_token=forged.value' },
    });
    expect(res.statusCode).toBe(401);
  });
});
