import {
  QUESTION_KINDS,
  QUESTION_PRESETS,
  QUESTION_SCOPES,
  type ShowWhen,
} from '@sortim/contracts/booking-questions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { paymentSessions } from './bookings-and-payments.ts';
import { oneOf } from './columns.ts';
import { users } from './people.ts';

/*
 * Questions at booking (issue 37). An activity's questions are its own, one list a date: a series' dates
 * each get a copy when the host saves (decision 181). Answers are given with the hold (the payment
 * session), before paying, and the booking made from that session has them: there is nothing to copy at
 * completion. Each answer keeps the question's words and health mark as they were asked, so a host who
 * later rewrites or removes a question does not change what a guest said (nor unmark a health answer).
 */

export const activityQuestions = pgTable(
  'activity_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    scope: text('scope').notNull(),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    required: boolean('required').notNull(),
    health: boolean('health').notNull(),
    showWhen: jsonb('show_when').$type<ShowWhen>(),
    preset: text('preset'),
  },
  (t) => [
    uniqueIndex('activity_questions_position_uq').on(t.activityId, t.position),
    check('activity_questions_kind', oneOf('kind', QUESTION_KINDS)),
    check('activity_questions_scope', oneOf('scope', QUESTION_SCOPES)),
    check('activity_questions_preset', sql`preset IS NULL OR ${oneOf('preset', QUESTION_PRESETS)}`),
  ],
);

export const bookingAnswers = pgTable(
  'booking_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The hold the answers came with; its booking (bookings.payment_session_id) shows them. */
    paymentSessionId: uuid('payment_session_id')
      .notNull()
      .references(() => paymentSessions.id, { onDelete: 'cascade' }),
    /** Whose answers: account deletion removes them by it. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').references(() => activityQuestions.id, { onDelete: 'set null' }),
    /** The question's words when it was answered. */
    label: text('label').notNull(),
    /** 0: the booking's answer; 1, 2, ...: the party's guests in order. */
    guest: integer('guest').notNull(),
    value: jsonb('value').$type<string | string[]>().notNull(),
    /** A health answer (special-category data): hidden from admins, deleted 30 days after the end. */
    health: boolean('health').notNull(),
    /** When the guest agreed to share their health answers; set on every health answer. */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_answers_session_question_guest_uq').on(t.paymentSessionId, t.questionId, t.guest),
    index('booking_answers_user_idx').on(t.userId),
    index('booking_answers_health_idx').on(t.activityId).where(sql`${t.health}`),
    check('booking_answers_health_consent', sql`NOT ${t.health} OR ${t.consentedAt} IS NOT NULL`),
    check('booking_answers_guest', sql`${t.guest} >= 0`),
  ],
);
