import { Ok } from '@sortim/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seedKeys } from '#/features/seed/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/** `POST /api/admin/bootstrap`: grants the caller admin while no admin exists; 409 once one does. */
export const makeMeAdmin = () => api.post('/api/admin/bootstrap', Ok);

/** Either way the status and the caller's roles have changed (or were stale): refresh both. */
export function useMakeMeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeMeAdmin,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
        queryClient.invalidateQueries({ queryKey: seedKeys.adminBootstrap }),
      ]),
  });
}
