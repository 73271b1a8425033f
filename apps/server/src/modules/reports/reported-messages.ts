import type { ReportedMessage } from '@sortim/contracts/reports';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { conversationMessages, profiles, users } from '#src/db/schema.ts';

/*
 * Messages as an admin reads them for a report: read from the conversations' tables directly (the
 * conversations module owns sending and the inbox; this is the admin's window onto a reported thread).
 * Hidden messages show, marked, so the admin sees what was hidden.
 */

const columns = {
  id: conversationMessages.id,
  senderId: conversationMessages.senderId,
  senderName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
  body: conversationMessages.body,
  hiddenAt: conversationMessages.hiddenAt,
  createdAt: conversationMessages.createdAt,
};

function selectMessages(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select(columns)
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .leftJoin(profiles, eq(profiles.id, conversationMessages.senderId))
    .where(where);
}

type Row = {
  id: string;
  senderId: string;
  senderName: string;
  body: string;
  hiddenAt: Date | null;
  createdAt: Date;
};
const toMessage = (row: Row): ReportedMessage => ({
  id: row.id,
  senderId: row.senderId,
  senderName: row.senderName,
  body: row.body,
  hidden: row.hiddenAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** A whole conversation, oldest first. */
export async function conversationThread(
  db: Database | Transaction,
  conversationId: string,
): Promise<ReportedMessage[]> {
  const rows = await selectMessages(db, eq(conversationMessages.conversationId, conversationId)).orderBy(
    asc(conversationMessages.createdAt),
    asc(conversationMessages.id),
  );
  return rows.map(toMessage);
}

/** How many messages either side of the reported one the queue shows. */
const AROUND = 3;

/** The reported message with the few before and after it in its conversation, oldest first. */
export async function messagesAround(
  db: Database,
  message: { id: string; conversationId: string },
): Promise<ReportedMessage[]> {
  const inThread = eq(conversationMessages.conversationId, message.conversationId);
  // Compared in the database, (created_at, id) as a pair: a JavaScript Date would drop the microseconds,
  // and the id orders messages of the same instant, so none is shown twice or skipped.
  const position = sql`(select ${conversationMessages.createdAt}, ${conversationMessages.id} from ${conversationMessages} where ${conversationMessages.id} = ${message.id})`;
  const pair = sql`(${conversationMessages.createdAt}, ${conversationMessages.id})`;
  const [earlier, itself, later] = await Promise.all([
    selectMessages(db, and(inThread, sql`${pair} < ${position}`))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(AROUND),
    selectMessages(db, eq(conversationMessages.id, message.id)),
    selectMessages(db, and(inThread, sql`${pair} > ${position}`))
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
      .limit(AROUND),
  ]);
  return [...earlier.reverse(), ...itself, ...later].map(toMessage);
}
