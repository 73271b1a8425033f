import {
  type ADMIN_APPLICATION_TABS,
  ADMIN_MESSAGES,
  type AdminApplication,
  type AdminApplications,
} from '@sortim/contracts/admin';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import { hostApplications, profiles, users } from '#src/db/schema.ts';
import { recordRoleChange } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { rolesOf } from '#src/lib/roles.ts';
import { grantHost } from '#src/modules/become-host/become-host.service.ts';

/*
 * Host applications as the admin reviews them (/admin/applications): only a pending one is decided, once.
 * Approving grants the host role in the same transaction, so an approved application never lacks it.
 */

type Tab = (typeof ADMIN_APPLICATION_TABS)[number];
type Decision = 'approved' | 'rejected';

const NOT_FOUND = 'Application not found';
const reviewers = alias(profiles, 'reviewers');

/** One tab of the page, newest first. */
export async function listApplications(db: Database, tab: Tab): Promise<AdminApplications> {
  const rows = await db
    .select({
      id: hostApplications.id,
      userId: hostApplications.userId,
      displayName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
      email: users.email,
      activityType: hostApplications.activityType,
      phone: hostApplications.phone,
      notificationEmail: hostApplications.notificationEmail,
      status: hostApplications.status,
      createdAt: hostApplications.createdAt,
      reviewedAt: hostApplications.reviewedAt,
      reviewerName: reviewers.displayName,
    })
    .from(hostApplications)
    .innerJoin(users, eq(users.id, hostApplications.userId))
    .leftJoin(profiles, eq(profiles.id, hostApplications.userId))
    .leftJoin(reviewers, eq(reviewers.id, hostApplications.reviewedBy))
    .where(tab === 'all' ? undefined : eq(hostApplications.status, tab))
    .orderBy(desc(hostApplications.createdAt), desc(hostApplications.id));
  return { applications: rows.map(toApplication) };
}

function toApplication(
  row: Omit<AdminApplication, 'createdAt' | 'reviewedAt'> & {
    createdAt: Date;
    reviewedAt: Date | null;
  },
): AdminApplication {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Approves or rejects a pending application: its status, reviewer and time, the host role on approval
 * (unless the applicant already hosts) and the audit record, all or nothing. The row lock makes a second
 * admin deciding at the same moment wait, then find it decided.
 */
export async function decideApplication(
  db: Database,
  admin: Caller,
  id: string,
  decision: Decision,
): Promise<void> {
  if (!isUuid(id)) throw new NotFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    const [application] = await tx
      .select({ userId: hostApplications.userId, status: hostApplications.status })
      .from(hostApplications)
      .where(eq(hostApplications.id, id))
      .for('update');
    if (!application) throw new NotFound(NOT_FOUND);
    if (application.status !== 'pending') throw new Conflict(ADMIN_MESSAGES.applicationDecided);

    const before = await rolesOf(tx, application.userId);
    await tx
      .update(hostApplications)
      .set({ status: decision, reviewedBy: admin.id, reviewedAt: sql`now()` })
      .where(eq(hostApplications.id, id));
    if (decision === 'approved') await grantHost(tx, application.userId);
    await recordRoleChange(tx, {
      actorId: admin.id,
      action: decision === 'approved' ? 'application.approve' : 'application.reject',
      userId: application.userId,
      before,
      on: {
        targetType: 'application',
        targetId: id,
        before: { status: application.status },
        after: { status: decision },
      },
    });
  });
}
