import { HostActivityList } from '@sortim/contracts/hosting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeActivityOption } from '#/components/promo-codes/promo-code-form.tsx';
import { api } from '#/lib/api-client.ts';
import type { PromoCodeApi } from '#/lib/promo-codes.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `/api/admin/codes`: the platform's codes (no host; the discount comes off the platform's fee). */
export const PLATFORM_CODES: PromoCodeApi = { base: '/api/admin/codes', queryKey: ['admin', 'codes'] };

/**
 * `GET /api/host/activities`, which gives an admin every host's activities with the host's name: those not
 * yet started nor cancelled, for a platform code to name.
 */
export const platformCodeActivitiesQuery = queryOptions({
  queryKey: hostKeys.activities,
  queryFn: ({ signal }) => api.get('/api/host/activities', HostActivityList, { signal }),
  select: (list): CodeActivityOption[] => {
    const now = Date.now();
    return list.items
      .filter((item) => item.status !== 'cancelled' && Date.parse(item.startTime) > now)
      .map(({ id, title, startTime, hostName }) => ({ id, title, startTime, hostName }));
  },
  retry: false,
});

export function usePlatformCodeActivities() {
  return useQuery(platformCodeActivitiesQuery);
}
