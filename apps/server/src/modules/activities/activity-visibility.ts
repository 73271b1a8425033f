import type { Caller } from '#src/lib/caller.ts';
import { isAdmin } from '#src/lib/guards.ts';

type Visibility = { isPublished: boolean; status: string; hostId: string };

export const isHostOrAdmin = (caller: Caller | null, activity: { hostId: string }): boolean =>
  caller !== null && (caller.id === activity.hostId || isAdmin(caller));

/**
 * Who may see an activity's page (and its attendees and reviews): anyone when it is published, past ones
 * included; its host and admins otherwise. To everyone else a hidden activity looks like a missing id.
 */
export const canSeeActivity = (caller: Caller | null, activity: Visibility): boolean =>
  (activity.isPublished && activity.status === 'published') || isHostOrAdmin(caller, activity);
