import type { SignUpInput } from '@sortim/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '#/lib/auth-client.ts';
import { meQueryKey } from '#/lib/session.ts';

/** `POST /api/auth/sign-up/email`: creates the account and its profile, and signs in. */
export const signUp = (input: SignUpInput) => unwrapAuth(authClient.signUp.email(input));

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
