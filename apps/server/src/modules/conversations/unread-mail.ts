import {
  CONVERSATION_UNREAD_MAIL_AFTER_MINUTES,
  type ConversationSide,
} from '@sortim/contracts/conversations';
import { and, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import { activities, conversationMessages, conversations, profiles, users } from '#src/db/schema.ts';
import type { Mailer, QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { conversationUnreadEmail } from '#src/lib/email/templates/conversation-unread.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { bookedConversation } from './conversation-access.ts';

/*
 * The e-mail about an unread message (the 'conversations.unread-mail' job, every minute). A person hears of
 * a message to them that has been unread CONVERSATION_UNREAD_MAIL_AFTER_MINUTES, and was not in an earlier
 * e-mail, at most once an hour per conversation: their side's *_emailed_at is claimed by a conditional
 * update in the transaction that queues the e-mail, so two workers, a retry or a restart never send twice.
 * The e-mail is in the reader's language, links to /messages/:id, and hides contact details as the page
 * does before booking. Accounts deleted or anonymised are not written to.
 */

export type UnreadMailContext = { db: Database; mailer: Mailer; publicUrl: string };

const HOUR_MS = 60 * 60 * 1000;
/** Conversations looked at per run and side: the rest wait a minute for the next run. */
const BATCH = 200;

const reader = alias(profiles, 'reader');

const columnsOf = (side: ConversationSide) =>
  side === 'host'
    ? {
        me: conversations.hostId,
        other: conversations.guestId,
        readAt: conversations.hostReadAt,
        emailedAt: conversations.hostEmailedAt,
      }
    : {
        me: conversations.guestId,
        other: conversations.hostId,
        readAt: conversations.guestReadAt,
        emailedAt: conversations.guestEmailedAt,
      };

/** The other person's visible messages to `side` that are unread and not yet told of. */
const unreadFor = (side: ConversationSide) => {
  const c = columnsOf(side);
  return and(
    eq(conversationMessages.conversationId, conversations.id),
    isNull(conversationMessages.hiddenAt),
    eq(conversationMessages.senderId, c.other),
    sql`${conversationMessages.createdAt} > coalesce(${c.readAt}, '-infinity'::timestamptz)`,
    sql`${conversationMessages.createdAt} > coalesce(${c.emailedAt}, '-infinity'::timestamptz)`,
  ) as SQL;
};

/** Not e-mailed about this conversation in the hour before `now`. */
const mayEmail = (side: ConversationSide, now: Date) => {
  const { emailedAt } = columnsOf(side);
  return or(isNull(emailedAt), lte(emailedAt, new Date(now.getTime() - HOUR_MS))) as SQL;
};

async function dueConversations(db: Database, side: ConversationSide, now: Date): Promise<string[]> {
  const waitedSince = new Date(now.getTime() - CONVERSATION_UNREAD_MAIL_AFTER_MINUTES * 60 * 1000);
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(reader, eq(reader.id, columnsOf(side).me))
    .where(
      and(
        isNull(reader.deletedAt),
        mayEmail(side, now),
        sql`exists (select 1 from ${conversationMessages} where ${unreadFor(side)}
          and ${conversationMessages.createdAt} <= ${waitedSince.toISOString()}::timestamptz)`,
      ),
    )
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/** Claims `side`'s hour of one conversation and queues its e-mail; null when another run got there first. */
async function emailOne(
  ctx: UnreadMailContext,
  side: ConversationSide,
  id: string,
  now: Date,
): Promise<QueuedEmail | null> {
  const c = columnsOf(side);
  return ctx.db.transaction(async (tx) => {
    // Read what is unread before the claim moves emailed_at past it.
    const unread = await tx
      .select({ body: conversationMessages.body })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(eq(conversations.id, id), unreadFor(side)))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id));
    const [claimed] = await tx
      .update(conversations)
      .set(side === 'host' ? { hostEmailedAt: now } : { guestEmailedAt: now })
      .where(and(eq(conversations.id, id), mayEmail(side, now)))
      .returning({ id: conversations.id });
    const [latest] = unread;
    if (!claimed || !latest) return null;

    const sender = alias(profiles, 'sender');
    const [row] = await tx
      .select({
        ...recipientColumns,
        senderName: sender.displayName,
        title: activities.title,
        seriesId: activities.seriesId,
        booked: sql<boolean>`${bookedConversation}`,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, c.me))
      .innerJoin(profiles, eq(profiles.id, c.me))
      .innerJoin(sender, eq(sender.id, c.other))
      .innerJoin(activities, eq(activities.id, conversations.activityId))
      .where(eq(conversations.id, id));
    if (!row) return null;
    return ctx.mailer.queue(tx, {
      to: row.email,
      ...conversationUnreadEmail({
        recipient: row,
        senderName: row.senderName,
        activityTitle: guestTitle(row),
        body: latest.body,
        more: unread.length - 1,
        booked: row.booked,
        conversationUrl: `${ctx.publicUrl}/messages/${id}`,
      }),
    });
  });
}

/** One run of the job at `now`: the e-mails due, each claimed once. Returns how many were queued. */
export async function sendUnreadMessageEmails(ctx: UnreadMailContext, now: Date): Promise<number> {
  let sent = 0;
  for (const side of ['host', 'guest'] as const) {
    for (const id of await dueConversations(ctx.db, side, now)) {
      const mail = await emailOne(ctx, side, id, now);
      if (!mail) continue;
      await mail.dispatch();
      sent += 1;
    }
  }
  return sent;
}
