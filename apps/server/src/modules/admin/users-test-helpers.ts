import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { App } from '#src/app.ts';
import { auditLog } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';

/*
 * The /admin/users tests' way in: one app per file with a signed-in admin, words that find one test's
 * people in the file's shared database, and the audit records about a person.
 */

/** `useTestApp()` plus `ctx.admin`, signed in before the first test. */
export function useAdminTestApp() {
  const ctx = useTestApp() as ReturnType<typeof useTestApp> & { admin: TestAccount };
  beforeAll(async () => {
    ctx.admin = await signUp(ctx.app, { roles: ['admin'] });
  });
  return ctx;
}

/** A word no other test's people carry. */
export const uniqueWord = () => `Qx${randomUUID().slice(0, 8)}`;

/** What the audit log holds about one person, in the order written. */
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
