import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { paymentSessions } from './bookings-and-payments.ts';
import { timestamps } from './columns.ts';
import { users } from './people.ts';

/*
 * A guest's request for a private date of an activity offered privately: a day, a time and a group size.
 * The host accepts (a date is created and held for the guest, with a payment link valid 48 hours) or
 * declines with a note.
 */

export const privateRequestStatusEnum = pgEnum('private_request_status', ['pending', 'accepted', 'declined']);

export const privateDateRequests = pgTable(
  'private_date_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The activity asked about: the new date copies it. */
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    guestId: text('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    groupSize: integer('group_size').notNull(),
    message: text('message'),
    status: privateRequestStatusEnum('status').notNull().default('pending'),
    hostNote: text('host_note'),
    /** The date created on acceptance, and the hold its payment link pays. */
    createdActivityId: uuid('created_activity_id').references(() => activities.id, { onDelete: 'set null' }),
    paymentSessionId: uuid('payment_session_id').references(() => paymentSessions.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('private_date_requests_activity_idx').on(t.activityId, t.status),
    index('private_date_requests_guest_idx').on(t.guestId, t.createdAt),
    check('private_date_requests_group', sql`${t.groupSize} BETWEEN 2 AND 1000`),
    check(
      'private_date_requests_message',
      sql`char_length(${t.message}) <= 1000 AND char_length(${t.hostNote}) <= 1000`,
    ),
  ],
);
