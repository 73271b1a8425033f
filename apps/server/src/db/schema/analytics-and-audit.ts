import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@sortim/contracts/admin';
import { ANALYTICS_EVENT_TYPES } from '@sortim/contracts/taxonomy';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { oneOf } from './columns.ts';
import { users } from './people.ts';

/*
 * What happened, kept after the rows it is about: analytics events and their daily roll-up (forgetting the
 * user, SET NULL), and the admins' audit log (no foreign keys at all).
 */

export const analyticsEventTypeEnum = pgEnum('analytics_event_type', ANALYTICS_EVENT_TYPES);

// ---------------------------------------------------------------- analytics

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: analyticsEventTypeEnum('event_type').notNull(),
    page: text('page'),
    activityId: uuid('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_type_time_idx').on(t.eventType, t.createdAt),
    index('analytics_events_time_idx').on(t.createdAt),
    check('analytics_events_metadata_object', sql`jsonb_typeof(${t.metadata}) = 'object'`),
  ],
);

export const dailyAnalytics = pgTable(
  'daily_analytics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date').notNull().unique(),
    uniqueVisitors: integer('unique_visitors').notNull().default(0),
    checkoutsStarted: integer('checkouts_started').notNull().default(0),
    checkoutsCompleted: integer('checkouts_completed').notNull().default(0),
    conversionRate: numeric('conversion_rate', { precision: 6, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    check(
      'daily_analytics_non_negative',
      sql`${t.uniqueVisitors} >= 0 AND ${t.checkoutsStarted} >= 0 AND ${t.checkoutsCompleted} >= 0 AND ${t.conversionRate} >= 0`,
    ),
  ],
);

// ---------------------------------------------------------------- audit

/**
 * Every change an admin makes, written in the same transaction as the change. No foreign keys on purpose:
 * the record outlives the people and rows it is about.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order records were written in, which "latest" means. Not created_at: that is its transaction's
     * start, so a transaction that started first and committed last would look older than what it overrode.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    /** Null for changes made from the server's command line. */
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The person the change is about (the user, the applicant, the activity's host), for their Security tab. */
    subjectUserId: text('subject_user_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectUserId, t.seq),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    check('audit_log_action', oneOf('action', AUDIT_ACTIONS)),
    check('audit_log_target_type', oneOf('target_type', AUDIT_TARGET_TYPES)),
  ],
);
