import { SampleActivitiesStatus } from '@sortim/contracts/hosting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { seedKeys } from '#/features/seed/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/host/seed-activities`: whether this site offers sample activities at all (not in production). */
export const fetchSampleActivitiesStatus = () => api.get('/api/host/seed-activities', SampleActivitiesStatus);

export const sampleActivitiesStatusQuery = queryOptions({
  queryKey: seedKeys.sampleActivities,
  queryFn: fetchSampleActivitiesStatus,
});

export function useSampleActivitiesStatus() {
  return useQuery(sampleActivitiesStatusQuery);
}
