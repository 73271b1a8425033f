import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '#/lib/auth-client.ts';

export type OAuthProvider = 'google' | 'apple';

/** The /auth query a failed Google or Apple sign-in returns to (better-auth adds its own `error`). */
export const oauthErrorPath = (provider: OAuthProvider) => `/auth?error=oauth&provider=${provider}`;

/**
 * `POST /api/auth/sign-in/social`: answers with the provider's authorization URL, which the client opens
 * (the page leaves). The provider returns to /home, or to /auth with an error.
 */
export const signInWithProvider = (provider: OAuthProvider) =>
  unwrapAuth(
    authClient.signIn.social({
      provider,
      callbackURL: '/home',
      errorCallbackURL: oauthErrorPath(provider),
    }),
  );

export function useSignInWithProvider() {
  return useMutation({ mutationFn: signInWithProvider });
}
