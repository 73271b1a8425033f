import Coins from 'lucide-react/icons/coins';
import { useTranslation } from 'react-i18next';
import { RevenueTables } from '#/components/revenue-tables.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useAnalyticsRevenue } from '#/features/admin/analytics/api/analytics-revenue.ts';
import { AnalyticsPanel } from '#/features/admin/analytics/components/analytics-panel.tsx';

/**
 * The Revenue tab: every host's paid bookings of the last 30 days by kind of price (hosts' own names
 * together in one row) and by code, the platform's and the hosts'.
 */
export function AnalyticsRevenueTab() {
  const { t } = useTranslation();
  const query = useAnalyticsRevenue();

  return (
    <AnalyticsPanel query={query} skeleton={<Skeleton rounded="xl" className="h-96 w-full" />}>
      {(revenue) => (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2 text-lg">
                <Coins aria-hidden className="size-5 text-primary" />
                {t('adminAnalytics.revenue.title', { days: revenue.days })}
              </h2>
            </CardTitle>
            <CardDescription>{t('adminAnalytics.revenue.hint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <RevenueTables revenue={revenue} />
          </CardContent>
        </Card>
      )}
    </AnalyticsPanel>
  );
}
