import { AdminActivitiesPage } from '@sortim/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

export type AdminActivitiesSearch = { q: string; page: number };

/** Defaults are left out of the query string. */
export function adminActivitiesSearch({ q, page }: AdminActivitiesSearch): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** `GET /api/admin/activities?q&page`: 20 a page, searched over title and category, and the total. */
export const fetchAdminActivities = (search: AdminActivitiesSearch, signal?: AbortSignal) =>
  api.get(`/api/admin/activities${adminActivitiesSearch(search)}`, AdminActivitiesPage, { signal });

export const adminActivitiesQuery = (search: AdminActivitiesSearch) =>
  queryOptions({
    queryKey: adminKeys.activities.list(search),
    queryFn: ({ signal }) => fetchAdminActivities(search, signal),
    // The page being left stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export function useAdminActivities(search: AdminActivitiesSearch) {
  return useQuery(adminActivitiesQuery(search));
}
