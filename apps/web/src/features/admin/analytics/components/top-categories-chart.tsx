import type { AnalyticsOverview } from '@sortim/contracts/analytics-report';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import {
  CHART_COLORS,
  ChartFrame,
  tooltipStyle,
} from '#/features/admin/analytics/components/chart-frame.tsx';
import { formatCount } from '#/lib/format.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

/** The top 5 categories by paid bookings in 7 days, as horizontal bars (category names stay readable). */
export function TopCategoriesChart({ categories }: { categories: AnalyticsOverview['topCategories'] }) {
  const { t, i18n } = useTranslation();
  const taxonomy = useTaxonomyText();
  // The bars are labelled in the page's language; the data keeps the English names.
  const data = categories.map((row) => ({ ...row, label: taxonomy.category(row.category) }));
  const list = data
    .map(({ label, paidBookings }) =>
      t('adminAnalytics.overview.categoryCount', {
        category: label,
        count: paidBookings,
      }),
    )
    .join('; ');

  return (
    <ChartFrame label={t('adminAnalytics.overview.topCategoriesChart', { list })}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 32, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
        <XAxis
          type="number"
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          tick={{ fill: CHART_COLORS.text, fontSize: 12 }}
          tickFormatter={(value: number) => formatCount(value, i18n.language)}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={124}
          tickLine={false}
          axisLine={false}
          tick={{ fill: CHART_COLORS.text, fontSize: 12 }}
        />
        <Tooltip
          cursor={{ fill: 'var(--muted)' }}
          contentStyle={tooltipStyle}
          formatter={(value) => [
            formatCount(Number(value), i18n.language),
            t('adminAnalytics.overview.paidBookingsSeries'),
          ]}
        />
        <Bar dataKey="paidBookings" fill={CHART_COLORS.primary} radius={[0, 4, 4, 0]} maxBarSize={28}>
          <LabelList
            dataKey="paidBookings"
            position="right"
            fill="var(--foreground)"
            fontSize={12}
            formatter={(value) => formatCount(Number(value), i18n.language)}
          />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
