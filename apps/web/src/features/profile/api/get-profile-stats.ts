import { ProfileStats } from '@sortim/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/** `GET /api/me/stats`: events attended and, for hosts and admins, hosted (null for others). */
export const fetchProfileStats = () => api.get('/api/me/stats', ProfileStats);

/** Under the session's key: signing in, out or changing roles refreshes it. The spec: 5 minutes, no retry. */
export const profileStatsQuery = queryOptions({
  queryKey: sessionKeys.stats,
  queryFn: fetchProfileStats,
  staleTime: 5 * 60 * 1000,
  retry: false,
});

export function useProfileStats() {
  return useQuery(profileStatsQuery);
}
