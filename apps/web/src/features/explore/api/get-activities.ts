import type { ActivityList } from '@sortim/contracts/activities';
import { EXPLORE_PAGE_SIZE } from '@sortim/contracts/first-reads';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ExploreFilters, filtersToParams } from '#/features/explore/lib/explore-filters.ts';
import { api, typedReply } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** The widest grid's first row: these cards' images load at once, the others when scrolled near. */
export const EXPLORE_FIRST_ROW = 3;

/**
 * `GET /api/activities` with the explore filters, one page from `cursor`. With no filter, the first page's
 * URL is FIRST_READS.exploreActivities, which the server's head preloads (a test holds them equal).
 */
export function fetchActivities(filters: ExploreFilters, cursor: string | null, signal?: AbortSignal) {
  const params = filtersToParams(filters);
  params.set('limit', String(EXPLORE_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  // Typed by the contract, not parsed again: the explore page's first read (decision 81, docs/decisions/).
  return api.get(`/api/activities?${params.toString()}`, typedReply<ActivityList>(), { signal });
}

/** Keyed by the filters, so each search (and the back button) has its own cached pages. */
export const exploreActivitiesQuery = (filters: ExploreFilters) =>
  infiniteQueryOptions({
    queryKey: activityKeys.explore(filters),
    queryFn: ({ pageParam, signal }) => fetchActivities(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // While a new search loads, the previous results (and count) stay instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useExploreActivities(filters: ExploreFilters) {
  return useInfiniteQuery(exploreActivitiesQuery(filters));
}
