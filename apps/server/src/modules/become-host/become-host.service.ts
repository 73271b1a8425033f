import type { BecomeHostInput, HostRoleStatus } from '@sortim/contracts/hosting';
import type { Role } from '@sortim/contracts/taxonomy';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '#src/db/client.ts';
import { hostApplications, profiles, userRoles } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { rolesOf } from '#src/lib/roles.ts';

/*
 * Becoming a host is self-service (spec: the 'Quick Setup' records an approved application and grants the
 * host role). A verified host already hosts: they hold verified_host instead of host and keep it.
 */

export const HOSTING_ROLES: readonly Role[] = ['host', 'verified_host'];
export const holdsHostingRole = (roles: readonly Role[]) =>
  roles.some((role) => HOSTING_ROLES.includes(role));

/** Gives the host role to someone who holds neither host nor verified_host; true when it did. */
export async function grantHost(tx: Transaction, userId: string): Promise<boolean> {
  if (holdsHostingRole(await rolesOf(tx, userId))) return false;
  const granted = await tx
    .insert(userRoles)
    .values({ userId, role: 'host' })
    .onConflictDoNothing()
    .returning({ role: userRoles.role });
  return granted.length > 0;
}

/**
 * The 'Quick Setup': the phone and notification address go on the profile (the address is where host
 * notices go), an approved application is recorded unless one is, and the role is granted; all or nothing.
 */
export async function becomeHost(
  db: Database,
  caller: Caller,
  input: z.output<typeof BecomeHostInput>,
): Promise<HostRoleStatus> {
  return db.transaction(async (tx) => {
    // One application per person at a time: two submits at once record one.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, caller.id)).for('update');
    await tx
      .update(profiles)
      .set({ phone: input.phone, payoutEmail: input.notificationEmail, updatedAt: sql`now()` })
      .where(eq(profiles.id, caller.id));
    if (!(await hasApprovedApplication(tx, caller.id))) {
      await tx.insert(hostApplications).values({
        userId: caller.id,
        status: 'approved',
        activityType: input.activityType,
        phone: input.phone,
        notificationEmail: input.notificationEmail,
        reviewedAt: sql`now()`,
      });
    }
    const restored = await grantHost(tx, caller.id);
    return { hasHostRole: true, restored, roles: await rolesOf(tx, caller.id) };
  });
}

/**
 * The spec's verify-host-role with its recovery: someone whose application was approved but who has no
 * hosting role (a failed grant, an admin's role edit) gets the host role back.
 */
export async function verifyHostRole(db: Database, caller: Caller): Promise<HostRoleStatus> {
  return db.transaction(async (tx) => {
    const roles = await rolesOf(tx, caller.id);
    if (holdsHostingRole(roles)) return { hasHostRole: true, restored: false, roles };
    if (!(await hasApprovedApplication(tx, caller.id))) return { hasHostRole: false, restored: false, roles };
    const restored = await grantHost(tx, caller.id);
    return { hasHostRole: true, restored, roles: await rolesOf(tx, caller.id) };
  });
}

async function hasApprovedApplication(tx: Transaction, userId: string): Promise<boolean> {
  const [approved] = await tx
    .select({ id: hostApplications.id })
    .from(hostApplications)
    .where(and(eq(hostApplications.userId, userId), eq(hostApplications.status, 'approved')))
    .limit(1);
  return approved !== undefined;
}
