import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { forgetDeviceData } from '#/lib/device-data.ts';
import { sessionKeys } from '#/lib/query-keys.ts';
import { ANONYMOUS } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

/** The spec ignores these on sign-out: the session is already gone (or was never there). */
const ALREADY_SIGNED_OUT = [401, 403, 404];

/**
 * `POST /api/auth/sign-out`: ends the session on the server, which clears the HttpOnly cookie. The auth
 * client loads with the first sign-out (it is not on the pages' first load).
 */
export async function signOut(): Promise<void> {
  const { authClient, unwrapAuth } = await import('#/lib/auth-client.ts');
  try {
    await unwrapAuth(authClient.signOut());
  } catch (error) {
    if (error instanceof ApiRequestError && ALREADY_SIGNED_OUT.includes(error.status)) return;
    throw error;
  }
}

/**
 * Sign out from the header or the profile page: home, anonymous at once, and every cached query of the
 * previous user dropped. Any other failure keeps the session (the cookie is HttpOnly: only the server can
 * end it) and says so.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave the page first, synchronously: a guarded page still on screen when the session turns
      // anonymous would send the user to /auth instead.
      await navigate('/home', { replace: true, flushSync: true });
      queryClient.setQueryData(sessionKeys.me, ANONYMOUS);
      queryClient.removeQueries({
        predicate: (query) => !(query.queryKey.length === 1 && query.queryKey[0] === sessionKeys.me[0]),
      });
      void forgetDeviceData().catch(() => {});
      toast.success(t('session.signedOut'), { description: t('session.signedOutDescription') });
    },
    onError: (error) => {
      toast.error(t('session.signOutFailed'), {
        description: errorMessage(error, t('errors.tryLater')),
      });
    },
  });
}
