import { GroupPage } from '@sortim/contracts/private-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '#/lib/api-client.ts';

/** The group link's cache: one per token (a link, not a person: no sign-out drops it). */
export const groupKey = (token: string) => ['group', token] as const;

/** `GET /api/group/:token`: the private booking the link opens; 404 for a link that opens nothing. */
export const fetchGroup = (token: string) => api.get(`/api/group/${encodeURIComponent(token)}`, GroupPage);

export const groupQuery = (token: string) =>
  queryOptions({ queryKey: groupKey(token), queryFn: () => fetchGroup(token) });

export function useGroup(token: string) {
  return useQuery(groupQuery(token));
}

export const isMissingGroup = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
