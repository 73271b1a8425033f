import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The server's own queues and counters: the e-mail outbox, the rate-limit counters (cleared by a job) and the
 * last run of each scheduled operation (backup, reconcile) that /metrics reports.
 */

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

// ---------------------------------------------------------------- scheduled operations

export const operationKindEnum = pgEnum('operation_kind', ['backup', 'reconcile']);

/**
 * The last successful run of each operation a timer starts outside the web processes (scripts/backup-db.sh,
 * `npm run reconcile`): one row a kind, overwritten. /metrics turns it into the backup's age and the last
 * reconcile's findings, so an alert fires on a backup older than a day or a finding, whichever process is scraped.
 */
export const operationRuns = pgTable(
  'operation_runs',
  {
    kind: operationKindEnum('kind').primaryKey(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** What the run found that needs a person (reconcile's findings); null for a backup. */
    findings: integer('findings'),
  },
  (t) => [check('operation_runs_findings_non_negative', sql`${t.findings} IS NULL OR ${t.findings} >= 0`)],
);
