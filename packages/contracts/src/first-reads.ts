import type { ActivityCard } from './activities.ts';
import type { WebRouteMatch } from './web-routes.ts';

/** The landing page shows the first 6 upcoming activities. */
export const UPCOMING_LIMIT = 6;

/** Cards per page of the explore grid (a multiple of 1, 2 and 3 columns). */
export const EXPLORE_PAGE_SIZE = 12;

/**
 * The API reads the pages people land on make first, as URLs. The app's fetchers ask for exactly these,
 * and the server's head preloads them for the page it serves, so they travel beside the script instead
 * of after it: the browser hands the preloaded answer to the app's request only when the URLs match.
 */
export const FIRST_READS = {
  me: '/api/me',
  featuredActivities: '/api/activities/featured',
  upcomingActivities: `/api/activities?limit=${UPCOMING_LIMIT}`,
  activity: (id: string) => `/api/activities/${encodeURIComponent(id)}`,
  /** Explore's first page with no filter: what a guest arriving from the menu or the landing page sees. */
  exploreActivities: `/api/activities?limit=${EXPLORE_PAGE_SIZE}`,
} as const;

/**
 * What a page found by the server reads first: who is asking on every page, then the page's own reads.
 * `search` is the address's query: explore's filters are in it, and only its unfiltered list is known here.
 */
export function firstReadsOf({ route, params }: WebRouteMatch, search = ''): string[] {
  switch (route.path) {
    case '/home':
      return [FIRST_READS.me, FIRST_READS.featuredActivities, FIRST_READS.upcomingActivities];
    case '/activity/:id':
      return [FIRST_READS.me, FIRST_READS.activity(params.id ?? '')];
    case '/explore':
      return search ? [FIRST_READS.me] : [FIRST_READS.me, FIRST_READS.exploreActivities];
    default:
      return [FIRST_READS.me];
  }
}

/**
 * The picture a card shows: the small thumbnail when the host gave one, else the cover. Explore's first
 * card's is its largest paint, which the server's head preloads as the card names it.
 */
export const cardImageUrl = (activity: Pick<ActivityCard, 'thumbnailUrl' | 'coverImageUrl'>): string | null =>
  activity.thumbnailUrl ?? activity.coverImageUrl;
