import type { HostDashboard } from '@sortim/contracts/host-dashboard';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useHostDashboard } from '#/features/host-dashboard/api/get-host-dashboard.ts';
import { ActivityPayouts } from '#/features/host-dashboard/components/activity-payouts.tsx';
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
import { PrivateRequestsCard } from '#/features/host-dashboard/components/private-requests-card.tsx';
import {
  RecentBookings,
  RecentBookingsSkeleton,
} from '#/features/host-dashboard/components/recent-bookings.tsx';
import { RevenueCard } from '#/features/host-dashboard/components/revenue-card.tsx';

/**
 * /host-dashboard (behind RequireHost). It leads with what the host must do next: until payouts are
 * connected, the payment card comes first (guests cannot book before it); a new host without activities
 * sees the way to the first one before four zeros; an established host sees the numbers, then the
 * recent bookings and latest activities. The calendar and the resources come last.
 */
export function HostDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useHostDashboard();

  return (
    <div className="page-container flex flex-col gap-6 pb-16 md:gap-8">
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
      ) : dashboard.isPending ? (
        <div aria-busy className="flex flex-col gap-6 md:gap-8">
          <span className="sr-only" role="status">
            {t('hostDashboard.loading')}
          </span>
          <DashboardStatsSkeleton />
          <LatestActivitiesSkeleton />
          <RecentBookingsSkeleton />
        </div>
      ) : (
        <DashboardSections data={dashboard.data} />
      )}
    </div>
  );
}

function DashboardSections({ data }: { data: HostDashboard }) {
  const payoutsFirst = data.payoutSetup !== 'connected';
  // Nothing created and nothing booked: the numbers are all zero, so the next step goes above them.
  const isNew = data.stats.activities === 0 && data.stats.bookings === 0;
  const stats = <DashboardStats stats={data.stats} />;
  const activities = <LatestActivities activities={data.latestActivities} />;
  const bookings = <RecentBookings bookings={data.recentBookings} />;
  // A new host has no bookings to list: that section is left out rather than shown empty.

  return (
    <>
      {payoutsFirst && <PayoutSetupCard />}
      {/* Guests waiting for an answer: above the numbers, the host's next thing to do. */}
      <PrivateRequestsCard />
      {isNew ? (
        <>
          {activities}
          {stats}
        </>
      ) : (
        <>
          {stats}
          <div className="grid grid-cols-1 items-start gap-6 md:gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            {bookings}
            {activities}
          </div>
          {data.stats.bookings > 0 || data.stats.earningsCents > 0 ? <ActivityPayouts /> : null}
          {data.stats.bookings > 0 && <RevenueCard />}
        </>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          {!payoutsFirst && <PayoutSetupCard />}
          <HostResources />
        </div>
        <CalendarSyncCard />
      </div>
    </>
  );
}
