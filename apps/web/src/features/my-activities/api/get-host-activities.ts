import { HostActivityList } from '@sortim/contracts/hosting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `GET /api/host/activities`: the caller's own activities (admins: everyone's, with host names). */
export const fetchHostActivities = () => api.get('/api/host/activities', HostActivityList);

export const hostActivitiesQuery = queryOptions({
  queryKey: hostKeys.activities,
  queryFn: fetchHostActivities,
  // A plain user is refused (403): asking again will not change that.
  retry: false,
});

export function useHostActivities() {
  return useQuery(hostActivitiesQuery);
}
