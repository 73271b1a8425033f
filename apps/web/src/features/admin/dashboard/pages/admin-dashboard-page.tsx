import { useTranslation } from 'react-i18next';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { useAdminDashboardStats } from '#/features/admin/dashboard/api/dashboard-stats.ts';
import { AdminStats, AdminStatsSkeleton } from '#/features/admin/dashboard/components/admin-stats.tsx';
import { AdminTools } from '#/features/admin/dashboard/components/admin-tools.tsx';
import { StuckTransfers } from '#/features/admin/dashboard/components/stuck-transfers.tsx';

/**
 * /admin (behind RequireAdmin): the six numbers first, then the tools, then the host transfers that are
 * stuck. The tools do not wait for the numbers, and stay usable when they fail to load.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const stats = useAdminDashboardStats();

  return (
    <div className="page-container flex flex-col gap-8 pb-16">
      <PageHeader title={t('pages.admin.title')} subtitle={t('pages.admin.subtitle')} spacing="flush" />
      {stats.isError ? (
        <LoadError
          headingLevel={2}
          title={t('adminDashboard.loadError')}
          hint={t('adminDashboard.loadErrorHint')}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : stats.isPending ? (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            {t('adminDashboard.loading')}
          </span>
          <AdminStatsSkeleton />
        </div>
      ) : (
        <AdminStats stats={stats.data} />
      )}
      <AdminTools pendingApplications={stats.data?.pendingApplications} />
      <StuckTransfers />
    </div>
  );
}
