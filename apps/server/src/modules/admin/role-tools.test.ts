import type { BulkFixResult } from '@sortim/contracts/admin';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, userRoles } from '#src/db/schema.ts';
import { recordAudit } from '#src/lib/audit-log.ts';
import { grantAdminByEmail } from '#src/modules/admin/admin-commands.service.ts';
import { auditOf, createApplication, headers, refuseRolesFor, verifyRole } from '#src/test/admin.ts';
import { useTestApp } from '#src/test/app.ts';
import { rolesOf, signUp, type TestAccount } from '#src/test/auth.ts';
import { createUser } from '#src/test/factories.ts';

describe('POST /api/admin/fix-host-roles', () => {
  const ctx = useTestApp();
  const fix = (who: TestAccount) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/fix-host-roles', headers: headers(who) });

  async function approvedApplicant(name: string, roles: ('host' | 'verified_host')[] = []) {
    const person = await createUser(ctx.app.db, {
      roles: ['user', ...roles],
      profile: { displayName: name },
    });
    await createApplication(ctx.app, { userId: person.id, status: 'approved', reviewedAt: new Date() });
    return person;
  }

  it('gives host to everyone approved without it, counts those who host already, and lists the failures', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'], name: 'Zoe Admin' });
    const ana = await approvedApplicant('Ana Missing');
    const bea = await approvedApplicant('Bea Host', ['host']);
    const carles = await approvedApplicant('Carles Verified', ['verified_host']);
    const dani = await approvedApplicant('Dani Twice');
    await createApplication(ctx.app, { userId: dani.id, status: 'approved', reviewedAt: new Date() });
    const elena = await approvedApplicant('Elena Refused');
    await refuseRolesFor(ctx.app, elena.id);
    const pending = await createUser(ctx.app.db, {
      roles: ['user'],
      profile: { displayName: 'Pending Pau' },
    });
    await createApplication(ctx.app, { userId: pending.id });
    const deleted = await approvedApplicant('Deleted user');
    await createUser(ctx.app.db, { profile: { displayName: 'No Application' } });
    await ctx.app.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, deleted.id));

    const res = await fix(admin);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 5,
      fixed: 2,
      alreadyHost: 2,
      failed: 1,
      fixedUsers: [
        { userId: ana.id, displayName: 'Ana Missing' },
        { userId: dani.id, displayName: 'Dani Twice' },
      ],
      alreadyHostUsers: [
        { userId: bea.id, displayName: 'Bea Host' },
        { userId: carles.id, displayName: 'Carles Verified' },
      ],
      failedUsers: [{ userId: elena.id, displayName: 'Elena Refused', error: 'role refused' }],
    } satisfies BulkFixResult);
    expect(await rolesOf(ctx.app, ana.id)).toEqual(['host', 'user']);
    expect(await rolesOf(ctx.app, dani.id)).toEqual(['host', 'user']);
    expect(await rolesOf(ctx.app, carles.id)).toEqual(['user', 'verified_host']);
    expect(await rolesOf(ctx.app, elena.id)).toEqual(['user']);
    expect(await rolesOf(ctx.app, pending.id)).toEqual(['user']);
    expect(await rolesOf(ctx.app, deleted.id)).toEqual(['user']);
    expect(await auditOf(ctx.app, ana.id)).toMatchObject([
      {
        action: 'host-roles.bulk-fix',
        actorId: admin.id,
        subjectUserId: ana.id,
        before: { roles: ['user'] },
        after: { roles: ['host', 'user'] },
      },
    ]);
    expect(await auditOf(ctx.app, bea.id)).toEqual([]);
    expect(await auditOf(ctx.app, elena.id)).toEqual([]);
  });

  it('finds nothing left to fix on a second run', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const result = (await fix(admin)).json() as BulkFixResult;
    expect(result).toMatchObject({ total: 5, fixed: 1, alreadyHost: 4, failed: 0 });
    expect(result.fixedUsers.map((u) => u.displayName)).toEqual(['Elena Refused']);
  });
});

describe('POST /api/admin/verify-role', () => {
  const ctx = useTestApp();
  const check = (who: TestAccount) => verifyRole(ctx.app, who);
  /** The role disappears without any admin action (a database edit, a lost migration). */
  const loseAdmin = (userId: string) =>
    ctx.app.db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));

  it('verifies an admin', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    expect(await check(admin)).toEqual({ isAdmin: true, restored: false });
    expect(await auditOf(ctx.app, admin.id)).toEqual([]);
  });

  it('restores a role the audit log says they hold (granted on the command line), once', async () => {
    const person = await signUp(ctx.app);
    await grantAdminByEmail(ctx.app.db, person.email);
    await loseAdmin(person.id);

    expect(await check(person)).toEqual({ isAdmin: true, restored: true });
    expect(await rolesOf(ctx.app, person.id)).toEqual(['admin', 'user']);
    const restore = await auditOf(ctx.app, person.id, 'admin.restore');
    expect(restore).toMatchObject([
      {
        actorId: person.id,
        subjectUserId: person.id,
        before: { roles: ['user'] },
        after: { roles: ['admin', 'user'] },
      },
    ]);
    expect(await check(person)).toEqual({ isAdmin: true, restored: false });
  });

  it("does not make anyone admin without a record saying they were: 'Not authorized'", async () => {
    const person = await signUp(ctx.app);
    expect(await check(person)).toEqual({ isAdmin: false, restored: false });
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user']);
  });

  it('does not undo an admin taking the role away', async () => {
    const boss = await signUp(ctx.app, { roles: ['admin'] });
    const person = await signUp(ctx.app);
    await grantAdminByEmail(ctx.app.db, person.email);
    // What the Roles dialog writes when an admin replaces someone's roles.
    await ctx.app.db.transaction(async (tx) => {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, person.id), eq(userRoles.role, 'admin')));
      await recordAudit(tx, {
        actorId: boss.id,
        action: 'roles.set',
        targetType: 'user',
        targetId: person.id,
        subjectUserId: person.id,
        before: { roles: ['admin', 'user'] },
        after: { roles: ['user'] },
      });
    });

    expect(await check(person)).toEqual({ isAdmin: false, restored: false });
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user']);
    expect(await auditOf(ctx.app, person.id, 'admin.restore')).toEqual([]);
  });

  it('reads the latest record about their roles, whatever the action (a verification since)', async () => {
    const person = await signUp(ctx.app, { roles: ['host'] });
    await grantAdminByEmail(ctx.app.db, person.email);
    await recordAudit(ctx.app.db, {
      actorId: null,
      action: 'host.verify',
      targetType: 'user',
      targetId: person.id,
      subjectUserId: person.id,
      before: { roles: ['admin', 'host', 'user'] },
      after: { roles: ['admin', 'user', 'verified_host'] },
    });
    await loseAdmin(person.id);
    expect(await check(person)).toEqual({ isAdmin: true, restored: true });
  });
});

describe("POST /api/admin/verify-role after 'Make Me Admin'", () => {
  const ctx = useTestApp();

  it('restores the first admin, whose role the bootstrap recorded', async () => {
    const first = await signUp(ctx.app);
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/bootstrap',
      headers: headers(first),
    });
    expect(made.statusCode).toBe(200);
    await ctx.app.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, first.id), eq(userRoles.role, 'admin')));

    expect(await verifyRole(ctx.app, first)).toEqual({ isAdmin: true, restored: true });
    expect(await rolesOf(ctx.app, first.id)).toEqual(['admin', 'user']);
  });
});
