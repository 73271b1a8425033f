import Flag from 'lucide-react/icons/flag';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useAdminReports } from '#/features/admin/reports/api/reports-queue.ts';
import { ReportCard } from '#/features/admin/reports/components/report-card.tsx';
import { AdminCardSkeleton } from '#/features/admin/shared/components/admin-card.tsx';
import { AdminPageHeader } from '#/features/admin/shared/components/admin-page-header.tsx';

/**
 * /admin/reports (behind RequireAdmin): the reports people filed, open ones first (the longest waiting on
 * top), each with the item in context and Dismiss, Hide, Suspend; then the latest decided ones.
 */
export function AdminReportsPage() {
  const { t } = useTranslation();
  const query = useAdminReports();
  const items = query.data?.items ?? [];
  const openCount = items.filter((r) => r.status === 'open').length;
  return (
    <div className="page-container flex max-w-4xl flex-col gap-6 pb-16">
      <AdminPageHeader title={t('adminReports.title')} subtitle={t('adminReports.subtitle')} />
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span role="status" className="sr-only">
            {t('adminReports.loading')}
          </span>
          {[0, 1].map((n) => (
            <AdminCardSkeleton key={n} shape="card">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-4 w-1/3" />
            </AdminCardSkeleton>
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          headingLevel={2}
          title={t('adminReports.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Flag} title={t('adminReports.empty.title')} body={t('adminReports.empty.body')} />
      ) : (
        <>
          <p role="status" className="text-muted-foreground text-sm">
            {t('adminReports.openCount', { count: openCount })}
          </p>
          <ul className="flex flex-col gap-4">
            {items.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
