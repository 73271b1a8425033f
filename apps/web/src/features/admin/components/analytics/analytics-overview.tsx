import { Percent, Repeat, ShoppingCart, Ticket, Trophy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useAnalyticsOverview } from '#/features/admin/api/analytics-overview.ts';
import { formatCount, formatPercent } from '#/features/admin/components/analytics/analytics-format.ts';
import { AnalyticsPanel } from '#/features/admin/components/analytics/analytics-panel.tsx';
import {
  AnalyticsStat,
  AnalyticsStatsGrid,
  AnalyticsStatsSkeleton,
} from '#/features/admin/components/analytics/analytics-stat.tsx';
import { TopCategoriesChart } from '#/features/admin/components/analytics/top-categories-chart.tsx';

/** The Overview tab: the six numbers of the last 7 (and 30) days and the top 5 categories. */
export function AnalyticsOverviewTab() {
  const { t, i18n } = useTranslation();
  const query = useAnalyticsOverview();
  const count = (value: number) => formatCount(value, i18n.language);

  return (
    <AnalyticsPanel query={query} skeleton={<OverviewSkeleton />}>
      {(overview) => (
        <>
          <AnalyticsStatsGrid label={t('adminAnalytics.overview.statsLabel')}>
            <AnalyticsStat
              icon={Users}
              label={t('adminAnalytics.overview.uniqueVisitors7d')}
              value={count(overview.uniqueVisitors7d)}
              hint={t('adminAnalytics.overview.uniqueVisitorsHint')}
            />
            <AnalyticsStat
              icon={Users}
              label={t('adminAnalytics.overview.uniqueVisitors30d')}
              value={count(overview.uniqueVisitors30d)}
              hint={t('adminAnalytics.overview.uniqueVisitorsHint')}
            />
            <AnalyticsStat
              icon={ShoppingCart}
              label={t('adminAnalytics.overview.checkoutsStarted')}
              value={count(overview.checkoutsStarted7d)}
              hint={t('adminAnalytics.overview.last7Days')}
            />
            <AnalyticsStat
              icon={Ticket}
              label={t('adminAnalytics.overview.paidBookings')}
              value={count(overview.paidBookings7d)}
              hint={t('adminAnalytics.overview.last7Days')}
            />
            <AnalyticsStat
              icon={Percent}
              label={t('adminAnalytics.overview.conversionRate')}
              value={formatPercent(overview.conversionRate, i18n.language)}
              hint={t('adminAnalytics.overview.conversionRateHint')}
            />
            <AnalyticsStat
              icon={Repeat}
              label={t('adminAnalytics.overview.returningUsers')}
              value={count(overview.returningUsers)}
              hint={t('adminAnalytics.overview.returningUsersHint')}
            />
          </AnalyticsStatsGrid>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="flex items-center gap-2 text-lg">
                  <Trophy aria-hidden className="size-5 text-primary" />
                  {t('adminAnalytics.overview.topCategories')}
                </h2>
              </CardTitle>
              <CardDescription>{t('adminAnalytics.overview.topCategoriesHint')}</CardDescription>
            </CardHeader>
            <CardContent>
              {overview.topCategories.length > 0 ? (
                <TopCategoriesChart categories={overview.topCategories} />
              ) : (
                <p className="py-8 text-center text-muted-foreground">
                  {t('adminAnalytics.overview.noCategories')}
                </p>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </AnalyticsPanel>
  );
}

function OverviewSkeleton() {
  return (
    <>
      <AnalyticsStatsSkeleton count={6} />
      <Skeleton className="h-80 w-full rounded-xl" />
    </>
  );
}
