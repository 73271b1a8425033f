import { sql } from 'drizzle-orm';
import { bookings, reviews, tickets } from '#src/db/schema.ts';

/**
 * A review's 'Attended': a seat of its author's booking of the reviewed activity was checked in at the
 * door. Attendance is a fact of the day, whatever became of the booking afterwards. For a select over
 * `reviews`.
 */
export const reviewAttended = sql<boolean>`exists (
  select 1 from ${tickets} join ${bookings} on ${bookings.id} = ${tickets.bookingId}
  where ${bookings.userId} = ${reviews.userId} and ${bookings.activityId} = ${reviews.activityId}
    and ${tickets.checkedInAt} is not null)`;
