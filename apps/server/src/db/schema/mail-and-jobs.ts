import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/* The server's own queues and counters: the e-mail outbox and the rate-limit counters (cleared by a job). */

export const emailStatusEnum = pgEnum('email_status', ['queued', 'sent', 'failed']);

// ---------------------------------------------------------------- e-mail

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments')
      // `cid`: an inline image of the HTML body (e-mail tickets' QR codes).
      .$type<{ filename: string; contentType: string; content: string; cid?: string }[]>()
      .notNull()
      .default([]),
    status: emailStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.createdAt),
    check('email_outbox_attempts_non_negative', sql`${t.attempts} >= 0`),
    check('email_outbox_sent_state', sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL)`),
  ],
);

// ---------------------------------------------------------------- abuse limits

/**
 * Request counters of @fastify/rate-limit, one row per key (route scope + IP or account) and window.
 * Kept in the database so every web process shares them; expired rows are deleted by a job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limits_reset_at_idx').on(t.resetAt),
    check('rate_limits_count_positive', sql`${t.count} > 0`),
  ],
);
