import { Column, getTableName, is, type SQLWrapper, sql } from 'drizzle-orm';
import { activities, bookings, paymentSessions, privateDateRequests } from '#src/db/schema.ts';

/*
 * The booking domain's rules, each spelled once. They are SQL, so they serve as a filter (`where`) and as
 * a column (`select`) alike, and the database answers them in the statement that needs them.
 */

/** Listed: published and neither a draft nor cancelled. Guests see it (past ones included). */
export const listedIn = (table: typeof activities) =>
  sql<boolean>`(${table.isPublished} and ${table.status} = 'published')`;
export const isListed = listedIn(activities);

/** Cancelled by its host or an admin: no longer listed, and nobody can book or hold a spot of it. */
export const isCancelled = sql<boolean>`(${activities.status} = 'cancelled')`;

/** Bookable: listed and not started. The only activities anyone can take a spot of. */
export const isBookable = sql<boolean>`(${isListed} and ${activities.startTime} > now())`;

/** Started at `at`: from then on a paid booking of it is 'past' (reviewable, no longer refundable). */
export const startedBy = (at: SQLWrapper) => sql<boolean>`(${activities.startTime} <= ${at})`;

/** Started: a paid booking of it is 'past', and a payment arriving for it books nothing (refunded). */
export const hasStarted = startedBy(sql`now()`);

/** A booking that holds its seats and its money; `paidIn` reads it of an aliased bookings table (a self-join). */
export const paidIn = (table: { status: SQLWrapper }) => sql<boolean>`(${table.status} = 'paid')`;
export const isPaid = paidIn(bookings);

/** A booking whose money went back to the guest (all of it, or its policy's share). */
export const isRefunded = sql<boolean>`(${bookings.status} = 'refunded')`;

/**
 * An outer query's column as a subquery of these rules must name it: with its table. Drizzle drops the table
 * of columns in a query of one table, and inside `exists (select 1 from bookings where activity_id = id)` the
 * bare "id" would be the booking's own.
 */
const outer = (value: string | SQLWrapper) =>
  is(value, Column) ? sql`${sql.identifier(getTableName(value.table))}.${sql.identifier(value.name)}` : value;

/** Whether `userId` holds a paid booking of `activityId` (a value or a column). */
export const hasPaidBooking = (userId: string | SQLWrapper, activityId: string | SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${bookings} where ${bookings.userId} = ${outer(userId)}
    and ${bookings.activityId} = ${outer(activityId)} and ${isPaid})`;

/** Whether anyone holds a paid booking of `activityId` (a value or a column): cancelling it refunds them. */
export const hasPaidGuests = (activityId: string | SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${bookings} where ${bookings.activityId} = ${outer(activityId)} and ${isPaid})`;

/**
 * Whether money is, was or may be on `activityId` (a value or a column): a booking of any status, or a
 * checkout of any status. Such an activity is never erased, only cancelled: its payments, refunds and their
 * records keep pointing at it.
 */
export const hasMoneyOn = (activityId: string | SQLWrapper) =>
  sql<boolean>`(exists (select 1 from ${bookings} where ${bookings.activityId} = ${outer(activityId)})
    or exists (select 1 from ${paymentSessions} where ${paymentSessions.activityId} = ${outer(activityId)}))`;

/**
 * Booked privately: a private group paid for `activityId` (a value or a column), or holds it while paying. The
 * date is closed to everyone else; it reopens by itself when the hold ends or the booking is refunded.
 */
export const bookedPrivately = (activityId: string | SQLWrapper) =>
  sql<boolean>`(exists (select 1 from ${bookings} where ${bookings.activityId} = ${outer(activityId)}
      and ${bookings.isPrivate} and ${isPaid})
    or exists (select 1 from ${paymentSessions} where ${paymentSessions.activityId} = ${outer(activityId)}
      and ${paymentSessions.isPrivate} and ${paymentSessions.status} = 'open'))`;

/**
 * A hold its host granted a guest's request for a private date (`sessionId`: a value or a column): it lasts
 * 48 hours, longer than a payment page may (Stripe's end within a day), so a page of it that expires leaves
 * the hold to its own expiry; the guest's next click opens a new page.
 */
export const isGrantedHold = (sessionId: string | SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${privateDateRequests}
    where ${privateDateRequests.paymentSessionId} = ${outer(sessionId)})`;
