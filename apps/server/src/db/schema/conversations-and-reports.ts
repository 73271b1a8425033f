import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '@sortim/contracts/conversation-kinds';
import { LIMITS } from '@sortim/contracts/limits';
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { bookings } from './bookings-and-payments.ts';
import { hostMessages } from './day-of-activity.ts';
import { users } from './people.ts';

/*
 * Guests and hosts talking (issue 37). One conversation per guest and activity: it starts with 'Ask the
 * host' before booking, or with the booking, and the booking joins it once paid, so the thread a guest
 * started before paying continues after. What a message hides before a booking exists (addresses, phone
 * numbers, links) is hidden when it is read, never rewritten: the same message shows whole once booked.
 *
 * Reports: one per person per item, read by an admin who dismisses them, hides the item or suspends its
 * author (each audited, the reporter told by e-mail).
 */

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    hostId: text('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The guest's paid booking of the activity, once there is one: contact details show from then on. */
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** What each side has read up to: the other side's later messages are unread. */
    hostReadAt: timestamp('host_read_at', { withTimezone: true }),
    guestReadAt: timestamp('guest_read_at', { withTimezone: true }),
    /** The last e-mail about unread messages to each side: at most one per conversation per hour. */
    hostEmailedAt: timestamp('host_emailed_at', { withTimezone: true }),
    guestEmailedAt: timestamp('guest_emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_activity_guest_uq').on(t.activityId, t.guestId),
    index('conversations_host_idx').on(t.hostId, t.lastMessageAt),
    index('conversations_guest_idx').on(t.guestId, t.lastMessageAt),
    check('conversations_two_people', sql`${t.hostId} <> ${t.guestId}`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Only a host's message to every guest has a subject. */
    subject: text('subject'),
    /** A guest's or host's message is at most conversationMessageMax; a host's message to every guest, hostMessageBodyMax. */
    body: text('body').notNull(),
    /** A host's message to every guest of the activity, delivered into each booking's conversation. */
    hostMessageId: uuid('host_message_id').references(() => hostMessages.id, { onDelete: 'set null' }),
    /** Hidden by an admin acting on a report: kept for the record, shown to nobody. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('conversation_messages_sender_idx').on(t.senderId, t.createdAt),
    check(
      'conversation_messages_body_length',
      sql`char_length(${t.body}) BETWEEN 1 AND ${sql.raw(String(LIMITS.hostMessageBodyMax))}`,
    ),
  ],
);

export const reportTargetTypeEnum = pgEnum('report_target_type', REPORT_TARGET_TYPES);
export const reportReasonEnum = pgEnum('report_reason', REPORT_REASONS);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: reportTargetTypeEnum('target_type').notNull(),
    /** The message's, review's or activity's id, or the profile's user id. */
    targetId: text('target_id').notNull(),
    /** Whose the item is (the sender, the reviewer, the host, the profile's person): earlier reports of them. */
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: reportReasonEnum('reason').notNull(),
    note: text('note'),
    status: reportStatusEnum('status').notNull().default('open'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_one_per_person_item_uq').on(t.reporterId, t.targetType, t.targetId),
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_subject_idx').on(t.subjectUserId, t.createdAt),
    check(
      'reports_note_length',
      sql`${t.note} IS NULL OR char_length(${t.note}) <= ${sql.raw(String(LIMITS.reportNoteMax))}`,
    ),
    check('reports_decided', sql`(${t.status} = 'open') = (${t.decidedAt} IS NULL)`),
  ],
);
