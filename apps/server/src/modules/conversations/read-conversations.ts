import { hideContactDetails } from '@sortim/contracts/contact-details';
import type {
  Conversation,
  ConversationMessage,
  Inbox,
  InboxQuery,
  UnreadCount,
} from '@sortim/contracts/conversations';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import { activities, conversationMessages, conversations, profiles } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isSuspended } from '#src/lib/suspension.ts';
import { bookedConversation, ownConversation } from './conversation-access.ts';

/*
 * What the two people read: the inbox (newest first, with unread counts), one conversation (opening it
 * marks it read), and the navigation's count. Hidden messages (an admin's decision on a report) show to
 * nobody; before the guest has paid, contact details are hidden from every body and excerpt.
 */

/** Characters of the last message the inbox shows. */
const EXCERPT_LENGTH = 140;

const other = alias(profiles, 'other');

/** The caller is one of the conversation's two people. */
const involves = (caller: Caller) =>
  or(eq(conversations.guestId, caller.id), eq(conversations.hostId, caller.id)) as SQL;

/** When the caller last read the row's conversation. */
const callerReadAt = (caller: Caller) =>
  sql`case when ${conversations.guestId} = ${caller.id} then ${conversations.guestReadAt} else ${conversations.hostReadAt} end`;

const visible = (message = conversationMessages) => isNull(message.hiddenAt);

/** Messages to the caller in the row's conversation they have not read. */
const unreadOf = (caller: Caller) => sql<number>`(
  select count(*)::int from ${conversationMessages}
  where ${conversationMessages.conversationId} = ${conversations.id} and ${visible()}
    and ${conversationMessages.senderId} <> ${caller.id}
    and ${conversationMessages.createdAt} > coalesce(${callerReadAt(caller)}, '-infinity'::timestamptz))`;

/** A column of the row's last visible message. */
const lastMessage = <T>(column: SQL | typeof conversationMessages.body) => sql<T | null>`(
  select ${column} from ${conversationMessages}
  where ${conversationMessages.conversationId} = ${conversations.id} and ${visible()}
  order by ${conversationMessages.createdAt} desc, ${conversationMessages.id} desc limit 1)`;

const hasVisibleMessage = sql`exists (select 1 from ${conversationMessages}
  where ${conversationMessages.conversationId} = ${conversations.id} and ${visible()})`;

/** A message's body as the reader sees it: whole once booked, contact details hidden before. */
export function shownBody(body: string, booked: boolean): { body: string; hidden: number } {
  if (booked) return { body, hidden: 0 };
  const { text, hidden } = hideContactDetails(body);
  return { body: text, hidden };
}

const excerptOf = (body: string, booked: boolean): string => {
  const line = shownBody(body, booked).body.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
};

/**
 * `GET /api/conversations`: the caller's conversations with at least one message (a booking's conversation
 * appears once someone writes in it), newest first; a host can narrow it to one of their activities.
 */
export async function inbox(db: Database, caller: Caller, query: InboxQuery): Promise<Inbox> {
  const rows = await db
    .select({
      id: conversations.id,
      activityId: activities.id,
      title: activities.title,
      seriesId: activities.seriesId,
      guestId: conversations.guestId,
      otherId: other.id,
      otherName: other.displayName,
      otherAvatar: other.avatarUrl,
      booked: sql<boolean>`${bookedConversation}`,
      unread: unreadOf(caller),
      lastBody: lastMessage<string>(conversationMessages.body),
      lastSender: lastMessage<string>(sql`${conversationMessages.senderId}`),
      lastAt: lastMessage<string>(sql`${conversationMessages.createdAt}`),
    })
    .from(conversations)
    .innerJoin(activities, eq(activities.id, conversations.activityId))
    .innerJoin(
      other,
      eq(
        other.id,
        sql`case when ${conversations.guestId} = ${caller.id} then ${conversations.hostId} else ${conversations.guestId} end`,
      ),
    )
    .where(
      and(
        involves(caller),
        hasVisibleMessage,
        query.activityId
          ? and(eq(conversations.activityId, query.activityId), eq(conversations.hostId, caller.id))
          : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));

  const hosted = await db
    .selectDistinct({ id: activities.id, title: activities.title, seriesId: activities.seriesId })
    .from(conversations)
    .innerJoin(activities, eq(activities.id, conversations.activityId))
    .where(and(eq(conversations.hostId, caller.id), hasVisibleMessage))
    .orderBy(asc(activities.title), asc(activities.id));

  return {
    items: rows.map((row) => ({
      id: row.id,
      activity: { id: row.activityId, title: guestTitle({ title: row.title, seriesId: row.seriesId }) },
      side: row.guestId === caller.id ? ('guest' as const) : ('host' as const),
      other: { id: row.otherId, name: row.otherName, avatarUrl: row.otherAvatar },
      last:
        row.lastBody === null
          ? null
          : {
              excerpt: excerptOf(row.lastBody, row.booked),
              fromMe: row.lastSender === caller.id,
              sentAt: new Date(row.lastAt ?? 0).toISOString(),
            },
      unread: row.unread,
      booked: row.booked,
    })),
    activities: hosted.map((a) => ({ id: a.id, title: a.title })),
  };
}

/** `GET /api/conversations/:id`: oldest message first; reading it marks it read for the caller. */
export async function readConversation(db: Database, caller: Caller, id: string): Promise<Conversation> {
  const own = await ownConversation(db, caller, id);
  const [person] = await db
    .select({ name: profiles.displayName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, own.otherId));
  const suspended = await isSuspended(db, caller.id);
  const rows = await db
    .select({
      id: conversationMessages.id,
      senderId: conversationMessages.senderId,
      subject: conversationMessages.subject,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, own.id), visible()))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  await db
    .update(conversations)
    .set(own.side === 'guest' ? { guestReadAt: new Date() } : { hostReadAt: new Date() })
    .where(eq(conversations.id, own.id));

  const messages: ConversationMessage[] = rows.map((row) => ({
    id: row.id,
    fromMe: row.senderId === caller.id,
    subject: row.subject,
    ...shownBody(row.body, own.booked),
    sentAt: row.createdAt.toISOString(),
  }));
  return {
    id: own.id,
    activity: {
      id: own.activityId,
      title: guestTitle({ title: own.activityTitle, seriesId: own.activitySeriesId }),
    },
    side: own.side,
    other: { id: own.otherId, name: person?.name ?? '', avatarUrl: person?.avatarUrl ?? null },
    booked: own.booked,
    bookingId: own.bookingId,
    messages,
    cannotSend: suspended ? 'suspended' : null,
  };
}

/** `GET /api/conversations/unread`: how many of the caller's conversations have unread messages. */
export async function unreadCount(db: Database, caller: Caller): Promise<UnreadCount> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(involves(caller), sql`${unreadOf(caller)} > 0`));
  return { conversations: row?.n ?? 0 };
}
