import { useQueryClient } from '@tanstack/react-query';
import Loader2 from 'lucide-react/icons/loader-circle';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import Wrench from 'lucide-react/icons/wrench';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { useFixHostRoles } from '#/features/admin/role-tools/api/fix-host-roles.ts';
import { BulkFixResults } from '#/features/admin/role-tools/components/bulk-fix-results.tsx';
import { AdminPageHeader } from '#/features/admin/shared/components/admin-page-header.tsx';
import { ApiRequestError } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';
import { toast } from '#/lib/toast.ts';

/**
 * /admin/fix-host-roles (behind RequireAdmin): the 'Admin only' warning, one button that gives every
 * approved applicant the host role they lack, and what it did (counts and the people behind them).
 */
export function AdminFixHostRolesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fix = useFixHostRoles();

  const run = () => {
    if (fix.isPending) return;
    fix.mutate(undefined, {
      onSuccess: (result) =>
        toast.success(t('adminRoleTools.fixHostRoles.done'), {
          description: t('adminRoleTools.fixHostRoles.doneSummary', {
            fixed: result.fixed,
            alreadyHost: result.alreadyHost,
            failed: result.failed,
          }),
        }),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          toast.error(t('adminDashboard.common.sessionExpired'), {
            description: t('adminDashboard.common.sessionExpiredDetail'),
          });
          void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
          return;
        }
        toast.error(t('adminRoleTools.fixHostRoles.failed'), {
          description: t('adminRoleTools.fixHostRoles.failedDetail'),
        });
      },
    });
  };

  return (
    <div className="page-container flex flex-col gap-8 pb-16">
      <AdminPageHeader
        title={t('pages.adminFixHostRoles.title')}
        subtitle={t('pages.adminFixHostRoles.subtitle')}
      />
      <div className="flex flex-col gap-4 rounded-xl border border-amber-500/40 bg-amber-50 p-4 text-amber-950 md:flex-row md:items-center md:justify-between md:p-5 dark:bg-amber-950/40 dark:text-amber-100">
        <div role="note" className="flex items-start gap-3">
          <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('adminRoleTools.fixHostRoles.warningTitle')}</p>
            <p className="max-w-prose text-sm">{t('adminRoleTools.fixHostRoles.warningBody')}</p>
          </div>
        </div>
        <Button size="lg" className="shrink-0" disabled={fix.isPending} onClick={run}>
          {fix.isPending ? (
            <Loader2 aria-hidden className="motion-safe:animate-spin" />
          ) : (
            <Wrench aria-hidden />
          )}
          {fix.isPending ? t('adminRoleTools.fixHostRoles.running') : t('adminRoleTools.fixHostRoles.run')}
        </Button>
      </div>
      {fix.data ? (
        <BulkFixResults result={fix.data} />
      ) : (
        <p className="text-muted-foreground">{t('adminRoleTools.fixHostRoles.idle')}</p>
      )}
    </div>
  );
}
