import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RevenueTables } from '#/components/revenue-tables.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useHostRevenue } from '#/features/host-dashboard/api/get-host-revenue.ts';

/**
 * Revenue by price and by promo code over the host's paid bookings: which prices sell (adults, children,
 * an early bird, their own "Friends" price) and what each code brought in and gave away.
 */
export function RevenueCard() {
  const { t } = useTranslation();
  const revenue = useHostRevenue();
  const headingId = useId();

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-lg">
            {t('hostDashboard.revenue.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('hostDashboard.revenue.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {revenue.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-destructive text-sm">{t('hostDashboard.revenue.loadError')}</p>
            <Button size="sm" variant="outline" onClick={() => void revenue.refetch()}>
              {t('hostDashboard.revenue.retry')}
            </Button>
          </div>
        ) : revenue.isPending ? (
          <div aria-hidden className="flex flex-col gap-3">
            <Skeleton rounded="lg" className="h-16 w-full" />
            <Skeleton rounded="lg" className="h-32 w-full" />
          </div>
        ) : (
          <RevenueTables revenue={revenue.data} />
        )}
      </CardContent>
    </Card>
  );
}
