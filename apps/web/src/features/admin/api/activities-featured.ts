import { type AdminActivitiesPage, AdminFeaturedInput } from '@sortim/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminActivitiesQueryKey } from '#/features/admin/api/activities-list.ts';
import { api } from '#/lib/api-client.ts';

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
      queryClient.setQueriesData<AdminActivitiesPage>({ queryKey: adminActivitiesQueryKey }, (page) =>
        page
          ? {
              ...page,
              activities: page.activities.map((row) => (row.id === id ? { ...row, featured } : row)),
            }
          : page,
      );
      // Home's featured list.
      return queryClient.invalidateQueries({ queryKey: ['activities'] });
    },
  });
}
