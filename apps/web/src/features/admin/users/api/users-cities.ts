import { AdminUserCities } from '@sortim/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/users/cities`: the cities users have entered, sorted, for the City filter. */
export const fetchAdminUserCities = () => api.get('/api/admin/users/cities', AdminUserCities);

export const adminUserCitiesQuery = queryOptions({
  queryKey: adminKeys.users.cities,
  queryFn: fetchAdminUserCities,
  // New cities arrive with new profiles, rarely: no need to ask again on every filter change.
  staleTime: 5 * 60 * 1000,
});

export function useAdminUserCities() {
  return useQuery(adminUserCitiesQuery);
}
