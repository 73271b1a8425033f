import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#/components/ui/tabs.tsx';
import { AnalyticsAbTestTab } from '#/features/admin/analytics/components/analytics-ab-test.tsx';
import { AnalyticsOverviewTab } from '#/features/admin/analytics/components/analytics-overview.tsx';
import { AnalyticsRevenueTab } from '#/features/admin/analytics/components/analytics-revenue.tsx';
import { AnalyticsTrendsTab } from '#/features/admin/analytics/components/analytics-trends.tsx';
import { AdminPageHeader } from '#/features/admin/shared/components/admin-page-header.tsx';

const TABS = ['overview', 'trends', 'ab-test', 'revenue'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /admin/analytics (behind RequireAdmin): tabs Overview, Trends, A/B Testing and Revenue. Only the open tab asks the
 * server and refreshes every minute; the tab is in the address (?tab=trends) so a reload or a shared
 * link opens the same view. The charts (recharts) load with this page only.
 */
export function AdminAnalyticsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';

  const select = (value: string) => {
    if (!isTab(value)) return;
    setSearchParams(
      (params) => {
        if (value === 'overview') params.delete('tab');
        else params.set('tab', value);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="page-container flex flex-col gap-6 pb-16">
      <AdminPageHeader
        title={t('pages.adminAnalytics.title')}
        subtitle={t('pages.adminAnalytics.subtitle')}
      />
      <Tabs value={tab} onValueChange={select} gap="loose">
        <TabsList aria-label={t('adminAnalytics.tabs.label')} className="sm:w-fit">
          <TabsTrigger value="overview" className="sm:px-5">
            {t('adminAnalytics.tabs.overview')}
          </TabsTrigger>
          <TabsTrigger value="trends" className="sm:px-5">
            {t('adminAnalytics.tabs.trends')}
          </TabsTrigger>
          <TabsTrigger value="ab-test" className="sm:px-5">
            {t('adminAnalytics.tabs.abTest')}
          </TabsTrigger>
          <TabsTrigger value="revenue" className="sm:px-5">
            {t('adminAnalytics.tabs.revenue')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <AnalyticsOverviewTab />
        </TabsContent>
        <TabsContent value="trends">
          <AnalyticsTrendsTab />
        </TabsContent>
        <TabsContent value="ab-test">
          <AnalyticsAbTestTab />
        </TabsContent>
        <TabsContent value="revenue">
          <AnalyticsRevenueTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
