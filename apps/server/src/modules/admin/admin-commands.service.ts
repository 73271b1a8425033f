import { ADMIN_BOOTSTRAP_MESSAGES } from '@sortim/contracts/admin-bootstrap';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { profiles, userRoles, users } from '#src/db/schema.ts';
import { latestStatedRoles, recordRoleChange } from '#src/lib/audit-log.ts';
import { NotFound } from '#src/lib/errors.ts';
import { rolesOf } from '#src/lib/roles.ts';

/*
 * The server's command line on admin rights: `npm run create-admin -- <email>` and
 * `npm run revoke-admin -- <email>`. Each records the person's whole role set before and after (actor
 * null: the command line), so 'Verify Admin Role', which reads the latest such record, gives back only
 * what the last recorded change left.
 */

/** Grants admin to the account with this e-mail (idempotent: an admin already is one, nothing recorded). */
export async function grantAdminByEmail(
  db: Database | Transaction,
  email: string,
): Promise<{ userId: string }> {
  const userId = await accountOf(db, email);
  await db.transaction(async (tx) => {
    await lockRolesOf(tx, userId);
    const before = await rolesOf(tx, userId);
    if (before.includes('admin')) return;
    await tx.insert(userRoles).values({ userId, role: 'admin' });
    await recordRoleChange(tx, { actorId: null, action: 'admin.grant', userId, before });
  });
  return { userId };
}

/**
 * Takes admin from the account with this e-mail. Recorded also when the role was already gone but the
 * latest record still says admin (it was removed in the database by hand): otherwise 'Verify Admin Role'
 * would give it back. `revoked` is false when they were not an admin by either account.
 */
export async function revokeAdminByEmail(
  db: Database | Transaction,
  email: string,
): Promise<{ userId: string; revoked: boolean }> {
  const userId = await accountOf(db, email);
  const revoked = await db.transaction(async (tx) => {
    await lockRolesOf(tx, userId);
    const before = await rolesOf(tx, userId);
    const stated = await latestStatedRoles(tx, userId);
    if (!before.includes('admin') && !stated?.includes('admin')) return false;
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
    await recordRoleChange(tx, { actorId: null, action: 'admin.revoke', userId, before });
    return true;
  });
  return { userId, revoked };
}

async function accountOf(db: Database | Transaction, email: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new NotFound(ADMIN_BOOTSTRAP_MESSAGES.userNotFound);
  return user.id;
}

/**
 * The person's profile row, locked as the Roles dialog locks it: role changes to one person (and 'Verify
 * Admin Role') take turns, so each reads the roles and the latest record the previous one left.
 */
export async function lockRolesOf(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
}
