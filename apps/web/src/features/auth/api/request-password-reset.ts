import type { ForgotPasswordInput } from '@sortim/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '#/lib/auth-client.ts';

/**
 * `POST /api/auth/request-password-reset`: e-mails a single-use link that lands on /reset-password. The
 * answer is the same whether or not the address has an account.
 */
export const requestPasswordReset = ({ email }: ForgotPasswordInput) =>
  unwrapAuth(authClient.requestPasswordReset({ email, redirectTo: '/reset-password' }));

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
