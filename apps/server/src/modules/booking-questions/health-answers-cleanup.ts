import { QUESTION_LIMITS } from '@sortim/contracts/booking-questions';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookingAnswers } from '#src/db/schema.ts';

/*
 * Health answers (allergies, medical notes) are kept only as long as the host could need them: the job
 * 'questions.health-cleanup' deletes them 30 days after their activity ended (the host is told so in the
 * editor, the guest when they consent). Other answers stay with the booking. It runs hourly, so an answer
 * outlives its 30 days by an hour at most.
 */

/** Deletes the health answers of activities that ended 30 days before `now`; returns how many went. */
export async function deleteExpiredHealthAnswers(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - QUESTION_LIMITS.healthRetentionDays * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(bookingAnswers)
    .where(
      and(
        eq(bookingAnswers.health, true),
        sql`${bookingAnswers.activityId} in (select ${activities.id} from ${activities} where ${lt(activities.endTime, cutoff)})`,
      ),
    )
    .returning({ id: bookingAnswers.id });
  return gone.length;
}
