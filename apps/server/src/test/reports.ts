import type { ReportTargetType } from '@sortim/contracts/conversation-kinds';
import type { Database } from '#src/db/client.ts';
import { conversationMessages, conversations, reports } from '#src/db/schema.ts';

/*
 * Rows of issue 37 for tests of reports: a conversation with its messages (the conversations module's own
 * tables, written directly: reports only read them) and a report.
 */

/** A conversation between `hostId` and `guestId` about an activity, with `messages` in order (a second apart). */
export async function createConversation(
  db: Database,
  input: {
    activityId: string;
    hostId: string;
    guestId: string;
    messages: { senderId: string; body: string }[];
  },
) {
  const [conversation] = await db
    .insert(conversations)
    .values({ activityId: input.activityId, hostId: input.hostId, guestId: input.guestId })
    .returning();
  if (!conversation) throw new Error('conversation not created');
  const start = Date.now() - input.messages.length * 1000;
  const messages = input.messages.length
    ? await db
        .insert(conversationMessages)
        .values(
          input.messages.map((m, i) => ({
            conversationId: conversation.id,
            senderId: m.senderId,
            body: m.body,
            createdAt: new Date(start + i * 1000),
          })),
        )
        .returning()
    : [];
  return { conversation, messages };
}

/** An open report, as if `reporterId` had filed it. */
export async function createReport(
  db: Database,
  input: { reporterId: string; targetType: ReportTargetType; targetId: string; subjectUserId: string | null },
) {
  const [report] = await db
    .insert(reports)
    .values({ reason: 'spam', ...input })
    .returning();
  if (!report) throw new Error('report not created');
  return report;
}
