import type { ActivityCard } from '@sortim/contracts/activities';
import type { ActivityState } from '@sortim/contracts/activity-state';
import type { Me } from '@sortim/contracts/me';

/** Shipped with the app: shown when an activity has no image or its image fails to load. */
export const FALLBACK_ACTIVITY_IMAGE = '/images/fallback-activity.webp';

/** The spec's spots badge thresholds: 'Only N spots left' at 2 or fewer, 'N spots left' up to 5. */
export const SPOTS_FEW = 2;
export const SPOTS_SOME = 5;

/** A state a guest cannot simply book in: the card and the page name it. */
export type ClosedState = Exclude<ActivityState, 'bookable'>;

export type StateBadge = { kind: ClosedState } | { kind: 'few' | 'some'; count: number } | null;

/**
 * Which badge a card shows: the activity's state when it is not plainly bookable (sold out, waitlist only,
 * started, cancelled), else the spec's spots badge ('Only N spots left', 'N spots left'), none above 5.
 */
export function stateBadge(activity: Pick<ActivityCard, 'state' | 'spotsRemaining'>): StateBadge {
  if (activity.state !== 'bookable') return { kind: activity.state };
  if (activity.spotsRemaining <= SPOTS_FEW) return { kind: 'few', count: activity.spotsRemaining };
  if (activity.spotsRemaining <= SPOTS_SOME) return { kind: 'some', count: activity.spotsRemaining };
  return null;
}

/** The words for a state a guest cannot simply book in, the same on cards and on the page. */
export const CLOSED_STATE_LABEL = {
  'sold-out': 'activityCard.soldOut',
  'waitlist-only': 'activityCard.waitlistOnly',
  started: 'activityCard.started',
  cancelled: 'activityCard.cancelled',
  'booked-privately': 'activityCard.bookedPrivately',
} as const satisfies Record<ClosedState, string>;

/**
 * What a maps search looks for: the host's pin ('latitude,longitude', the exact meeting point), else the
 * address, else the location name, else the location; null when none.
 */
export function mapsQuery(
  activity: Pick<ActivityCard, 'address' | 'locationName' | 'location'> &
    Partial<Pick<ActivityCard, 'latitude' | 'longitude'>>,
): string | null {
  if (activity.latitude != null && activity.longitude != null)
    return `${activity.latitude},${activity.longitude}`;
  for (const candidate of [activity.address, activity.locationName, activity.location]) {
    const value = candidate?.trim();
    if (value) return value;
  }
  return null;
}

/** A Google Maps search (opens the app on phones), never an embed: no third-party script on our pages. */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export const isVerifiedHost = (host: Pick<ActivityCard['host'], 'roles'>): boolean =>
  host.roles.includes('verified_host');

/** The A/B test: variant B sees the flame and 'Best Price!'; variant A and anonymous visitors the standard card. */
export const isVariantB = (me: Me): boolean => me.profile?.abGroup === 'variant_b';
