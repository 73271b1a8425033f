import { AdminRoleCheck } from '@sortim/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';
import { toast } from '#/lib/toast.ts';

/**
 * `POST /api/admin/verify-role` (the spec's verify-admin-role). Open to any signed-in user, so that an
 * admin who lost the role can get it back: the server restores it when its audit log shows the caller was
 * an admin and no admin took it away.
 */
export const verifyAdminRole = () => api.post('/api/admin/verify-role', AdminRoleCheck);

/**
 * 'Verify Admin Role' (the admin dashboard, and /seed for someone who lost the role), with the spec's
 * outcomes as toasts. A restored role, or a refusal, means the session's roles were stale: reload them.
 */
export function useVerifyAdminRole() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: verifyAdminRole,
    onSuccess: (check) =>
      check.isAdmin && !check.restored
        ? undefined
        : queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });

  const verify = () => {
    if (mutation.isPending) return;
    mutation.mutate(undefined, {
      onSuccess: (check) => {
        if (!check.isAdmin) {
          toast.error(t('adminRoleTools.verifyRole.notAuthorized'), {
            description: t('adminRoleTools.verifyRole.notAuthorizedDetail'),
          });
        } else if (check.restored) {
          toast.success(t('adminRoleTools.verifyRole.restored'));
        } else {
          toast.success(t('adminRoleTools.verifyRole.verified'));
        }
      },
      onError: () => toast.error(t('adminRoleTools.verifyRole.failed')),
    });
  };

  return { verify, isPending: mutation.isPending };
}
