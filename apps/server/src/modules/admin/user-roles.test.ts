import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES } from '@sortim/contracts/admin';
import { describe, expect, it } from 'vitest';
import { auditAbout } from '#src/test/admin.ts';
import { useAdminTestApp } from '#src/test/admin-users.ts';
import { rolesOf, signUp, type TestAccount } from '#src/test/auth.ts';
import { createUser } from '#src/test/factories.ts';

const ctx = useAdminTestApp();

const setRoles = (userId: string, payload: unknown, who: TestAccount = ctx.admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/roles`,
    headers: { cookie: who.cookie },
    payload: payload as object,
  });

const auditOf = (userId: string) => auditAbout(ctx.app, userId);

describe('PUT /api/admin/users/:id/roles', () => {
  it('replaces the whole role set (not merged), keeps user, and records who changed what', async () => {
    const person = await createUser(ctx.app.db, { roles: ['user', 'host', 'admin'] });

    const res = await setRoles(person.id, { roles: ['host'] });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ roles: ['user', 'host'] });
    expect(await rolesOf(ctx.app, person.id)).toEqual(['host', 'user']);
    expect(await auditOf(person.id)).toEqual([
      {
        action: 'roles.set',
        actorId: ctx.admin.id,
        before: { roles: ['user', 'host', 'admin'] },
        after: { roles: ['user', 'host'] },
      },
    ]);
  });

  it('always keeps user, even when nothing is checked', async () => {
    const person = await createUser(ctx.app.db, { roles: ['user', 'host'] });

    const res = await setRoles(person.id, { roles: [] });

    expect(res.json()).toEqual({ roles: ['user'] });
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user']);
  });

  it('gives verified_host in place of host, never both, when payouts are enabled', async () => {
    const person = await createUser(ctx.app.db, {
      roles: ['user', 'host'],
      profile: { stripeAccountId: `acct_${randomUUID().slice(0, 8)}`, payoutsEnabled: true },
    });

    const res = await setRoles(person.id, { roles: ['user', 'host', 'verified_host'] });

    expect(res.json()).toEqual({ roles: ['user', 'verified_host'] });
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user', 'verified_host']);
  });

  it('refuses verified_host to a host without payouts, and changes nothing', async () => {
    const person = await createUser(ctx.app.db, { roles: ['user', 'host'] });

    const res = await setRoles(person.id, { roles: ['user', 'verified_host', 'admin'] });

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.needsPayouts);
    expect(await rolesOf(ctx.app, person.id)).toEqual(['host', 'user']);
    expect(await auditOf(person.id)).toEqual([]);
  });

  it('lets a verified host keep the role while other roles change', async () => {
    const person = await createUser(ctx.app.db, { roles: ['user', 'verified_host'] });

    const res = await setRoles(person.id, { roles: ['verified_host', 'admin'] });

    expect(res.json()).toEqual({ roles: ['user', 'verified_host', 'admin'] });
  });

  it('refuses an admin taking away their own admin role, but lets them save it kept', async () => {
    const self = await signUp(ctx.app, { roles: ['admin'] });

    const dropped = await setRoles(self.id, { roles: ['user', 'host'] }, self);
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().error.message).toBe(ADMIN_MESSAGES.cannotDropOwnAdmin);
    expect(await rolesOf(ctx.app, self.id)).toEqual(['admin', 'user']);

    const kept = await setRoles(self.id, { roles: ['user', 'host', 'admin'] }, self);
    expect(kept.json()).toEqual({ roles: ['user', 'host', 'admin'] });
  });

  it('lets an admin take the admin role from another admin', async () => {
    const other = await createUser(ctx.app.db, { roles: ['user', 'admin'] });

    const res = await setRoles(other.id, { roles: ['user'] });

    expect(res.json()).toEqual({ roles: ['user'] });
  });

  it('records nothing when the roles do not change', async () => {
    const person = await createUser(ctx.app.db, { roles: ['user', 'host'] });

    const res = await setRoles(person.id, { roles: ['host', 'user'] });

    expect(res.json()).toEqual({ roles: ['user', 'host'] });
    expect(await auditOf(person.id)).toEqual([]);
  });

  it('answers 404 for an unknown or anonymised account', async () => {
    const gone = await createUser(ctx.app.db, { roles: ['user'], profile: { deletedAt: new Date() } });
    for (const id of [randomUUID(), gone.id]) {
      const res = await setRoles(id, { roles: ['user', 'host'] });
      expect(res.statusCode).toBe(404);
    }
    expect(await rolesOf(ctx.app, gone.id)).toEqual(['user']);
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const person = await createUser(ctx.app.db, { roles: ['user', 'host'] });
    for (const payload of [{ roles: ['owner'] }, { roles: 'admin' }, {}, { roles: Array(5).fill('user') }]) {
      const res = await setRoles(person.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await rolesOf(ctx.app, person.id)).toEqual(['host', 'user']);
    expect(await auditOf(person.id)).toEqual([]);
  });
});
