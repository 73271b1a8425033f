import { AdminDeletedUser } from '@sortim/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterUserChange } from '#/features/admin/users/api/users-list.ts';
import { api } from '#/lib/api-client.ts';

/**
 * `DELETE /api/admin/users/:id`: refunds the user's future paid bookings, cancels (with refunds) the
 * activities they host in the future, then removes the account; answers how many of each.
 */
export const deleteAdminUser = (id: string) =>
  api.delete(`/api/admin/users/${encodeURIComponent(id)}`, AdminDeletedUser);

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () => refreshAfterUserChange(queryClient),
  });
}
