import type { HostRoleStatus } from '@sortim/contracts/hosting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyContract } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/**
 * `POST /api/host/role/verify` (the spec's verify-host-role): whether the caller hosts, and whether this
 * call gave back the role of an approved application that had lost it (`restored`).
 */
export const verifyHostRole = () =>
  api.post(
    '/api/host/role/verify',
    // Asked by the host pages' guard, whose pages bring zod: it loads with the call.
    lazyContract<HostRoleStatus>(() =>
      import('@sortim/contracts/hosting').then((contracts) => contracts.HostRoleStatus),
    ),
  );

export function useVerifyHostRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyHostRole,
    onSuccess: (status) =>
      status.restored ? queryClient.invalidateQueries({ queryKey: sessionKeys.me }) : undefined,
  });
}
