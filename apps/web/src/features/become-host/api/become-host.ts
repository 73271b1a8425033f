import { type BecomeHostInput, HostRoleStatus } from '@sortim/contracts/hosting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/**
 * `POST /api/host/become`: records an approved host application (if none) and grants the host role in
 * one transaction; 400 with `fields` on bad input.
 */
export const becomeHost = (input: BecomeHostInput) => api.post('/api/host/become', HostRoleStatus, input);

export function useBecomeHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeHost,
    // The new role arrives with the session; the host pages wait for it ('Loading...').
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
