import { RevenueTables } from '#/components/revenue-tables.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useHostRevenue } from '#/features/host-dashboard/api/get-host-revenue.ts';
import { DashboardSection } from './dashboard-section.tsx';

/**
 * Revenue by price and by promo code over the host's paid bookings: which prices sell (adults, children,
 * an early bird, their own "Friends" price) and what each code brought in and gave away.
 */
export function RevenueCard() {
  const revenue = useHostRevenue();
  return (
    <DashboardSection
      words="hostDashboard.revenue"
      query={revenue}
      skeleton={
        <div aria-hidden className="flex flex-col gap-3">
          <Skeleton rounded="lg" className="h-16 w-full" />
          <Skeleton rounded="lg" className="h-32 w-full" />
        </div>
      }
    >
      {(data) => <RevenueTables revenue={data} />}
    </DashboardSection>
  );
}
