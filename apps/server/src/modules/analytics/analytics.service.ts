import type { AnalyticsEventInput } from '@sortim/contracts/analytics';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, analyticsEvents } from '#src/db/schema.ts';

/**
 * Records one event. The user is whoever the session says (null when signed out), never what the body
 * claims. An activity id that names no activity is dropped rather than refused: the event still counts,
 * and a stale or mistyped id from a browser must not cost a foreign-key error.
 */
export async function recordEvent(
  db: Database,
  userId: string | null,
  input: AnalyticsEventInput,
): Promise<void> {
  await db.insert(analyticsEvents).values({
    eventType: input.eventType,
    page: input.page ?? null,
    activityId: input.activityId
      ? sql`(SELECT ${activities.id} FROM ${activities} WHERE ${activities.id} = ${input.activityId})`
      : null,
    userId,
    sessionId: input.sessionId,
    metadata: input.metadata ?? {},
  });
}
