import { AdminUserCities } from '@sortim/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersQueryKey } from '#/features/admin/api/users-list.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/users/cities`: the cities users have entered, sorted, for the City filter. */
export const fetchAdminUserCities = () => api.get('/api/admin/users/cities', AdminUserCities);

export const adminUserCitiesQuery = queryOptions({
  queryKey: [...adminUsersQueryKey, 'cities'],
  queryFn: fetchAdminUserCities,
  // New cities arrive with new profiles, rarely: no need to ask again on every filter change.
  staleTime: 5 * 60 * 1000,
});

export function useAdminUserCities() {
  return useQuery(adminUserCitiesQuery);
}
