import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { canSeeActivity } from '#src/modules/activities/activity-visibility.ts';

export type VisibleActivity = { id: string; hostId: string; thirdPartyAttendees: number };

/**
 * An activity's attendees and reviews are seen where its page is: a published activity (past ones too,
 * their reviews live there) by anyone, an unpublished one by its host and admins only. Anything else is a
 * 404, the same as an id that never existed, so drafts cannot be probed.
 */
export async function findVisibleActivity(
  db: Database,
  caller: Caller | null,
  id: string,
): Promise<VisibleActivity> {
  // A malformed id cannot name an activity; PostgreSQL would turn it into a 500.
  if (!isUuid(id)) throw new NotFound('Activity not found');
  const [row] = await db
    .select({
      id: activities.id,
      hostId: activities.hostId,
      thirdPartyAttendees: activities.thirdPartyAttendees,
      isPublished: activities.isPublished,
      status: activities.status,
    })
    .from(activities)
    .where(eq(activities.id, id));
  if (!row) throw new NotFound('Activity not found');
  if (!canSeeActivity(caller, row)) throw new NotFound('Activity not found');
  return { id: row.id, hostId: row.hostId, thirdPartyAttendees: row.thirdPartyAttendees };
}
