import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import { formatPercent } from '#/features/admin/analytics/components/analytics-format.ts';
import { CHART_COLORS, ChartFrame } from '#/features/admin/analytics/components/chart-frame.tsx';

export type VariantConversion = { label: string; conversionRate: number };

const BAR_COLORS = [CHART_COLORS.link, CHART_COLORS.primary];

/** The two variants' conversion rates side by side, each bar labelled with its rate. */
export function AbConversionChart({ variants }: { variants: [VariantConversion, VariantConversion] }) {
  const { t, i18n } = useTranslation();
  const percent = (value: unknown) => formatPercent(Number(value), i18n.language);
  const [a, b] = variants;
  // Short axis names ('Variant A'); the full names are in the table and in the accessible summary.
  const data = variants.map((variant) => ({ ...variant, short: variant.label.split(' — ')[0] }));

  return (
    <ChartFrame
      className="h-56"
      label={t('adminAnalytics.abTest.chart', {
        a: a.label,
        aValue: percent(a.conversionRate),
        b: b.label,
        bValue: percent(b.conversionRate),
      })}
    >
      <BarChart data={data} margin={{ top: 24, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis
          dataKey="short"
          tickLine={false}
          axisLine={false}
          tick={{ fill: CHART_COLORS.text, fontSize: 12 }}
        />
        <YAxis
          width={44}
          tickLine={false}
          axisLine={false}
          tick={{ fill: CHART_COLORS.text, fontSize: 12 }}
          tickFormatter={(value: number) => `${value}%`}
        />
        <Bar dataKey="conversionRate" radius={[4, 4, 0, 0]} maxBarSize={72}>
          {data.map((variant, i) => (
            <Cell key={variant.label} fill={BAR_COLORS[i]} />
          ))}
          <LabelList
            dataKey="conversionRate"
            position="top"
            fill="var(--foreground)"
            fontSize={13}
            formatter={percent}
          />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
