import { DeleteActivityResult } from '@sortim/contracts/hosting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/**
 * `DELETE /api/admin/activities/:id`: as a host's delete, erased, or with paid bookings of a future
 * activity cancelled and every paid guest refunded.
 */
export const deleteAdminActivity = (id: string) =>
  api.delete(`/api/admin/activities/${encodeURIComponent(id)}`, DeleteActivityResult);

export function useDeleteAdminActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminActivity,
    // The list and the dashboard's count, and every public list the activity was in.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
