import { SavedActivities } from '@sortim/contracts/saved';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/** `GET /api/me/saved`: the caller's saved activities, upcoming soonest first, then past latest first. */
export const fetchSaved = () => api.get('/api/me/saved', SavedActivities);

export const savedQuery = queryOptions({ queryKey: sessionKeys.savedList, queryFn: fetchSaved });

export function useSaved() {
  return useQuery(savedQuery);
}
