import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '#/lib/auth-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/** better-auth's code for a reset token that is unknown, expired or already used. */
export const INVALID_TOKEN = 'INVALID_TOKEN';

/** `POST /api/auth/reset-password`: sets the new password; the server also signs the user in. */
export const resetPassword = ({ token, newPassword }: { token: string; newPassword: string }) =>
  unwrapAuth(authClient.resetPassword({ token, newPassword }));

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
