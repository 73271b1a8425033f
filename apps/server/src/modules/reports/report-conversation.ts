import { REPORT_MESSAGES, type ReportConversation } from '@sortim/contracts/reports';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import { activities, conversationMessages, conversations, profiles, reports, users } from '#src/db/schema.ts';
import { recordAudit } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { conversationThread } from './reported-messages.ts';

/*
 * An admin reads a conversation only through a report of one of its messages, and every reading is in the
 * audit log ('conversation.read', shown in the reported person's Security tab), in the transaction that
 * reads it: no reading without its record.
 */

const hostUser = alias(users, 'host_user');
const hostProfile = alias(profiles, 'host_profile');
const guestUser = alias(users, 'guest_user');
const guestProfile = alias(profiles, 'guest_profile');

export async function readReportedConversation(
  db: Database,
  admin: Caller,
  reportId: string,
): Promise<ReportConversation> {
  if (!isUuid(reportId)) throw new NotFound(REPORT_MESSAGES.reportNotFound);
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        targetType: reports.targetType,
        targetId: reports.targetId,
        subjectUserId: reports.subjectUserId,
      })
      .from(reports)
      .where(eq(reports.id, reportId));
    if (!report) throw new NotFound(REPORT_MESSAGES.reportNotFound);
    if (report.targetType !== 'message') throw new Conflict(REPORT_MESSAGES.noConversation);
    const [conversation] = await tx
      .select({
        id: conversations.id,
        activityTitle: activities.title,
        hostName: sql<string>`coalesce(${hostProfile.displayName}, ${hostUser.name})`,
        guestName: sql<string>`coalesce(${guestProfile.displayName}, ${guestUser.name})`,
      })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .innerJoin(activities, eq(activities.id, conversations.activityId))
      .innerJoin(hostUser, eq(hostUser.id, conversations.hostId))
      .leftJoin(hostProfile, eq(hostProfile.id, conversations.hostId))
      .innerJoin(guestUser, eq(guestUser.id, conversations.guestId))
      .leftJoin(guestProfile, eq(guestProfile.id, conversations.guestId))
      .where(eq(conversationMessages.id, report.targetId));
    if (!conversation) throw new NotFound(REPORT_MESSAGES.notFound);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'conversation.read',
      targetType: 'conversation',
      targetId: conversation.id,
      subjectUserId: report.subjectUserId,
      after: { reportId, messageId: report.targetId },
    });
    return {
      conversationId: conversation.id,
      activityTitle: conversation.activityTitle,
      hostName: conversation.hostName,
      guestName: conversation.guestName,
      reportedMessageId: report.targetId,
      messages: await conversationThread(tx, conversation.id),
    };
  });
}
