import type { AdminRoleCheck, BulkFixResult } from '@sortim/contracts/admin';
import { and, asc, exists, isNull, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { hostApplications, profiles, userRoles } from '#src/db/schema.ts';
import { latestStatedRoles, recordRoleChange } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import { rolesOf } from '#src/lib/roles.ts';
import { grantHost, HOSTING_ROLES } from '#src/modules/become-host/become-host.service.ts';
import { lockRolesOf } from './admin-commands.service.ts';
import { holdsRole } from './role-conditions.ts';

/*
 * The role tools: the bulk fix that gives the host role to everyone whose application was approved
 * (/admin/fix-host-roles), and 'Verify Admin Role', which gives an admin back a role lost outside any
 * recorded admin action.
 */

/**
 * Everyone with an approved application (anonymised accounts aside) who holds no hosting role gets host,
 * each in their own transaction with its audit record, so one failure does not stop the others.
 */
export async function fixHostRoles(db: Database, admin: Caller): Promise<BulkFixResult> {
  const approved = await db
    .select({
      userId: profiles.id,
      displayName: profiles.displayName,
      hosts: holdsRole(...HOSTING_ROLES),
    })
    .from(profiles)
    .where(
      and(
        isNull(profiles.deletedAt),
        exists(
          sql`(select 1 from ${hostApplications} where ${hostApplications.userId} = ${profiles.id}
            and ${hostApplications.status} = 'approved')`,
        ),
      ),
    )
    .orderBy(asc(profiles.displayName), asc(profiles.id));

  const result: BulkFixResult = {
    total: approved.length,
    fixed: 0,
    alreadyHost: 0,
    failed: 0,
    fixedUsers: [],
    alreadyHostUsers: [],
    failedUsers: [],
  };
  for (const { hosts, ...user } of approved) {
    try {
      const fixed = !hosts && (await grantHostWithAudit(db, admin, user.userId));
      if (fixed) result.fixedUsers.push(user);
      else result.alreadyHostUsers.push(user);
    } catch (err) {
      result.failedUsers.push({ ...user, error: reasonOf(err) });
    }
  }
  result.fixed = result.fixedUsers.length;
  result.alreadyHost = result.alreadyHostUsers.length;
  result.failed = result.failedUsers.length;
  return result;
}

/**
 * What went wrong, for the admin who ran the fix: the database's own words rather than the statement that
 * failed (a query error wraps them as its cause).
 */
function reasonOf(err: unknown): string {
  let reason = err;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  return reason instanceof Error ? reason.message : String(reason);
}

/** False when they turned out to hold a hosting role already (granted since the list was read). */
function grantHostWithAudit(db: Database, admin: Caller, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await rolesOf(tx, userId);
    if (!(await grantHost(tx, userId))) return false;
    await recordRoleChange(tx, { actorId: admin.id, action: 'host-roles.bulk-fix', userId, before });
    return true;
  });
}

/**
 * 'Verify Admin Role' for the signed-in caller. An admin is verified. Someone without the role gets it
 * back only when the latest audit record stating their roles (by sequence) says they hold admin: the role
 * was then lost outside any recorded change. Without such a record, or when the latest one took admin away
 * (an admin's deliberate change, `npm run revoke-admin`), they are not an admin.
 */
export async function verifyAdminRole(db: Database, caller: Caller): Promise<AdminRoleCheck> {
  return db.transaction(async (tx) => {
    // Taking turns with any role change to this person, so the record read is the one that change left.
    await lockRolesOf(tx, caller.id);
    const roles = await rolesOf(tx, caller.id);
    if (roles.includes('admin')) return { isAdmin: true, restored: false };

    const stated = await latestStatedRoles(tx, caller.id);
    if (!stated?.includes('admin')) return { isAdmin: false, restored: false };

    const granted = await tx
      .insert(userRoles)
      .values({ userId: caller.id, role: 'admin' })
      .onConflictDoNothing()
      .returning({ role: userRoles.role });
    if (granted.length > 0) {
      await recordRoleChange(tx, {
        actorId: caller.id,
        action: 'admin.restore',
        userId: caller.id,
        before: roles,
      });
    }
    return { isAdmin: true, restored: true };
  });
}
