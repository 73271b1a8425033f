import type { AdminActivityRow } from '@sortim/contracts/admin';

export type AdminActivityState = 'published' | 'draft' | 'cancelled' | 'past';

/** Where an activity stands for moderation: cancelled, a draft, live and upcoming, or already started. */
export function adminActivityState(activity: AdminActivityRow, now = Date.now()): AdminActivityState {
  if (activity.status === 'cancelled') return 'cancelled';
  if (!activity.isPublished) return 'draft';
  return Date.parse(activity.startTime) <= now ? 'past' : 'published';
}

/** The server features only a published, upcoming activity; unfeaturing always works. */
export const canToggleFeatured = (activity: AdminActivityRow, state: AdminActivityState): boolean =>
  activity.featured || state === 'published';

/**
 * The delete follows the host's rule (decision 58): an activity that has started with paying guests
 * took place and is not cancelled, so no Delete is offered; a cancelled one can always be removed.
 */
export const canDelete = (activity: AdminActivityRow, state: AdminActivityState): boolean =>
  !(state === 'past' && activity.paidBookings > 0);
