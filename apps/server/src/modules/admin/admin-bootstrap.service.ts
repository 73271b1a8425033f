import { ADMIN_EXISTS_MESSAGE } from '@sortim/contracts/admin-bootstrap';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { userRoles } from '#src/db/schema.ts';
import { recordRoleChange } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict } from '#src/lib/errors.ts';

/*
 * How the first admin comes to be: the /seed page's 'Make Me Admin' while no admin exists (outside
 * production only), or `npm run create-admin -- <email>` on the server for any existing account
 * (admin-commands.service.ts).
 */

export async function adminExists(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .limit(1);
  return row !== undefined;
}

export async function makeFirstAdmin(db: Database, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    // Two simultaneous requests must not both become the first admin.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sortim:first-admin'))`);
    const [existing] = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'))
      .limit(1);
    if (existing) throw new Conflict(ADMIN_EXISTS_MESSAGE);
    await tx.insert(userRoles).values({ userId: caller.id, role: 'admin' });
    await recordRoleChange(tx, {
      actorId: caller.id,
      action: 'admin.bootstrap',
      userId: caller.id,
      before: caller.roles,
      after: [...caller.roles, 'admin'],
    });
  });
}
