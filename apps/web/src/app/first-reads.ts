import { cardImageUrl } from '@sortim/contracts/first-reads';
import type { QueryClient } from '@tanstack/react-query';
import { activityQuery } from '#/features/activity/api/get-activity.ts';
import { exploreActivitiesQuery } from '#/features/explore/api/get-activities.ts';
import { parseFilters } from '#/features/explore/lib/explore-filters.ts';
import { featuredActivitiesQuery } from '#/features/home/api/get-featured-activities.ts';
import { upcomingActivitiesQuery } from '#/features/home/api/get-upcoming-activities.ts';
import { preloadImage } from '#/lib/preload-image.ts';

type FirstReads = (
  queryClient: QueryClient,
  match: RegExpExecArray,
  search: URLSearchParams,
) => Promise<unknown>;

/**
 * The reads the pages people land on make first (the landing page, explore, an activity), by path. On a
 * first load they start with the script, beside the catalog and the session, instead of after the page's
 * first render: the first render then draws the page with its content, once, rather than a loading state
 * and then the whole page again. Their code is in the shell (about 1.4 kB): imported on demand, each came
 * through a small re-exporting chunk of the bundler's that the head does not preload, one more round trip
 * before the first render.
 */
const READS_BY_PATH: [RegExp, FirstReads][] = [
  [
    /^\/home\/?$/i,
    (queryClient) =>
      Promise.all([
        queryClient.prefetchQuery(featuredActivitiesQuery),
        queryClient.prefetchQuery(upcomingActivitiesQuery),
      ]),
  ],
  [
    /^\/explore\/?$/i,
    async (queryClient, _match, search) => {
      const list = await queryClient.fetchInfiniteQuery(exploreActivitiesQuery(parseFilters(search)));
      // The first card's picture is a phone's largest paint: it need not wait for the render (the head
      // preloads it too for the unfiltered list). The rest of a wide screen's first row comes with the render:
      // asked for now, a phone would fetch pictures it does not show beside the ones it does.
      const first = list.pages[0]?.items[0];
      const image = first && cardImageUrl(first);
      if (image) preloadImage(image);
    },
  ],
  [
    /^\/activity\/([^/]+)\/?$/i,
    (queryClient, match) => queryClient.prefetchQuery(activityQuery(decodeURIComponent(match[1] ?? ''))),
  ],
];

/** Starts the first reads of the page at `location`; settles when they have (a failure is the page's to show). */
export function startFirstReads(queryClient: QueryClient, { pathname, search }: Location): Promise<unknown> {
  for (const [pattern, reads] of READS_BY_PATH) {
    const match = pattern.exec(pathname);
    if (match) return reads(queryClient, match, new URLSearchParams(search)).catch(() => undefined);
  }
  return Promise.resolve();
}
