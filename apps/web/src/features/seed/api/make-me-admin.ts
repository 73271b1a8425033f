import { Ok } from '@sortim/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBootstrapStatusQuery } from '#/features/seed/api/get-admin-bootstrap-status.ts';
import { api } from '#/lib/api-client.ts';
import { meQueryKey } from '#/lib/session.ts';

/** `POST /api/admin/bootstrap`: grants the caller admin while no admin exists; 409 once one does. */
export const makeMeAdmin = () => api.post('/api/admin/bootstrap', Ok);

/** Either way the status and the caller's roles have changed (or were stale): refresh both. */
export function useMakeMeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeMeAdmin,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminBootstrapStatusQuery.queryKey }),
      ]),
  });
}
