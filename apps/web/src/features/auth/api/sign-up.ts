import type { SignUpInput } from '@sortim/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '#/lib/auth-client.ts';
import { meQueryKey } from '#/lib/session.ts';

/**
 * `POST /api/auth/sign-up/email`, then `POST /api/auth/sign-in/email`. The server never signs a new
 * account in itself: an address that already has an account must get the same answer as a new one, so it
 * is the sign-in that succeeds (new account, or the owner's own password) or fails generically.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  await unwrapAuth(authClient.signUp.email(input));
  await unwrapAuth(authClient.signIn.email({ email: input.email, password: input.password }));
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
