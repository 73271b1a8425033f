import { PrivateRequestList } from '@sortim/contracts/private-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/** `GET /api/private-requests`: the caller's requests for private dates, newest first. */
export const fetchMyPrivateRequests = () => api.get('/api/private-requests', PrivateRequestList);

export const myPrivateRequestsQuery = queryOptions({
  queryKey: sessionKeys.privateRequests,
  queryFn: fetchMyPrivateRequests,
});

export function useMyPrivateRequests() {
  return useQuery(myPrivateRequestsQuery);
}
