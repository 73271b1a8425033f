import { HOSTING_MESSAGES, type HostActivity } from '@sortim/contracts/hosting';
import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { NotFound } from '#src/lib/errors.ts';
import { assertOwnerOrAdmin } from '#src/lib/guards.ts';
import { isUuid } from '#src/lib/ids.ts';
import { findHostActivity } from './host-activity-view.ts';

/*
 * The gate of the host's pages: an activity, and what hangs on it (its bookings and guests, its door, its
 * messages), is its host's to manage, and any admin's. Every host route on one activity or one booking
 * passes here, after `requireHost` on the route. The host's voice (a message to the guests, a reply to a
 * review) is the host's alone, not an admin's: that is checked where it is spoken.
 */

/** Forbidden unless the caller is the activity's host (`hostId`) or an admin. */
export function assertHostOf(caller: Caller, hostId: string): void {
  assertOwnerOrAdmin(caller, hostId, HOSTING_MESSAGES.editOwnOnly);
}

/** An activity as its host sees it, for its host or an admin: NotFound when there is none. */
export async function getOwnActivity(db: Database, caller: Caller, id: string): Promise<HostActivity> {
  const activity = isUuid(id) ? await findHostActivity(db, eq(activities.id, id)) : undefined;
  if (!activity) throw new NotFound(HOSTING_MESSAGES.notFound);
  assertHostOf(caller, activity.hostId);
  return activity;
}
