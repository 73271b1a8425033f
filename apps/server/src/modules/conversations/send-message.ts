import {
  CONVERSATION_MESSAGES_PER_MINUTE,
  CONVERSATIONS_MESSAGES,
  CONVERSATIONS_PER_GUEST_PER_DAY,
  type MessageSent,
  type SendMessageInput,
} from '@sortim/contracts/conversations';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, conversationMessages, conversations } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, Forbidden, NotFound, TooManyRequests } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { isSuspended } from '#src/lib/suspension.ts';
import { isListed } from '#src/modules/reservations/rules.ts';
import { type OwnConversation, ownConversation } from './conversation-access.ts';
import { shownBody } from './read-conversations.ts';

/*
 * Writing: 'Ask the host' starts (or continues) the guest's conversation about an activity; either person
 * writes in a conversation of theirs. A suspended account can no longer send. Limits against spam, counted
 * in the database (so every server process counts the same): conversations a guest starts in a day (those
 * their booking made do not count), and messages a person sends in a minute. Each message and the
 * conversation's last-message time are one transaction; the other person hears of it by the unread
 * e-mail job (unread-mail.ts), not at once.
 */

const M = CONVERSATIONS_MESSAGES;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

async function assertMaySend(tx: Transaction, caller: Caller): Promise<void> {
  if (await isSuspended(tx, caller.id)) throw new Forbidden(M.suspended);
  const [sent] = await tx
    .select({ n: count() })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.senderId, caller.id),
        isNull(conversationMessages.hostMessageId),
        gte(conversationMessages.createdAt, new Date(Date.now() - MINUTE)),
      ),
    );
  if ((sent?.n ?? 0) >= CONVERSATION_MESSAGES_PER_MINUTE) throw new TooManyRequests(M.perMinuteLimit);
}

async function insertMessage(
  tx: Transaction,
  conversation: Pick<OwnConversation, 'id' | 'booked'>,
  caller: Caller,
  body: string,
): Promise<MessageSent> {
  const [row] = await tx
    .insert(conversationMessages)
    .values({ conversationId: conversation.id, senderId: caller.id, body })
    .returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt });
  if (!row) throw new Error('message not recorded');
  // The sender has read everything up to their own message.
  await tx
    .update(conversations)
    .set({
      lastMessageAt: row.createdAt,
      hostReadAt: sql`case when ${conversations.hostId} = ${caller.id} then ${row.createdAt.toISOString()}::timestamptz else ${conversations.hostReadAt} end`,
      guestReadAt: sql`case when ${conversations.guestId} = ${caller.id} then ${row.createdAt.toISOString()}::timestamptz else ${conversations.guestReadAt} end`,
    })
    .where(eq(conversations.id, conversation.id));
  return {
    conversationId: conversation.id,
    message: {
      id: row.id,
      fromMe: true,
      subject: null,
      ...shownBody(body, conversation.booked),
      sentAt: row.createdAt.toISOString(),
    },
  };
}

/** `POST /api/conversations/:id/messages`: either person writes in their conversation. */
export async function sendMessage(
  db: Database,
  caller: Caller,
  id: string,
  input: SendMessageInput,
): Promise<MessageSent> {
  return db.transaction(async (tx) => {
    const conversation = await ownConversation(tx, caller, id, true);
    await assertMaySend(tx, caller);
    return insertMessage(tx, conversation, caller, input.body);
  });
}

/**
 * `POST /api/activities/:id/conversation`: 'Ask the host' of a listed activity, not one's own. Continues the
 * guest's conversation about it when there is one (the limit counts only new ones).
 */
export async function askHost(
  db: Database,
  caller: Caller,
  activityId: string,
  input: SendMessageInput,
): Promise<MessageSent> {
  return db.transaction(async (tx) => {
    const [activity] = isUuid(activityId)
      ? await tx
          .select({ id: activities.id, hostId: activities.hostId, listed: sql<boolean>`${isListed}` })
          .from(activities)
          .where(eq(activities.id, activityId))
      : [];
    if (!activity?.listed) throw new NotFound(M.activityNotFound);
    if (activity.hostId === caller.id) throw new Conflict(M.ownActivity);
    await assertMaySend(tx, caller);

    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.activityId, activityId), eq(conversations.guestId, caller.id)));
    if (existing)
      return insertMessage(tx, await ownConversation(tx, caller, existing.id, true), caller, input.body);

    // Serialises one guest's concurrent starts, so two at once count each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversations.start:${caller.id}`}))`);
    const [started] = await tx
      .select({ n: count() })
      .from(conversations)
      .where(
        and(
          eq(conversations.guestId, caller.id),
          isNull(conversations.bookingId),
          gte(conversations.createdAt, new Date(Date.now() - DAY)),
        ),
      );
    if ((started?.n ?? 0) >= CONVERSATIONS_PER_GUEST_PER_DAY) throw new TooManyRequests(M.perDayLimit);
    const [created] = await tx
      .insert(conversations)
      .values({ activityId, hostId: activity.hostId, guestId: caller.id })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    const conversationId =
      created?.id ??
      // Started by the same guest a moment ago (another tab): continue it.
      (
        await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.activityId, activityId), eq(conversations.guestId, caller.id)))
      )[0]?.id;
    if (!conversationId) throw new Error('conversation not created');
    return insertMessage(tx, await ownConversation(tx, caller, conversationId, true), caller, input.body);
  });
}
