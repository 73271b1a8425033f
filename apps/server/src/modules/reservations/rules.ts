import { type SQLWrapper, sql } from 'drizzle-orm';
import { activities, bookings } from '#src/db/schema.ts';

/*
 * The booking domain's rules, each spelled once. They are SQL, so they serve as a filter (`where`) and as
 * a column (`select`) alike, and the database answers them in the statement that needs them.
 */

/** Listed: published and neither a draft nor cancelled. Guests see it (past ones included). */
export const listedIn = (table: typeof activities) =>
  sql<boolean>`(${table.isPublished} and ${table.status} = 'published')`;
export const isListed = listedIn(activities);

/** Bookable: listed and not started. The only activities anyone can take a spot of. */
export const isBookable = sql<boolean>`(${isListed} and ${activities.startTime} > now())`;

/** Started at `at`: from then on a paid booking of it is 'past' (reviewable, no longer refundable). */
export const startedBy = (at: SQLWrapper) => sql<boolean>`(${activities.startTime} <= ${at})`;

/** Started: a paid booking of it is 'past', and a payment arriving for it books nothing (refunded). */
export const hasStarted = startedBy(sql`now()`);

/** A booking that holds its seats and its money. */
export const isPaid = sql<boolean>`(${bookings.status} = 'paid')`;

/** Whether `userId` holds a paid booking of `activityId` (a value or a column). */
export const hasPaidBooking = (userId: string | SQLWrapper, activityId: string | SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${bookings} where ${bookings.userId} = ${userId}
    and ${bookings.activityId} = ${activityId} and ${bookings.status} = 'paid')`;
