import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES } from '@sortim/contracts/admin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, auditLog, profiles, users } from '#src/db/schema.ts';
import { useAdminTestApp } from '#src/test/admin-users.ts';
import { rolesOf, signIn, signUp } from '#src/test/auth.ts';

const ctx = useAdminTestApp();

const newEmail = () => `added-${randomUUID().slice(0, 8)}@example.test`;

const addUser = (payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie: ctx.admin.cookie },
    payload: payload as object,
  });

const accountsWith = (email: string) =>
  ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));

describe('POST /api/admin/users', () => {
  it('creates a confirmed account with a profile and the user role, who can then sign in', async () => {
    const email = newEmail();

    const res = await addUser({
      email: `  ${email.toUpperCase()} `,
      password: 'Barcelona2024',
      displayName: 'Marta Puig',
    });

    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email, name: 'Marta Puig', emailVerified: true });
    const [profile] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({ email, displayName: 'Marta Puig', deletedAt: null });
    expect(['variant_a', 'variant_b']).toContain(profile?.abGroup);
    expect(await rolesOf(ctx.app, id)).toEqual(['user']);
    const signedIn = await signIn(ctx.app, email, 'Barcelona2024');
    expect(signedIn.id).toBe(id);
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject([
      {
        action: 'user.create',
        actorId: ctx.admin.id,
        targetType: 'user',
        subjectUserId: id,
        after: { email, name: 'Marta Puig', roles: ['user'] },
      },
    ]);
  });

  it("names the person after the e-mail's local part when no name is given", async () => {
    const email = newEmail();
    expect((await addUser({ email, password: 'Barcelona2024' })).statusCode).toBe(201);
    const local = email.split('@')[0];
    const [profile] = await ctx.app.db
      .select({ displayName: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.email, email));
    expect(profile?.displayName).toBe(local);

    const blank = newEmail();
    expect((await addUser({ email: blank, password: 'Barcelona2024', displayName: '  ' })).statusCode).toBe(
      201,
    );
    const [named] = await ctx.app.db
      .select({ displayName: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.email, blank));
    expect(named?.displayName).toBe(blank.split('@')[0]);
  });

  it.each([
    [{ password: 'Short1A' }, 'password', ADMIN_MESSAGES.passwordMin],
    [{ password: 'short' }, 'password', ADMIN_MESSAGES.passwordMin],
    [{ password: 'barcelona2024' }, 'password', ADMIN_MESSAGES.passwordUppercase],
    [{ password: 'barcelona' }, 'password', ADMIN_MESSAGES.passwordUppercase],
    [{ password: 'BarcelonaCity' }, 'password', ADMIN_MESSAGES.passwordNumber],
    [{ email: 'not-an-email' }, 'email', ADMIN_MESSAGES.invalidEmail],
    [{ email: 'not-an-email', password: 'short' }, 'email', ADMIN_MESSAGES.invalidEmail],
    [{ displayName: 'A' }, 'displayName', ADMIN_MESSAGES.nameMin],
  ])('refuses %o with the first failing rule: %s', async (change, field, message) => {
    const email = newEmail();

    const res = await addUser({ email, password: 'Barcelona2024', displayName: 'Marta Puig', ...change });

    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message,
      fields: { [field]: message },
    });
    expect(await accountsWith(email)).toEqual([]);
  });

  it('refuses an e-mail that already has an account, whatever its case, and creates nothing', async () => {
    const existing = await signUp(ctx.app);
    const before = await ctx.app.db.select({ id: accounts.id }).from(accounts);

    const res = await addUser({ email: existing.email.toUpperCase(), password: 'Barcelona2024' });

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.emailTaken);
    expect(await ctx.app.db.select({ id: accounts.id }).from(accounts)).toHaveLength(before.length);
    expect(await accountsWith(existing.email)).toHaveLength(1);
  });
});
