import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema.ts';
import type { EmailMessage } from './message.ts';

/*
 * The `email_outbox` table: every message is a row first, then a job delivers it. The row is the truth
 * (what was sent, to whom, whether it failed); the job is only the reminder to deliver it.
 */

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Writes the message as a queued row, inside the caller's transaction when given one; returns its id. */
export async function queueEmail(db: Database | Transaction, message: EmailMessage): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content).toString('base64'),
        ...(a.cid ? { cid: a.cid } : {}),
      })),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('e-mail not queued');
  return row.id;
}

export async function findOutboxRow(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** Only a queued row changes state, so a late or repeated job never rewrites a finished one. */
const stillQueued = (id: string) => and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued'));

export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(stillQueued(id));
}

/** Counts a failed attempt; `final` (the message is given up) leaves the row 'failed' for good. */
export async function recordFailure(db: Database, id: string, error: string, final: boolean): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      ...(final ? { status: 'failed' as const } : {}),
    })
    .where(stillQueued(id));
}

/**
 * Queued rows older than `before`, oldest first: their job may never have been enqueued, or its retries
 * may be spent (the outbox sweep decides which, see sweep-outbox.ts).
 */
export async function findStaleQueued(
  db: Database,
  before: Date,
  limit: number,
): Promise<{ id: string; createdAt: Date }[]> {
  return db
    .select({ id: emailOutbox.id, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.createdAt, before)))
    .orderBy(emailOutbox.createdAt)
    .limit(limit);
}

/** Gives a queued row up for good (not delivered within GIVE_UP_AFTER_MS); false if it was not queued. */
export async function markFailed(db: Database, id: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'failed', lastError: sql`coalesce(${emailOutbox.lastError} || ' / ', '') || ${reason}` })
    .where(stillQueued(id))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** The newest messages first, optionally only those to one address (case-insensitive). */
export async function listOutbox(db: Database, filter: { to?: string; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(filter.to ? sql`lower(${emailOutbox.to}) = lower(${filter.to})` : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(filter.limit);
}
