import { AdminRoles, type AdminSetRolesInput } from '@sortim/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterUserChange } from '#/features/admin/users/api/users-list.ts';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';
import { useMe } from '#/lib/session.ts';

/** `PUT /api/admin/users/:id/roles`: REPLACES the whole role set (user is always kept); answers the new set. */
export const setAdminUserRoles = ({ id, roles }: { id: string } & AdminSetRolesInput) =>
  api.put(`/api/admin/users/${encodeURIComponent(id)}/roles`, AdminRoles, { roles });

export function useSetAdminUserRoles() {
  const queryClient = useQueryClient();
  const me = useMe();
  return useMutation({
    mutationFn: setAdminUserRoles,
    onSuccess: (_, { id }) =>
      Promise.all([
        refreshAfterUserChange(queryClient),
        // An admin changing their own roles (e.g. adding host) sees the new menus at once.
        id === me.user?.id ? queryClient.invalidateQueries({ queryKey: sessionKeys.me }) : undefined,
      ]),
  });
}
