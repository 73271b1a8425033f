import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, conversationMessages, conversations, profiles } from '#src/db/schema.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { bookedConversation } from './conversation-access.ts';
import { shownBody } from './read-conversations.ts';

/*
 * A person's conversations as their own data (decision 184): in their data export, and gone with their
 * account. An anonymised account keeps its user row (bookings point at it), so the foreign keys' cascade
 * is not enough: the deletion removes every conversation the person is one of the two people of, with all
 * its messages (a conversation with nobody on the other end is nobody's to keep).
 */

export type ExportedConversation = {
  activityTitle: string;
  side: 'guest' | 'host';
  with: string;
  messages: { from: 'me' | 'them'; subject: string | null; body: string; sentAt: string; hidden: boolean }[];
};

const other = alias(profiles, 'other');

/**
 * The person's conversations and the messages in them, oldest first: what they sent as written (hidden ones
 * too: they are theirs), what they received as they would read it (hidden ones left out, contact details
 * hidden before booking, so the export is no way around the rule).
 */
export async function conversationsForExport(db: Database, userId: string): Promise<ExportedConversation[]> {
  const rows = await db
    .select({
      id: conversations.id,
      title: activities.title,
      seriesId: activities.seriesId,
      guestId: conversations.guestId,
      otherName: other.displayName,
      booked: bookedConversation,
    })
    .from(conversations)
    .innerJoin(activities, eq(activities.id, conversations.activityId))
    .innerJoin(
      other,
      or(
        and(eq(conversations.guestId, userId), eq(other.id, conversations.hostId)),
        and(eq(conversations.hostId, userId), eq(other.id, conversations.guestId)),
      ),
    )
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  if (rows.length === 0) return [];
  const messages = await db
    .select({
      conversationId: conversationMessages.conversationId,
      senderId: conversationMessages.senderId,
      subject: conversationMessages.subject,
      body: conversationMessages.body,
      hiddenAt: conversationMessages.hiddenAt,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(
      inArray(
        conversationMessages.conversationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return rows.map((row) => ({
    activityTitle: guestTitle(row),
    side: row.guestId === userId ? ('guest' as const) : ('host' as const),
    with: row.otherName,
    messages: messages
      .filter((m) => m.conversationId === row.id && (m.senderId === userId || !m.hiddenAt))
      .map((m) => ({
        from: m.senderId === userId ? ('me' as const) : ('them' as const),
        subject: m.subject,
        body: m.senderId === userId ? m.body : shownBody(m.body, row.booked).body,
        sentAt: m.createdAt.toISOString(),
        hidden: Boolean(m.hiddenAt),
      })),
  }));
}

/** Removes every conversation `userId` is one of the two people of (their messages with them). */
export async function eraseConversationsOf(tx: Transaction, userId: string): Promise<number> {
  const gone = await tx
    .delete(conversations)
    .where(or(eq(conversations.guestId, userId), eq(conversations.hostId, userId)))
    .returning({ id: conversations.id });
  return gone.length;
}
