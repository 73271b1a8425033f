import { describe, expect, it } from 'vitest';
import { grantAdminByEmail } from '#src/modules/admin/admin-commands.service.ts';
import { PRODUCTION_ENV, useTestApp } from '#src/test/app.ts';
import { rolesOf, signUp, type TestAccount } from '#src/test/auth.ts';

describe('admin bootstrap', () => {
  describe("'Make Me Admin' (/api/admin/bootstrap)", () => {
    const ctx = useTestApp();
    const make = (who: TestAccount | null) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/bootstrap',
        headers: who ? { cookie: who.cookie } : {},
      });
    const status = (who: TestAccount) =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/bootstrap', headers: { cookie: who.cookie } });

    it('refuses anonymous callers', async () => {
      expect((await make(null)).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/bootstrap' })).statusCode).toBe(401);
    });

    it('makes the first caller admin while none exists, then refuses everyone', async () => {
      const first = await signUp(ctx.app);
      const second = await signUp(ctx.app);
      expect((await status(first)).json()).toEqual({ adminExists: false, available: true });
      expect((await make(first)).statusCode).toBe(200);
      expect(await rolesOf(ctx.app, first.id)).toEqual(['admin', 'user']);
      expect((await status(second)).json()).toEqual({ adminExists: true, available: true });
      const refused = await make(second);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('An admin already exists in the system!');
      expect(await rolesOf(ctx.app, second.id)).toEqual(['user']);
    });
  });

  describe('in production', () => {
    const ctx = useTestApp(PRODUCTION_ENV);

    it('offers no way over HTTP: a signed-in user cannot become admin while none exists', async () => {
      const visitor = await signUp(ctx.app);
      const status = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/bootstrap',
        headers: { cookie: visitor.cookie },
      });
      expect(status.json()).toEqual({ adminExists: false, available: false });

      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/bootstrap',
        headers: { cookie: visitor.cookie },
      });

      expect(made.statusCode).toBe(404);
      expect(await rolesOf(ctx.app, visitor.id)).toEqual(['user']);
    });

    it('leaves it to create-admin on the server', async () => {
      const owner = await signUp(ctx.app, { email: 'owner@example.test' });
      await grantAdminByEmail(ctx.app.db, 'owner@example.test');
      expect(await rolesOf(ctx.app, owner.id)).toEqual(['admin', 'user']);
    });
  });

  describe('two simultaneous requests', () => {
    const ctx = useTestApp();

    it('make exactly one admin', async () => {
      const people = await Promise.all([signUp(ctx.app), signUp(ctx.app), signUp(ctx.app)]);
      const answers = await Promise.all(
        people.map((p) =>
          ctx.app.inject({ method: 'POST', url: '/api/admin/bootstrap', headers: { cookie: p.cookie } }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    });
  });

  describe('create-admin (grantAdminByEmail)', () => {
    const ctx = useTestApp();

    it('grants admin to an existing account by e-mail, case-insensitively and idempotently', async () => {
      const account = await signUp(ctx.app, { email: 'boss@example.test' });
      await grantAdminByEmail(ctx.app.db, 'Boss@Example.test');
      await grantAdminByEmail(ctx.app.db, 'boss@example.test');
      expect(await rolesOf(ctx.app, account.id)).toEqual(['admin', 'user']);
    });

    it("answers 'User email not found' for an unknown address", async () => {
      await expect(grantAdminByEmail(ctx.app.db, 'ghost@example.test')).rejects.toThrow(
        'User email not found',
      );
    });
  });
});
