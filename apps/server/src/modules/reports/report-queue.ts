import type { AdminReport, AdminReportList, ReportedItem } from '@sortim/contracts/reports';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import {
  activities,
  conversationMessages,
  conversations,
  profiles,
  reports,
  reviews,
  users,
} from '#src/db/schema.ts';
import { messagesAround } from './reported-messages.ts';

/*
 * The admin's queue (/admin/reports): open reports first, oldest first (the longest waiting), then the
 * latest decided ones. Each comes with its item in context, the reporter, whose the item is and the other
 * reports about that person. An admin works a page of them; each report's context is a few small reads.
 */

/** The decided reports shown under the open ones. */
const DECIDED_SHOWN = 50;
/** Open reports shown at once: the queue is worked from the top. */
const OPEN_SHOWN = 100;
const EARLIER_SHOWN = 10;

const reporterUser = alias(users, 'reporter_user');
const reporterProfile = alias(profiles, 'reporter_profile');
const subjectUser = alias(users, 'subject_user');
const subjectProfile = alias(profiles, 'subject_profile');
const decider = alias(profiles, 'decider');

/** A person's name: their profile's, or the account's for one that never made a profile. */
const nameOf = (profileName: AnyPgColumn, accountName: AnyPgColumn) =>
  sql<string>`coalesce(${profileName}, ${accountName})`;

const queueColumns = {
  id: reports.id,
  targetType: reports.targetType,
  targetId: reports.targetId,
  reason: reports.reason,
  note: reports.note,
  status: reports.status,
  createdAt: reports.createdAt,
  decidedAt: reports.decidedAt,
  decidedByName: decider.displayName,
  reporterId: reports.reporterId,
  reporterName: nameOf(reporterProfile.displayName, reporterUser.name),
  reporterEmail: reporterUser.email,
  subjectId: subjectUser.id,
  subjectName: nameOf(subjectProfile.displayName, subjectUser.name),
  subjectEmail: subjectUser.email,
  subjectSuspendedAt: subjectProfile.suspendedAt,
};

function selectQueue(db: Database) {
  return db
    .select(queueColumns)
    .from(reports)
    .innerJoin(reporterUser, eq(reporterUser.id, reports.reporterId))
    .leftJoin(reporterProfile, eq(reporterProfile.id, reports.reporterId))
    .leftJoin(subjectUser, eq(subjectUser.id, reports.subjectUserId))
    .leftJoin(subjectProfile, eq(subjectProfile.id, reports.subjectUserId))
    .leftJoin(decider, eq(decider.id, reports.decidedBy));
}

type QueueRow = Awaited<ReturnType<ReturnType<typeof selectQueue>['execute']>>[number];

export async function listReports(db: Database): Promise<AdminReportList> {
  const [open, decided] = await Promise.all([
    selectQueue(db)
      .where(eq(reports.status, 'open'))
      .orderBy(asc(reports.createdAt), asc(reports.id))
      .limit(OPEN_SHOWN),
    selectQueue(db)
      .where(ne(reports.status, 'open'))
      .orderBy(desc(reports.decidedAt), desc(reports.id))
      .limit(DECIDED_SHOWN),
  ]);
  return { items: await Promise.all([...open, ...decided].map((row) => inContext(db, row))) };
}

async function inContext(db: Database, row: QueueRow): Promise<AdminReport> {
  const [item, earlier, [others]] = await Promise.all([
    reportedItem(db, row.targetType, row.targetId),
    row.subjectId
      ? db
          .select({
            id: reports.id,
            targetType: reports.targetType,
            reason: reports.reason,
            status: reports.status,
            createdAt: reports.createdAt,
          })
          .from(reports)
          .where(and(eq(reports.subjectUserId, row.subjectId), ne(reports.id, row.id)))
          .orderBy(desc(reports.createdAt))
          .limit(EARLIER_SHOWN)
      : [],
    db
      .select({ n: count() })
      .from(reports)
      .where(
        and(
          eq(reports.targetType, row.targetType),
          eq(reports.targetId, row.targetId),
          eq(reports.status, 'open'),
          ne(reports.id, row.id),
        ),
      ),
  ]);
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByName: row.decidedByName,
    reporter: { id: row.reporterId, name: row.reporterName, email: row.reporterEmail },
    subject:
      row.subjectId && row.subjectEmail
        ? {
            id: row.subjectId,
            name: row.subjectName,
            email: row.subjectEmail,
            suspended: row.subjectSuspendedAt !== null,
          }
        : null,
    item,
    earlier: earlier.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    otherOpen: others?.n ?? 0,
  };
}

const hostProfile = alias(profiles, 'host_profile');

/** The item as it is now; 'gone' once deleted (an activity erased, an account deleted). */
async function reportedItem(db: Database, type: QueueRow['targetType'], id: string): Promise<ReportedItem> {
  const gone: ReportedItem = { type: 'gone' };
  if (type === 'review') {
    const [row] = await db
      .select({
        rating: reviews.rating,
        comment: reviews.comment,
        hiddenAt: reviews.hiddenAt,
        activityId: activities.id,
        activityTitle: activities.title,
      })
      .from(reviews)
      .innerJoin(activities, eq(activities.id, reviews.activityId))
      .where(eq(reviews.id, id));
    if (!row) return gone;
    const { hiddenAt, ...shown } = row;
    return { type, ...shown, hidden: hiddenAt !== null };
  }
  if (type === 'activity') {
    const [row] = await db
      .select({
        activityId: activities.id,
        title: activities.title,
        hostName: hostProfile.displayName,
        isPublished: activities.isPublished,
      })
      .from(activities)
      .leftJoin(hostProfile, eq(hostProfile.id, activities.hostId))
      .where(eq(activities.id, id));
    return row ? { type, ...row, hostName: row.hostName ?? '' } : gone;
  }
  if (type === 'profile') {
    const [row] = await db
      .select({
        userId: profiles.id,
        displayName: profiles.displayName,
        bio: profiles.bio,
        avatarUrl: profiles.avatarUrl,
      })
      .from(profiles)
      .where(eq(profiles.id, id));
    return row ? { type, ...row } : gone;
  }
  const [message] = await db
    .select({
      id: conversationMessages.id,
      conversationId: conversationMessages.conversationId,
      activityTitle: activities.title,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(activities, eq(activities.id, conversations.activityId))
    .where(eq(conversationMessages.id, id));
  if (!message) return gone;
  return {
    type,
    conversationId: message.conversationId,
    activityTitle: message.activityTitle,
    around: await messagesAround(db, message),
  };
}
