import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';
import { toast } from '#/lib/toast.ts';

/**
 * An admin action's failure toast: the spec's title with the server's message as its description, or
 * 'Session expired' when the session has ended (the session is reloaded, so the guard sends the admin to
 * sign in again and back).
 */
export function useAdminFailureToast() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown, title: string) => {
      if (error instanceof ApiRequestError && error.status === 401) {
        toast.error(t('adminDashboard.common.sessionExpired'), {
          description: t('adminDashboard.common.sessionExpiredDetail'),
        });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
        return;
      }
      toast.error(title, { description: errorMessage(error, t('errors.tryLater')) });
    },
    [t, queryClient],
  );
}
