import { HostActivityList } from '@sortim/contracts/hosting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeActivityOption } from '#/components/promo-codes/promo-code-form.tsx';
import { api } from '#/lib/api-client.ts';
import type { PromoCodeApi } from '#/lib/promo-codes.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `/api/host/codes`: the caller's own codes, under the host's keys (a host change refreshes them too). */
export const HOST_CODES: PromoCodeApi = { base: '/api/host/codes', queryKey: [...hostKeys.all, 'codes'] };

/** `GET /api/host/activities`, as the code form lists them: the caller's own, not yet started nor cancelled. */
export const codeActivitiesQuery = (hostId: string) =>
  queryOptions({
    queryKey: hostKeys.activities,
    queryFn: ({ signal }) => api.get('/api/host/activities', HostActivityList, { signal }),
    select: (list): CodeActivityOption[] => {
      const now = Date.now();
      // An admin's list holds everyone's activities: a host's code names only the host's own.
      return list.items
        .filter((item) => item.hostId === hostId && item.status !== 'cancelled')
        .filter((item) => Date.parse(item.startTime) > now)
        .map(({ id, title, startTime }) => ({ id, title, startTime }));
    },
    retry: false,
  });

export function useCodeActivities(hostId: string) {
  return useQuery(codeActivitiesQuery(hostId));
}
