/**
 * The query keys of the caches more than one feature reads or invalidates. Features do not import each
 * other, so such a cache is named here, whole, once; a cache one feature owns has its factory in that
 * feature's `api/query-keys.ts`. Keys nest: invalidating a prefix (`activityKeys.all`) refreshes every
 * query under it.
 */

/** The session, and what belongs to the signed-in person: signing out drops all but `me` itself. */
export const sessionKeys = {
  me: ['me'] as const,
  stats: ['me', 'stats'] as const,
  bookings: ['me', 'bookings'] as const,
  /** Saved activities: every id (the hearts on any page) and the Saved page's lists. */
  saved: ['me', 'saved'] as const,
  savedIds: ['me', 'saved', 'ids'] as const,
  savedList: ['me', 'saved', 'list'] as const,
  /** The caller's requests for private dates (My Bookings' list, a request's page). */
  privateRequests: ['me', 'private-requests'] as const,
  privateRequest: (id: string) => ['me', 'private-requests', id] as const,
  /** The role guards' one-off re-checks, per person. */
  hostRoleRecovery: (userId: string | undefined) => ['host-role-recovery', userId] as const,
  adminRoleRetry: (userId: string | undefined) => ['admin-role-retry', userId] as const,
};

/**
 * The caller's conversations (issue 37): the inbox, each conversation, the navigation's unread count. Under
 * `me`, so signing out drops them; the activity page's 'Ask the host' and the booking links refresh them.
 */
export const conversationKeys = {
  all: ['me', 'conversations'] as const,
  inbox: (activityId: string | undefined) => ['me', 'conversations', 'inbox', activityId ?? 'all'] as const,
  one: (id: string) => ['me', 'conversations', 'one', id] as const,
  unread: ['me', 'conversations', 'unread'] as const,
};

/**
 * The public activity cache (home, explore, the activity page). Spots change with every booking and a host
 * or admin change shows everywhere, so such changes invalidate `all`.
 */
export const activityKeys = {
  all: ['activities'] as const,
  featured: ['activities', 'featured'] as const,
  lists: ['activities', 'list'] as const,
  list: (params: { limit: number }) => [...activityKeys.lists, params] as const,
  explore: (filters: object) => [...activityKeys.lists, 'explore', filters] as const,
  detail: (id: string) => [...activityKeys.all, 'detail', id] as const,
  /**
   * The caller's booking state and the reviews (whose answer says what the caller did) are kept per viewer:
   * an answer about one person must not outlive a sign-in. The plural is every viewer's copy, to invalidate.
   */
  bookingStates: (id: string) => [...activityKeys.detail(id), 'booking-state'] as const,
  bookingState: (id: string, viewerId: string) => [...activityKeys.bookingStates(id), viewerId] as const,
  reviewLists: (id: string) => [...activityKeys.detail(id), 'reviews'] as const,
  reviewList: (id: string, viewerId: string | null) =>
    [...activityKeys.reviewLists(id), viewerId ?? 'anonymous'] as const,
  attendees: (id: string) => [...activityKeys.detail(id), 'attendees'] as const,
};

/** The host side (My Activities, the host dashboard, the editor): one invalidation of `all` refreshes them all. */
export const hostKeys = {
  all: ['host'] as const,
  activities: ['host', 'activities'] as const,
  activity: (id: string) => [...hostKeys.activities, id] as const,
  dashboard: ['host', 'dashboard'] as const,
  payouts: ['host', 'payouts'] as const,
  calendar: ['host', 'calendar'] as const,
  privateRequests: ['host', 'private-requests'] as const,
};

/** Public host profiles: an admin's verification changes the badge. */
export const hostProfileKeys = {
  all: ['hosts'] as const,
  detail: (id: string) => [...hostProfileKeys.all, id] as const,
};
