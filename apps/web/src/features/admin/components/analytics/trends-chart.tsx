import type { DailyAnalyticsRow } from '@sortim/contracts/admin';
import { useTranslation } from 'react-i18next';
import { Area, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '#/features/admin/components/analytics/analytics-format.ts';
import {
  CHART_COLORS,
  ChartFrame,
  tooltipStyle,
} from '#/features/admin/components/analytics/chart-frame.tsx';
import { formatCount } from '#/lib/format.ts';

/**
 * The 7 days as one chart. Visitors run in the hundreds and checkouts in the tens, so visitors (the area)
 * have the left axis and the two checkout lines the right one: on a shared axis the lines would lie flat.
 */
export function TrendsChart({ days }: { days: DailyAnalyticsRow[] }) {
  const { t, i18n } = useTranslation();
  const first = days[0];
  const last = days[days.length - 1];
  const day = (date: string) => formatDay(date, i18n.language);
  const count = (value: unknown) => formatCount(Number(value), i18n.language);
  const axis = { tickLine: false, axisLine: false, tick: { fill: CHART_COLORS.text, fontSize: 12 } };
  // Each axis says what it counts, above its top tick.
  const axisLabel = { position: 'top', offset: 14, fill: CHART_COLORS.text, fontSize: 12 } as const;

  return (
    <ChartFrame
      className="h-72"
      label={t('adminAnalytics.trends.chart', {
        from: first ? day(first.date) : '',
        to: last ? day(last.date) : '',
      })}
    >
      <ComposedChart
        data={days}
        margin={{ top: 28, right: 0, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="date" tickFormatter={day} {...axis} minTickGap={8} />
        <YAxis
          yAxisId="visitors"
          allowDecimals={false}
          width={44}
          tickFormatter={count}
          label={{
            ...axisLabel,
            value: t('adminAnalytics.trends.visitorsAxis'),
            textAnchor: 'start',
            dx: -22,
          }}
          {...axis}
        />
        <YAxis
          yAxisId="checkouts"
          orientation="right"
          allowDecimals={false}
          width={44}
          tickFormatter={count}
          label={{ ...axisLabel, value: t('adminAnalytics.trends.checkoutsAxis'), textAnchor: 'end', dx: 22 }}
          {...axis}
        />
        <Tooltip
          contentStyle={tooltipStyle}
          labelFormatter={(date) => day(String(date))}
          formatter={(value, name) => [count(value), name]}
        />
        <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
        <Area
          yAxisId="visitors"
          type="monotone"
          dataKey="uniqueVisitors"
          name={t('adminAnalytics.trends.visitorsSeries')}
          stroke={CHART_COLORS.link}
          fill={CHART_COLORS.link}
          fillOpacity={0.15}
          strokeWidth={2}
        />
        <Line
          yAxisId="checkouts"
          type="monotone"
          dataKey="checkoutsStarted"
          name={t('adminAnalytics.trends.startedSeries')}
          stroke={CHART_COLORS.muted}
          strokeWidth={2}
          strokeDasharray="5 4"
          dot={{ r: 3, strokeDasharray: 'none' }}
        />
        <Line
          yAxisId="checkouts"
          type="monotone"
          dataKey="checkoutsCompleted"
          name={t('adminAnalytics.trends.completedSeries')}
          stroke={CHART_COLORS.primary}
          strokeWidth={2}
          dot={{ r: 3 }}
        />
      </ComposedChart>
    </ChartFrame>
  );
}
