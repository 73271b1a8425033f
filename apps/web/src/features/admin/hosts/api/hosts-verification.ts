import { type AdminHosts, AdminVerificationInput } from '@sortim/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';
import { hostProfileKeys } from '#/lib/query-keys.ts';

/**
 * `PUT /api/admin/hosts/:id/verification`: host becomes verified_host only when payouts are enabled (409
 * 'Host must complete Stripe setup before verification'); back to host always.
 */
export const setHostVerification = ({ id, verified }: { id: string } & AdminVerificationInput) =>
  api.put(`/api/admin/hosts/${encodeURIComponent(id)}/verification`, AdminVerificationInput, { verified });

export function useSetHostVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHostVerification,
    onSuccess: ({ verified }, { id }) => {
      queryClient.setQueriesData<AdminHosts>({ queryKey: adminKeys.hosts.all }, (list) =>
        list ? { hosts: list.hosts.map((host) => (host.id === id ? { ...host, verified } : host)) } : list,
      );
      // The users list shows the roles too; the public profile shows the badge.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: hostProfileKeys.all }),
      ]);
    },
  });
}
