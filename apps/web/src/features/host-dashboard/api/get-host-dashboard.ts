import { HostDashboard } from '@sortim/contracts/host-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `GET /api/host/dashboard`: the four numbers, payout setup, the 3 latest activities, 5 recent paid bookings. */
export const fetchHostDashboard = () => api.get('/api/host/dashboard', HostDashboard);

export const hostDashboardQuery = queryOptions({
  // Under the host side's key: duplicating or deleting an activity (the cards here too) refreshes it.
  queryKey: hostKeys.dashboard,
  queryFn: fetchHostDashboard,
  // A host comes back here after creating or editing an activity: show what changed.
  staleTime: 0,
});

export function useHostDashboard() {
  return useQuery(hostDashboardQuery);
}
