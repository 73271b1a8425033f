import { PrivateRequest } from '@sortim/contracts/private-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/** `GET /api/private-requests/:id`: for its guest, its activity's host and admins; 404 for anyone else. */
export const fetchPrivateRequest = (id: string) =>
  api.get(`/api/private-requests/${encodeURIComponent(id)}`, PrivateRequest);

export const privateRequestQuery = (id: string) =>
  queryOptions({ queryKey: sessionKeys.privateRequest(id), queryFn: () => fetchPrivateRequest(id) });

export function usePrivateRequest(id: string) {
  return useQuery(privateRequestQuery(id));
}

export const isMissingRequest = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
