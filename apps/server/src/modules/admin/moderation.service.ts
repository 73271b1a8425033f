import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminActivitiesPage,
  type AdminActivitiesQuery,
  type AdminActivityRow,
} from '@sortim/contracts/admin';
import type { DeleteActivityResult } from '@sortim/contracts/hosting';
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, bookings, profiles } from '#src/db/schema.ts';
import { activityTimeZone } from '#src/lib/activity-time-zone.ts';
import { recordAudit } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { containsPattern } from '#src/lib/like-pattern.ts';
import { deleteActivity } from '#src/modules/host-activities/host-activities.service.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { isListed, isPaid } from '#src/modules/reservations/rules.ts';

/*
 * Moderating activities (/admin/activities): every activity of every host, drafts and cancelled ones
 * included; featuring one puts it on the landing page's 'This Week in Barcelona'; deleting one follows
 * the host's own rule (paid guests of a future activity are refunded).
 */

const NOT_FOUND = 'Activity not found';
const started = sql`(${activities.startTime} <= now())`;

/** One page, upcoming ones first (soonest first), then those that have started (latest first). */
export async function listActivitiesForAdmin(
  db: Database,
  query: z.output<typeof AdminActivitiesQuery>,
): Promise<AdminActivitiesPage> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = pattern
    ? or(ilike(activities.title, pattern), ilike(sql`${activities.category}::text`, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: activities.id,
        title: activities.title,
        category: activities.category,
        startTime: activities.startTime,
        timeZone: activityTimeZone,
        priceCents: activities.priceCents,
        capacity: activities.capacity,
        spotsRemaining: activities.spotsRemaining,
        thumbnailUrl: activities.thumbnailUrl,
        hostId: activities.hostId,
        hostName: profiles.displayName,
        featured: activities.featured,
        isPublished: activities.isPublished,
        status: activities.status,
        paidBookings: sql<number>`(select count(*) from ${bookings}
          where ${bookings.activityId} = ${activities.id} and ${isPaid})::int`,
      })
      .from(activities)
      .innerJoin(profiles, eq(profiles.id, activities.hostId))
      .where(where)
      .orderBy(
        asc(started),
        sql`case when not ${started} then ${activities.startTime} end asc`,
        desc(activities.startTime),
        asc(activities.id),
      )
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return {
    activities: rows.map((row): AdminActivityRow => ({ ...row, startTime: row.startTime.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/**
 * Features or unfeatures an activity, with its audit record. Only a published, upcoming activity can be
 * featured (the landing page shows nothing else); unfeaturing is always allowed. No change, no record.
 */
export async function setFeatured(db: Database, admin: Caller, id: string, featured: boolean): Promise<void> {
  if (!isUuid(id)) throw new NotFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    const [activity] = await tx
      .select({
        hostId: activities.hostId,
        featured: activities.featured,
        listed: isListed,
        started: sql<boolean>`${started}`,
      })
      .from(activities)
      .where(eq(activities.id, id))
      .for('update');
    if (!activity) throw new NotFound(NOT_FOUND);
    if (activity.featured === featured) return;
    if (featured && (!activity.listed || activity.started)) throw new Conflict(ADMIN_MESSAGES.notFeaturable);
    await tx.update(activities).set({ featured, updatedAt: sql`now()` }).where(eq(activities.id, id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: featured ? 'activity.feature' : 'activity.unfeature',
      targetType: 'activity',
      targetId: id,
      subjectUserId: activity.hostId,
      before: { featured: activity.featured },
      after: { featured },
    });
  });
}

/**
 * The host's delete, done by an admin: an activity nobody paid for is erased, one with money on it is
 * cancelled and its paid guests refunded. The audit record is written in the transaction that erases or
 * cancels it.
 */
export async function deleteActivityAsAdmin(
  ctx: PaymentContext,
  admin: Caller,
  id: string,
): Promise<DeleteActivityResult> {
  if (!isUuid(id)) throw new NotFound(NOT_FOUND);
  const [before] = await ctx.db
    .select({
      hostId: activities.hostId,
      title: activities.title,
      status: activities.status,
      startTime: activities.startTime,
    })
    .from(activities)
    .where(eq(activities.id, id));
  if (!before) throw new NotFound(NOT_FOUND);
  return deleteActivity(ctx, admin, id, async (tx) => {
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'activity.delete',
      targetType: 'activity',
      targetId: id,
      subjectUserId: before.hostId,
      before: { ...before, startTime: before.startTime.toISOString() },
      after: { outcome: (await stillThere(tx, id)) ? 'cancelled' : 'deleted' },
    });
  });
}

async function stillThere(tx: Transaction, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, id));
  return row !== undefined;
}
