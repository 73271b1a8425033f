import { BulkFixResult } from '@sortim/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/**
 * `POST /api/admin/fix-host-roles`: every user with an approved application who lacks the host role gets
 * it; answers the counts and who was fixed, already a host, or failed (with why).
 */
export const fixHostRoles = () => api.post('/api/admin/fix-host-roles', BulkFixResult);

export function useFixHostRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixHostRoles,
    onSuccess: (result) =>
      result.fixed > 0 ? queryClient.invalidateQueries({ queryKey: adminKeys.all }) : undefined,
  });
}
