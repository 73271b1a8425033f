import Percent from 'lucide-react/icons/percent';
import Repeat from 'lucide-react/icons/repeat';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Ticket from 'lucide-react/icons/ticket';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid, StatGridSkeleton } from '#/components/stat-card.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useAnalyticsOverview } from '#/features/admin/analytics/api/analytics-overview.ts';
import { formatPercent } from '#/features/admin/analytics/components/analytics-format.ts';
import { AnalyticsPanel } from '#/features/admin/analytics/components/analytics-panel.tsx';
import { TopCategoriesChart } from '#/features/admin/analytics/components/top-categories-chart.tsx';
import { formatCount } from '#/lib/format.ts';

/** The Overview tab: the six numbers of the last 7 (and 30) days and the top 5 categories. */
export function AnalyticsOverviewTab() {
  const { t, i18n } = useTranslation();
  const query = useAnalyticsOverview();
  const count = (value: number) => formatCount(value, i18n.language);

  return (
    <AnalyticsPanel query={query} skeleton={<OverviewSkeleton />}>
      {(overview) => (
        <>
          <StatGrid label={t('adminAnalytics.overview.statsLabel')} columns={3}>
            <StatCard
              icon={Users}
              label={t('adminAnalytics.overview.uniqueVisitors7d')}
              value={count(overview.uniqueVisitors7d)}
              hint={t('adminAnalytics.overview.uniqueVisitorsHint')}
            />
            <StatCard
              icon={Users}
              label={t('adminAnalytics.overview.uniqueVisitors30d')}
              value={count(overview.uniqueVisitors30d)}
              hint={t('adminAnalytics.overview.uniqueVisitorsHint')}
            />
            <StatCard
              icon={ShoppingCart}
              label={t('adminAnalytics.overview.checkoutsStarted')}
              value={count(overview.checkoutsStarted7d)}
              hint={t('adminAnalytics.overview.last7Days')}
            />
            <StatCard
              icon={Ticket}
              label={t('adminAnalytics.overview.paidBookings')}
              value={count(overview.paidBookings7d)}
              hint={t('adminAnalytics.overview.last7Days')}
            />
            <StatCard
              icon={Percent}
              label={t('adminAnalytics.overview.conversionRate')}
              value={formatPercent(overview.conversionRate, i18n.language)}
              hint={t('adminAnalytics.overview.conversionRateHint')}
            />
            <StatCard
              icon={Repeat}
              label={t('adminAnalytics.overview.returningUsers')}
              value={count(overview.returningUsers)}
              hint={t('adminAnalytics.overview.returningUsersHint')}
            />
          </StatGrid>
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
      <StatGridSkeleton count={6} columns={3} />
      <Skeleton rounded="xl" className="h-80 w-full" />
    </>
  );
}
