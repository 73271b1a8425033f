import { LIMITS } from '@sortim/contracts/limits';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { bookings } from './bookings-and-payments.ts';
import { users } from './people.ts';
import { priceCategories } from './prices-and-codes.ts';

/*
 * The day of an activity: tickets and the door's scans, the reminders before it, the host's messages to its
 * guests.
 */

/**
 * One ticket per guest of a paid booking (its lines' quantities). The database issues them itself when a paid booking is inserted (trigger
 * `bookings_issue_tickets`, migrations 0021 and 0027), whatever way the booking is made, with a code from
 * `ticket_code()`: 26 characters of Crockford base32 drawn from the strong random bytes of
 * gen_random_uuid (130 bits), derived from no id. A ticket is valid while its booking is paid: refunded
 * or cancelled bookings void their tickets at once, read from the booking rather than stored twice.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 1..the booking's tickets (one per guest: an infant on a lap takes no seat but has a ticket). */
    seat: integer('seat').notNull(),
    /** The price category it was bought at ("Child" on the ticket, the roster and the door); null before categories. */
    categoryId: uuid('category_id').references(() => priceCategories.id, { onDelete: 'restrict' }),
    /** A private group's guest who put their name on it through the group's link. */
    guestName: text('guest_name'),
    code: text('code').notNull().unique().default(sql`ticket_code()`),
    /** When the seat was checked in at the door (the scanning device's time), and by whom. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_booking_seat_uq').on(t.bookingId, t.seat),
    check('tickets_seat_positive', sql`${t.seat} >= 1`),
    check('tickets_checked_in_by_needs_time', sql`${t.checkedInBy} IS NULL OR ${t.checkedInAt} IS NOT NULL`),
  ],
);

/**
 * Every scan the door sent, once: the client's nonce is unique, so a retried or replayed scan (an offline
 * queue sent twice) finds its first answer instead of acting again. `ticket_id` is null for a code that
 * matched no ticket.
 */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nonce: text('nonce').notNull().unique(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    action: text('action', { enum: ['check_in', 'check_in_party', 'undo'] }).notNull(),
    outcome: text('outcome').notNull(),
    /** When the device scanned it (an offline scan reaches us later). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('check_in_scans_activity_idx').on(t.activityId, t.recordedAt),
    check('check_in_scans_nonce_length', sql`char_length(${t.nonce}) BETWEEN 8 AND 64`),
    check('check_in_scans_action', sql`${t.action} IN ('check_in', 'check_in_party', 'undo')`),
  ],
);

/**
 * The scans of codes that are no ticket at all, counted per activity: they are not kept one by one
 * (check_in_scans holds scans of real tickets only), so a door cannot grow the database by scanning.
 */
export const checkInUnknownScans = pgTable('check_in_unknown_scans', {
  activityId: uuid('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  scans: integer('scans').notNull(),
  lastScannedAt: timestamp('last_scanned_at', { withTimezone: true }).notNull(),
});

/**
 * A reminder e-mail sent for a booking, one row per booking and kind: the row is written in the
 * transaction that queues the e-mail, so restarts and two workers never send a kind twice.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['day_before', 'two_hours'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind] }),
    check('booking_reminders_kind', sql`${t.kind} IN ('day_before', 'two_hours')`),
  ],
);

/**
 * A host's message to the guests of one activity (modules/host-messages): all paid guests (booking_ids
 * null) or the bookings chosen; each guest gets it through the mail queue, replying to the host.
 */
export const hostMessages = pgTable(
  'host_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    hostId: text('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    bookingIds: uuid('booking_ids').array(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('host_messages_activity_idx').on(t.activityId, t.createdAt),
    index('host_messages_host_idx').on(t.hostId, t.createdAt),
    check(
      'host_messages_subject_length',
      sql`char_length(${t.subject}) BETWEEN 1 AND ${sql.raw(String(LIMITS.hostMessageSubjectMax))}`,
    ),
    check(
      'host_messages_body_length',
      sql`char_length(${t.body}) BETWEEN 1 AND ${sql.raw(String(LIMITS.hostMessageBodyMax))}`,
    ),
    check('host_messages_recipients', sql`${t.recipientCount} >= 0`),
  ],
);
