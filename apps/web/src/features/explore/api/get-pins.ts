import { ActivityPins } from '@sortim/contracts/map';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ExploreFilters, filtersToParams } from '#/features/explore/lib/explore-filters.ts';
import { api } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** `GET /api/activities/pins` with the explore filters (and the map's area when one is searched). */
export function fetchPins(filters: ExploreFilters, signal?: AbortSignal) {
  const query = filtersToParams(filters).toString();
  // Parsed by the contract: the map's chunk brings zod anyway, unlike the list's first read.
  return api.get(`/api/activities/pins${query ? `?${query}` : ''}`, ActivityPins, { signal });
}

/** Under the public activity cache, so whatever refreshes the lists (a booking, a host's edit) refreshes the pins. */
export const explorePinsQuery = (filters: ExploreFilters) =>
  queryOptions({
    queryKey: [...activityKeys.all, 'pins', filters] as const,
    queryFn: ({ signal }) => fetchPins(filters, signal),
    // While a new search loads, the markers stay where they are instead of vanishing.
    placeholderData: keepPreviousData,
  });

/** `enabled: false` while the map's tiles answer instead (decision 199). */
export function useExplorePins(filters: ExploreFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...explorePinsQuery(filters), enabled });
}
