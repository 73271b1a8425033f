import type { DailyAnalyticsRow } from '@sortim/contracts/analytics-report';
import LineChart from 'lucide-react/icons/chart-line';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#/components/empty-state.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#/components/ui/table.tsx';
import { useAnalyticsTrends } from '#/features/admin/analytics/api/analytics-trends.ts';
import { dayParts, formatPercent } from '#/features/admin/analytics/components/analytics-format.ts';
import { AnalyticsPanel } from '#/features/admin/analytics/components/analytics-panel.tsx';
import { TrendsChart } from '#/features/admin/analytics/components/trends-chart.tsx';
import { cn } from '#/lib/cn.ts';
import { formatCount } from '#/lib/format.ts';

/** The Trends tab: the nightly rollup's last 7 days as a chart, and as a table with the numbers. */
export function AnalyticsTrendsTab() {
  const { t } = useTranslation();
  const query = useAnalyticsTrends();

  return (
    <AnalyticsPanel query={query} skeleton={<Skeleton rounded="xl" className="h-[36rem] w-full" />}>
      {({ days }) =>
        days.length === 0 ? (
          <EmptyState
            icon={LineChart}
            title={t('adminAnalytics.trends.emptyTitle')}
            body={t('adminAnalytics.trends.emptyBody')}
          />
        ) : (
          <Card>
            <CardHeader inset="phone-sm">
              <CardTitle>
                <h2 className="text-lg">{t('adminAnalytics.trends.title')}</h2>
              </CardTitle>
              <CardDescription>{t('adminAnalytics.trends.hint')}</CardDescription>
            </CardHeader>
            <CardContent inset="phone-xs" className="flex flex-col gap-6">
              <TrendsChart days={days} />
              <TrendsTable days={days} />
            </CardContent>
          </Card>
        )
      }
    </AnalyticsPanel>
  );
}

/** Tighter cells on a phone, so the five columns fit a 390 px screen without scrolling sideways. */
const compact = 'px-1 sm:px-2';

function TrendsTable({ days }: { days: DailyAnalyticsRow[] }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <Table size="compact">
      <TableCaption className="sr-only">{t('adminAnalytics.trends.caption')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" inset="compact">
            {t('adminAnalytics.trends.date')}
          </TableHead>
          <TableHead scope="col" inset="compact" wrap align="right">
            {t('adminAnalytics.trends.uniqueVisitors')}
          </TableHead>
          <TableHead scope="col" inset="compact" wrap align="right">
            {t('adminAnalytics.trends.checkoutsStarted')}
          </TableHead>
          <TableHead scope="col" inset="compact" wrap align="right">
            {t('adminAnalytics.trends.checkoutsCompleted')}
          </TableHead>
          <TableHead scope="col" inset="compact" wrap align="right">
            {t('adminAnalytics.trends.conversion')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="tabular-nums">
        {days.map((day) => (
          <TableRow key={day.date}>
            <TableHead scope="row" inset="compact" weight="normal">
              <DayLabel date={day.date} />
            </TableHead>
            <TableCell className={cn(compact, 'text-right')}>{count(day.uniqueVisitors)}</TableCell>
            <TableCell className={cn(compact, 'text-right')}>{count(day.checkoutsStarted)}</TableCell>
            <TableCell className={cn(compact, 'text-right')}>{count(day.checkoutsCompleted)}</TableCell>
            <TableCell className={cn(compact, 'text-right')}>
              {formatPercent(day.conversionRate, i18n.language)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** 'Mon 16 Nov' on one line; on a phone the weekday sits above the date, so five columns fit 390 px. */
function DayLabel({ date }: { date: string }) {
  const { i18n } = useTranslation();
  const { weekday, dayMonth } = dayParts(date, i18n.language);
  return (
    <time dateTime={date}>
      <span className="block sm:inline">{weekday}</span> <span className="whitespace-nowrap">{dayMonth}</span>
    </time>
  );
}
