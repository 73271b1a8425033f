import CalendarPlus from 'lucide-react/icons/calendar-plus';
import LayoutList from 'lucide-react/icons/layout-list';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useHostDashboard } from '#/features/host-dashboard/api/get-host-dashboard.ts';
import { CalendarSyncCard } from '#/features/host-dashboard/components/calendar-sync-card.tsx';
import {
  DashboardStats,
  DashboardStatsSkeleton,
} from '#/features/host-dashboard/components/dashboard-stats.tsx';
import { HostResources } from '#/features/host-dashboard/components/host-resources.tsx';
import {
  LatestActivities,
  LatestActivitiesSkeleton,
} from '#/features/host-dashboard/components/latest-activities.tsx';
import { PayoutSetupCard } from '#/features/host-dashboard/components/payout-setup-card.tsx';
import {
  RecentBookings,
  RecentBookingsSkeleton,
} from '#/features/host-dashboard/components/recent-bookings.tsx';

/**
 * /host-dashboard (behind RequireHost): the four numbers first, then what needs action (payout setup),
 * then the lists, the calendar and the resources.
 */
export function HostDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useHostDashboard();

  return (
    <div className="page-container flex flex-col gap-8 pb-16">
      <PageHeader title={t('hostDashboard.title')} subtitle={t('hostDashboard.subtitle')} spacing="flush">
        <div className="flex flex-wrap gap-2 pt-2">
          <Button asChild>
            <Link to="/create-activity">
              <Plus aria-hidden />
              {t('hostDashboard.newActivity')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/create-activity?recurring=1">
              <CalendarPlus aria-hidden />
              {t('hostDashboard.recurringEvent')}
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/my-activities">
              <LayoutList aria-hidden />
              {t('hostDashboard.viewAllActivities')}
            </Link>
          </Button>
        </div>
      </PageHeader>

      {dashboard.isError ? (
        <LoadError
          headingLevel={2}
          title={t('hostDashboard.loadError')}
          hint={t('hostDashboard.loadErrorHint')}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <>
          <div aria-busy={dashboard.isPending}>
            {dashboard.isPending ? (
              <>
                <span className="sr-only" role="status">
                  {t('hostDashboard.loading')}
                </span>
                <DashboardStatsSkeleton />
              </>
            ) : (
              <DashboardStats stats={dashboard.data.stats} />
            )}
          </div>
          <PayoutSetupCard />
          {dashboard.isPending ? (
            <LatestActivitiesSkeleton />
          ) : (
            <LatestActivities activities={dashboard.data.latestActivities} />
          )}
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-6">
              {dashboard.isPending ? (
                <RecentBookingsSkeleton />
              ) : (
                <RecentBookings bookings={dashboard.data.recentBookings} />
              )}
              <HostResources />
            </div>
            <CalendarSyncCard />
          </div>
        </>
      )}
    </div>
  );
}
