import type { SignUpInput } from '@sortim/contracts/auth';
import { toLocale } from '@sortim/contracts/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '#/lib/auth-client.ts';
import { i18n } from '#/lib/i18n.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/**
 * `POST /api/auth/sign-up/email`, then `POST /api/auth/sign-in/email`. The server never signs a new
 * account in itself: an address that already has an account must get the same answer as a new one, so it
 * is the sign-in that succeeds (new account, or the owner's own password) or fails generically. The
 * account keeps the language the form was filled in, for its e-mails.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  // better-auth's client types know only its own fields; the server checks ours (SignUpInput).
  const body: SignUpInput = { ...input, locale: toLocale(i18n.language) };
  await unwrapAuth(authClient.signUp.email(body));
  await unwrapAuth(authClient.signIn.email({ email: input.email, password: input.password }));
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
