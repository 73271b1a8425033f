import { ADMIN_APPLICATION_TABS } from '@sortim/contracts/admin';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#/components/ui/tabs.tsx';
import {
  type ApplicationsTab,
  isApplicationsTab,
  useAdminApplications,
} from '#/features/admin/applications/api/applications-list.ts';
import {
  ApplicationCard,
  ApplicationCardSkeleton,
} from '#/features/admin/applications/components/application-card.tsx';
import { AdminPageHeader } from '#/features/admin/shared/components/admin-page-header.tsx';

// grid-cols-1 fixes the phone's one column to the screen: an auto column grows to a long e-mail's width.
const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

/**
 * /admin/applications (behind RequireAdmin): host applications in the tabs Pending (the default),
 * Approved, Rejected and All. The tab is in the URL (`?status=`), so a reload or a shared link keeps it.
 */
export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const tab: ApplicationsTab = isApplicationsTab(requested) ? requested : 'pending';

  const changeTab = (next: string) =>
    setSearchParams(next === 'pending' ? {} : { status: next }, { replace: true });

  return (
    <div className="page-container flex flex-col gap-6 pb-16">
      <AdminPageHeader
        title={t('pages.adminApplications.title')}
        subtitle={t('pages.adminApplications.subtitle')}
      />
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label={t('adminApplications.tabsLabel')} className="sm:w-fit">
          {ADMIN_APPLICATION_TABS.map((status) => (
            <TabsTrigger key={status} value={status} className="sm:px-6">
              {t(`adminApplications.tabs.${status}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_APPLICATION_TABS.map((status) => (
          <TabsContent key={status} value={status}>
            <ApplicationsList status={status} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function ApplicationsList({ status }: { status: ApplicationsTab }) {
  const { t } = useTranslation();
  const query = useAdminApplications(status);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          {t('adminApplications.loading')}
        </span>
        <div className={GRID}>
          <ApplicationCardSkeleton />
          <ApplicationCardSkeleton />
          <ApplicationCardSkeleton />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        headingLevel={2}
        title={t('adminApplications.loadError')}
        hint={t('adminDashboard.common.loadErrorHint')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.applications.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={t(`adminApplications.empty.${status}.title`)}
        body={t(`adminApplications.empty.${status}.body`)}
      />
    );
  }
  return (
    <ul className={GRID}>
      {query.data.applications.map((application) => (
        <li key={application.id}>
          <ApplicationCard application={application} />
        </li>
      ))}
    </ul>
  );
}
