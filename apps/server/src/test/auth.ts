import { randomUUID } from 'node:crypto';
import type { Locale } from '@sortim/contracts/product';
import type { Role } from '@sortim/contracts/taxonomy';
import { eq } from 'drizzle-orm';
import type { App } from '#src/app.ts';
import { userRoles } from '#src/db/schema.ts';

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export type TestAccount = { id: string; email: string; password: string; cookie: string };

/** Signs up through the real endpoint, then signs in, as the web client does. */
export async function signUp(
  app: App,
  overrides: { name?: string; email?: string; password?: string; roles?: Role[]; locale?: Locale } = {},
): Promise<TestAccount> {
  const email = overrides.email ?? `guest-${randomUUID().slice(0, 8)}@example.test`;
  const password = overrides.password ?? 'secret123';
  const up = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: overrides.name ?? 'Test Guest', email, password, locale: overrides.locale },
  });
  if (up.statusCode !== 200) throw new Error(`sign-up failed: ${up.statusCode} ${up.body}`);
  const account = await signIn(app, email, password);
  if (overrides.roles?.length) {
    await app.db
      .insert(userRoles)
      .values(overrides.roles.map((role) => ({ userId: account.id, role })))
      .onConflictDoNothing();
  }
  return account;
}

export async function signIn(app: App, email: string, password: string): Promise<TestAccount> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().user.id, email, password, cookie: cookieFrom(res.headers['set-cookie']) };
}

export async function rolesOf(app: App, userId: string): Promise<Role[]> {
  const rows = await app.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}
