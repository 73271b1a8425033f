import type { HostActivity } from '@sortim/contracts/hosting';
import { useTranslation } from 'react-i18next';

/** Where an activity stands for its host: live, a draft (unpublished, e.g. a fresh copy) or cancelled. */
export function hostActivityState(activity: HostActivity): 'published' | 'draft' | 'cancelled' {
  if (activity.status === 'cancelled') return 'cancelled';
  return activity.isPublished ? 'published' : 'draft';
}

const hasStarted = (activity: HostActivity) => Date.parse(activity.startTime) <= Date.now();

/**
 * What the host can do with it. The server refuses the rest (decisions 56, 58): a live activity that has
 * started is no longer edited, and one that took place with paying guests is not cancelled; a draft
 * nobody can book has no guests. Duplicating always stays.
 */
export function hostActivityActions(activity: HostActivity) {
  const state = hostActivityState(activity);
  const started = hasStarted(activity);
  return {
    edit: !(started && state === 'published') && state !== 'cancelled',
    guests: state !== 'draft',
    delete: !(started && activity.paidBookings > 0 && state !== 'cancelled'),
  };
}

/**
 * The seats line: once an activity has started, how many attended ('10 attended', never the spots that
 * were left); before, the spots left of the capacity (a card) or booked of the capacity (a row). Nothing
 * for a cancelled activity that has started: nobody came.
 */
export function useHostActivityCount(activity: HostActivity, upcoming: 'left' | 'booked'): string | null {
  const { t } = useTranslation();
  if (hasStarted(activity)) {
    if (hostActivityState(activity) === 'cancelled') return null;
    return t('myActivities.card.attended', { count: activity.attended });
  }
  const { spotsRemaining: spots, capacity } = activity;
  return upcoming === 'left'
    ? t('myActivities.card.spots', { spots, capacity })
    : t('myActivities.card.booked', { booked: capacity - spots, capacity });
}
