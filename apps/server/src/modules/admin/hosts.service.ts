import { ADMIN_MESSAGES, type AdminHost, type AdminHosts } from '@sortim/contracts/admin';
import { payoutSetupOf } from '@sortim/contracts/host-dashboard';
import type { Role } from '@sortim/contracts/taxonomy';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, profiles, userRoles, users } from '#src/db/schema.ts';
import { recordRoleChange } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { containsPattern } from '#src/lib/like-pattern.ts';
import { rolesOf } from '#src/lib/roles.ts';
import { HOSTING_ROLES, holdsHostingRole } from '#src/modules/become-host/become-host.service.ts';
import { holdsRole } from './role-conditions.ts';

/*
 * Hosts as the admin verifies them (/admin/hosts). A host holds either host or verified_host, never both:
 * verifying replaces host with verified_host (only once payouts are enabled: the badge promises a host
 * who can be paid), unverifying does the reverse and is always allowed.
 */

/** Everyone holding host or verified_host, searched over name, e-mail and city, by name. */
export async function listHosts(db: Database, q: string | undefined): Promise<AdminHosts> {
  const pattern = q ? containsPattern(q) : undefined;
  const rows = await db
    .select({
      id: profiles.id,
      displayName: profiles.displayName,
      email: users.email,
      avatarUrl: profiles.avatarUrl,
      city: profiles.city,
      verified: holdsRole('verified_host'),
      payoutsEnabled: profiles.payoutsEnabled,
      stripeAccountId: profiles.stripeAccountId,
      activitiesHosted: sql<number>`(select count(*) from ${activities} where ${activities.hostId} = ${profiles.id})::int`,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        isNull(profiles.deletedAt),
        holdsRole(...HOSTING_ROLES),
        pattern
          ? or(
              ilike(profiles.displayName, pattern),
              ilike(users.email, pattern),
              ilike(profiles.city, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(profiles.displayName), asc(profiles.id));
  return {
    hosts: rows.map(
      ({ stripeAccountId, ...row }): AdminHost => ({
        ...row,
        payoutSetup: payoutSetupOf({ stripeAccountId, payoutsEnabled: row.payoutsEnabled }),
        createdAt: row.createdAt.toISOString(),
      }),
    ),
  };
}

/**
 * Verifies or unverifies a host, with the audit record, in one transaction. The profile row is locked so a
 * payout change or another admin's edit cannot slip in between the check and the change. No change, no
 * record.
 */
export async function setVerification(
  db: Database,
  admin: Caller,
  userId: string,
  verified: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ payoutsEnabled: profiles.payoutsEnabled })
      .from(profiles)
      .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)))
      .for('update');
    const before = profile ? await rolesOf(tx, userId) : [];
    if (!profile || !holdsHostingRole(before)) throw new NotFound(ADMIN_MESSAGES.notAHost);
    const [from, to]: [Role, Role] = verified ? ['host', 'verified_host'] : ['verified_host', 'host'];
    if (before.includes(to) && !before.includes(from)) return;
    if (verified && !profile.payoutsEnabled) throw new Conflict(ADMIN_MESSAGES.needsPayouts);

    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, from)));
    await tx.insert(userRoles).values({ userId, role: to }).onConflictDoNothing();
    await recordRoleChange(tx, {
      actorId: admin.id,
      action: verified ? 'host.verify' : 'host.unverify',
      userId,
      before,
    });
  });
}
