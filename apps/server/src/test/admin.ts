import { randomUUID } from 'node:crypto';
import type { AdminRoleCheck, AuditAction } from '@sortim/contracts/admin';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect, onTestFinished } from 'vitest';
import type { App } from '#src/app.ts';
import { auditLog, hostApplications } from '#src/db/schema.ts';

/*
 * The admin tests' shared pieces: the audit records an action left, applications as people file them,
 * 'Verify Admin Role' as someone presses it, and a database that refuses one person's new roles (to prove
 * a change and its record are one).
 */

type Request = { cookie?: string };
export const headers = ({ cookie }: Request) => (cookie ? { cookie } : {});

/** The audit records about one target, oldest first. */
export function auditOf(app: App, targetId: string, action?: AuditAction) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(asc(auditLog.seq));
}

/** What the audit log holds about one person (whatever the target), in the order written. */
export const auditAbout = (app: App, userId: string) =>
  app.db
    .select({
      action: auditLog.action,
      actorId: auditLog.actorId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.subjectUserId, userId))
    .orderBy(auditLog.seq);

/** 'Verify Admin Role' pressed by `who`: always answered 200, with whether they are (back to) an admin. */
export async function verifyRole(app: App, who: Request): Promise<AdminRoleCheck> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/verify-role', headers: headers(who) });
  expect(res.statusCode).toBe(200);
  return res.json() as AdminRoleCheck;
}

/** A host application as the 'Become a Host' form files one, pending unless told otherwise. */
export async function createApplication(
  app: App,
  overrides: Partial<typeof hostApplications.$inferInsert> & { userId: string },
) {
  const [row] = await app.db
    .insert(hostApplications)
    .values({
      activityType: 'Cook Together',
      phone: '+34 600 123 456',
      notificationEmail: 'host@example.test',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('application not created');
  return row;
}

export async function applicationOf(app: App, id: string) {
  const [row] = await app.db.select().from(hostApplications).where(eq(hostApplications.id, id));
  if (!row) throw new Error(`no application ${id}`);
  return row;
}

/**
 * Until the test ends, the database refuses to give `userId` any role (a trigger raising an error), as a
 * failing grant would: whatever the transaction did before it must roll back.
 */
export async function refuseRolesFor(app: App, userId: string): Promise<void> {
  const name = sql.identifier(`refuse_roles_${randomUUID().replaceAll('-', '')}`);
  await app.db.execute(
    sql`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'role refused'; end $$`,
  );
  await app.db.execute(
    sql`create trigger ${name} before insert on user_roles for each row
      when (new.user_id = ${sql.raw(`'${userId.replaceAll("'", "''")}'`)}) execute function ${name}()`,
  );
  onTestFinished(async () => {
    await app.db.execute(sql`drop trigger ${name} on user_roles`);
    await app.db.execute(sql`drop function ${name}()`);
  });
}
