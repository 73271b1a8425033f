import type { AuditAction, AuditEntry, AuditTargetType } from '@sortim/contracts/admin';
import { ROLES, type Role } from '@sortim/contracts/taxonomy';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '#src/db/client.ts';
import { auditLog, profiles } from '#src/db/schema.ts';
import { rolesOf } from '#src/lib/roles.ts';

/*
 * The audit log: every admin change records who, what, when and the before and after. Always call
 * `recordAudit` with the transaction that makes the change, so there is never a change without its
 * record, nor a record of a change that rolled back. "Latest" means the highest `seq`, never the latest
 * `created_at`: that is the time its transaction started, so a transaction that started earlier and
 * committed later would look older than what it overrode.
 */

export type AuditRecord = {
  /** The admin; null from the server's command line. */
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The person the change is about, when there is one (shown in their Security tab). */
  subjectUserId?: string | null;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(tx: Transaction | Database, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    subjectUserId: record.subjectUserId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export type RoleChange = {
  /** The admin (or the person themselves); null from the server's command line. */
  actorId: string | null;
  action: AuditAction;
  /** The person whose roles changed. */
  userId: string;
  /** Their whole role set before the change, read in the same transaction. */
  before: readonly Role[];
  /** Their whole role set after it; read here, after the change, when not given. */
  after?: readonly Role[];
  /** When the record is about something else (an application): what, and its other fields before and after. */
  on?: {
    targetType: AuditTargetType;
    targetId: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  };
};

/**
 * Records a change to a person's roles with their whole role set before and after (`{ roles }`), the form
 * 'Verify Admin Role' reads back through `latestStatedRoles`. Call it in the change's transaction, after
 * the change.
 */
export async function recordRoleChange(tx: Transaction, change: RoleChange): Promise<void> {
  const after = change.after ?? (await rolesOf(tx, change.userId));
  await recordAudit(tx, {
    actorId: change.actorId,
    action: change.action,
    targetType: change.on?.targetType ?? 'user',
    targetId: change.on?.targetId ?? change.userId,
    subjectUserId: change.userId,
    before: { ...change.on?.before, roles: change.before },
    after: { ...change.on?.after, roles: after },
  });
}

/** What admins did about this person, newest first. */
export async function auditOfUser(db: Database, userId: string, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: profiles.displayName,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(eq(auditLog.subjectUserId, userId))
    .orderBy(desc(auditLog.seq))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    action: row.action as AuditAction,
    targetType: row.targetType as AuditTargetType,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** What an audit record says someone's roles became (every role change records `after: { roles }`). */
const StatedRoles = z.object({ roles: z.array(z.enum(ROLES)) });

/** The role set the latest record stating this person's roles gives them; null without one. */
export async function latestStatedRoles(db: Database | Transaction, userId: string): Promise<Role[] | null> {
  const [latest] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), sql`jsonb_typeof(${auditLog.after} -> 'roles') = 'array'`))
    .orderBy(desc(auditLog.seq))
    .limit(1);
  const stated = StatedRoles.safeParse(latest?.after);
  return stated.success ? stated.data.roles : null;
}
