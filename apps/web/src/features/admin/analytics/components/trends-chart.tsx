import type { DailyAnalyticsRow } from '@sortim/contracts/analytics-report';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay } from '#/features/admin/analytics/components/analytics-format.ts';
import { CHART_COLORS, tooltipStyle } from '#/features/admin/analytics/components/chart-frame.tsx';
import { formatCount } from '#/lib/format.ts';

/** Both charts' tooltips follow the same day. */
const SYNC_ID = 'admin-trends';

/**
 * The 7 days as one chart per measure: visitors (hundreds) in one, checkouts started and completed (tens,
 * one unit, one axis) in the other. Two y-axes in one chart drew lines that crossed where the numbers
 * did not, and one shared axis would flatten the checkouts. For screen readers the pair is one image
 * with one summary; the table below has the numbers.
 */
export function TrendsChart({ days }: { days: DailyAnalyticsRow[] }) {
  const { t, i18n } = useTranslation();
  const first = days[0];
  const last = days[days.length - 1];
  const day = (date: string) => formatDay(date, i18n.language);
  const count = (value: unknown) => formatCount(Number(value), i18n.language);
  const axis = { tickLine: false, axisLine: false, tick: { fill: CHART_COLORS.text, fontSize: 12 } };
  const common = { data: days, syncId: SYNC_ID, margin: { top: 8, right: 8, bottom: 0, left: 0 } };
  const xAxis = <XAxis dataKey="date" tickFormatter={day} {...axis} minTickGap={8} />;
  const yAxis = <YAxis allowDecimals={false} width={44} tickFormatter={count} {...axis} />;
  const grid = <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />;
  // A legend under both charts names each line and keeps their x-axes level with each other.
  const legend = <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 13 }} itemSorter={null} />;
  const tooltip = (
    <Tooltip
      contentStyle={tooltipStyle}
      labelFormatter={(date) => day(String(date))}
      formatter={(value, name) => [count(value), name]}
    />
  );

  return (
    <div
      role="img"
      aria-label={t('adminAnalytics.trends.chart', {
        from: first ? day(first.date) : '',
        to: last ? day(last.date) : '',
      })}
      className="grid w-full min-w-0 gap-6 md:grid-cols-2"
    >
      <TrendsPanel title={t('adminAnalytics.trends.visitorsAxis')}>
        <AreaChart {...common} accessibilityLayer={false}>
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          {legend}
          <Area
            type="monotone"
            dataKey="uniqueVisitors"
            name={t('adminAnalytics.trends.visitorsSeries')}
            stroke={CHART_COLORS.link}
            fill={CHART_COLORS.link}
            fillOpacity={0.15}
            strokeWidth={2}
          />
        </AreaChart>
      </TrendsPanel>
      <TrendsPanel title={t('adminAnalytics.trends.checkoutsAxis')}>
        <LineChart {...common} accessibilityLayer={false}>
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          {legend}
          <Line
            type="monotone"
            dataKey="checkoutsStarted"
            name={t('adminAnalytics.trends.startedSeries')}
            stroke={CHART_COLORS.muted}
            strokeWidth={2}
            strokeDasharray="5 4"
            dot={{ r: 3, strokeDasharray: 'none' }}
          />
          <Line
            type="monotone"
            dataKey="checkoutsCompleted"
            name={t('adminAnalytics.trends.completedSeries')}
            stroke={CHART_COLORS.primary}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        </LineChart>
      </TrendsPanel>
    </div>
  );
}

/** One measure: its name above a chart that fills the column (never wider than a phone). */
function TrendsPanel({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="font-medium text-muted-foreground text-sm">{title}</p>
      <div className="h-56 w-full min-w-0 overflow-hidden">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </div>
  );
}
