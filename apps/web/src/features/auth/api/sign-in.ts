import type { SignInInput } from '@sortim/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '#/lib/auth-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/** `POST /api/auth/sign-in/email`: sets the session cookie. */
export const signIn = (input: SignInInput) => unwrapAuth(authClient.signIn.email(input));

/** Signs in, then reloads `/api/me` so the app knows who is here before anything else renders. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
