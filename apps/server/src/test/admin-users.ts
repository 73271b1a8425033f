import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';

/*
 * The /admin/users tests' way in: one app per file with a signed-in admin, and words that find one test's
 * people in the file's shared database.
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
