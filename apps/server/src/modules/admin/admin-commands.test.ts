import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/client.ts';
import { migrateDatabase } from '#src/db/migrate.ts';
import { auditLog, userRoles } from '#src/db/schema.ts';
import { auditAbout, verifyRole } from '#src/test/admin.ts';
import { useTestApp } from '#src/test/app.ts';
import { rolesOf, signUp, type TestAccount } from '#src/test/auth.ts';
import { createUser } from '#src/test/factories.ts';
import { grantAdminByEmail, revokeAdminByEmail } from './admin-commands.service.ts';

/*
 * `npm run create-admin` and `npm run revoke-admin`: the only ways admin rights are given and taken on the
 * command line. 'Verify Admin Role' gives back a role lost outside any recorded change, so a revocation must
 * be recorded, and be read as the latest record even when its transaction started before another one's.
 */

const serverDir = path.resolve(import.meta.dirname, '..', '..', '..');

describe('create-admin and revoke-admin', () => {
  const ctx = useTestApp();
  const verify = (who: TestAccount) => verifyRole(ctx.app, who);
  const statedRoles = (userId: string) => auditAbout(ctx.app, userId);

  it('records the grant and the revocation with the whole role set, from the command line', async () => {
    const person = await signUp(ctx.app, { roles: ['host'] });

    await grantAdminByEmail(ctx.app.db, person.email);
    expect(await revokeAdminByEmail(ctx.app.db, person.email.toUpperCase())).toEqual({
      userId: person.id,
      revoked: true,
    });

    expect(await rolesOf(ctx.app, person.id)).toEqual(['host', 'user']);
    expect(await statedRoles(person.id)).toEqual([
      {
        action: 'admin.grant',
        actorId: null,
        before: { roles: ['host', 'user'] },
        after: { roles: ['admin', 'host', 'user'] },
      },
      {
        action: 'admin.revoke',
        actorId: null,
        before: { roles: ['admin', 'host', 'user'] },
        after: { roles: ['host', 'user'] },
      },
    ]);
  });

  it("is respected by 'Verify Admin Role'; only create-admin gives the role back", async () => {
    const person = await signUp(ctx.app);
    await grantAdminByEmail(ctx.app.db, person.email);

    await revokeAdminByEmail(ctx.app.db, person.email);
    expect(await verify(person)).toEqual({ isAdmin: false, restored: false });
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user']);

    await grantAdminByEmail(ctx.app.db, person.email);
    expect(await verify(person)).toEqual({ isAdmin: true, restored: false });
    expect(await rolesOf(ctx.app, person.id)).toEqual(['admin', 'user']);
  });

  it('records a revocation of a role already lost outside the app, so it is not restored', async () => {
    const person = await signUp(ctx.app);
    await grantAdminByEmail(ctx.app.db, person.email);
    // Taken away by hand in the database: the audit log still says admin.
    await ctx.app.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, person.id), eq(userRoles.role, 'admin')));

    expect(await revokeAdminByEmail(ctx.app.db, person.email)).toEqual({ userId: person.id, revoked: true });
    expect(await verify(person)).toEqual({ isAdmin: false, restored: false });
  });

  it('changes and records nothing for someone who is not an admin', async () => {
    const person = await signUp(ctx.app);
    expect(await revokeAdminByEmail(ctx.app.db, person.email)).toEqual({ userId: person.id, revoked: false });
    expect(await statedRoles(person.id)).toEqual([]);
  });

  it("answers 'User email not found' for an unknown address", async () => {
    await expect(revokeAdminByEmail(ctx.app.db, 'ghost@example.test')).rejects.toThrow(
      'User email not found',
    );
  });

  it('takes the latest record by its sequence: a revocation whose transaction started first but committed last wins', async () => {
    const person = await signUp(ctx.app);
    const rowsOf = () =>
      ctx.app.db
        .select({ action: auditLog.action, seq: auditLog.seq, createdAt: auditLog.createdAt })
        .from(auditLog)
        .where(eq(auditLog.subjectUserId, person.id))
        .orderBy(auditLog.seq);

    if (ctx.database.backend === 'postgres') {
      // Real interleaving: the revocation's transaction starts (now() is fixed at its start), a grant on
      // another connection starts and commits after it, then the revocation is recorded and commits.
      await ctx.app.db.transaction(async (early) => {
        await early.execute(sql`select now()`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await grantAdminByEmail(ctx.app.db, person.email);
        await revokeAdminByEmail(early, person.email);
      });
    } else {
      // One connection cannot interleave transactions: the grant's row gets the later start time such an
      // interleaving gives it, the revocation being recorded after it.
      await grantAdminByEmail(ctx.app.db, person.email);
      await revokeAdminByEmail(ctx.app.db, person.email);
      await ctx.app.db
        .update(auditLog)
        .set({ createdAt: sql`${auditLog.createdAt} + interval '1 minute'` })
        .where(and(eq(auditLog.subjectUserId, person.id), eq(auditLog.action, 'admin.grant')));
    }

    const [grant, revocation] = await rowsOf();
    expect([grant?.action, revocation?.action]).toEqual(['admin.grant', 'admin.revoke']);
    // By time, the grant looks the latest; by sequence, the revocation is.
    expect(revocation?.createdAt.getTime()).toBeLessThan(grant?.createdAt.getTime() ?? 0);
    expect(revocation?.seq).toBeGreaterThan(grant?.seq ?? Number.POSITIVE_INFINITY);
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user']);
    expect(await verify(person)).toEqual({ isAdmin: false, restored: false });
  });
});

describe('the commands', () => {
  const run = promisify(execFile);
  let dataDir: string;
  const command = (script: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', `src/scripts/${script}.ts`, ...args], {
      cwd: serverDir,
      env: {
        ...process.env,
        APP_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sortim-admin-commands-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await migrateDatabase(database);
    await createUser(database.db, { email: 'owner@example.test', roles: ['user', 'admin'] });
    await database.close();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([['create-admin'], ['revoke-admin']])(
    '%s exits non-zero with a clear message for an unknown e-mail',
    async (script) => {
      const result = await command(script, 'ghost@example.test');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('No account has the e-mail ghost@example.test');
    },
    60_000,
  );

  it.each([['create-admin'], ['revoke-admin']])(
    '%s without an e-mail says how to use it',
    async (script) => {
      const result = await command(script);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`Usage: npm run ${script} -- <email>`);
    },
    60_000,
  );

  it('revoke-admin takes the role away and says so', async () => {
    const result = await command('revoke-admin', 'owner@example.test');
    expect(result).toMatchObject({ code: 0, stdout: 'owner@example.test is no longer an admin.\n' });

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      const roles = await database.db
        .select({ role: userRoles.role })
        .from(userRoles)
        .innerJoin(auditLog, eq(auditLog.subjectUserId, userRoles.userId))
        .where(eq(auditLog.action, 'admin.revoke'));
      expect(roles.map((r) => r.role)).toEqual(['user']);
    } finally {
      await database.close();
    }
  }, 60_000);
});
