import { Ok } from '@sortim/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

export type ApplicationDecision = 'approve' | 'reject';

/**
 * `POST /api/admin/applications/:id/approve` (grants the host role in the same transaction) or
 * `.../reject`; only a pending application (409 'This application has already been reviewed').
 */
export const decideApplication = ({ id, decision }: { id: string; decision: ApplicationDecision }) =>
  api.post(`/api/admin/applications/${encodeURIComponent(id)}/${decision}`, Ok);

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    // Either way (a 409 means someone else decided): the application changes tab, the dashboard's pending
    // count drops, and an approval adds a host to the hosts and users lists.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
