import { type AdminActivitiesPage, AdminFeaturedInput } from '@sortim/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/**
 * `PUT /api/admin/activities/:id/featured`: a featured activity shows in 'This Week in Barcelona' on Home.
 * Featuring a draft or a cancelled activity is refused (409); unfeaturing always works.
 */
export const setActivityFeatured = ({ id, featured }: { id: string } & AdminFeaturedInput) =>
  api.put(`/api/admin/activities/${encodeURIComponent(id)}/featured`, AdminFeaturedInput, { featured });

export function useSetActivityFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActivityFeatured,
    onSuccess: ({ featured }, { id }) => {
      queryClient.setQueriesData<AdminActivitiesPage>({ queryKey: adminKeys.activities.all }, (page) =>
        page
          ? {
              ...page,
              activities: page.activities.map((row) => (row.id === id ? { ...row, featured } : row)),
            }
          : page,
      );
      // Home's featured list.
      return queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
