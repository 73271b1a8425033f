import type { AbTestResult, AbVariantStats } from '@sortim/contracts/analytics-report';
import { AB_GROUPS } from '@sortim/contracts/taxonomy';
import CircleCheck from 'lucide-react/icons/circle-check';
import Hourglass from 'lucide-react/icons/hourglass';
import { useTranslation } from 'react-i18next';
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
import { useAbTestResult } from '#/features/admin/analytics/api/analytics-ab-test.ts';
import { AbConversionChart } from '#/features/admin/analytics/components/ab-conversion-chart.tsx';
import {
  formatPercent,
  formatPoints,
  formatPValue,
  P_VALUE_FLOOR,
} from '#/features/admin/analytics/components/analytics-format.ts';
import { AnalyticsPanel } from '#/features/admin/analytics/components/analytics-panel.tsx';
import { cn } from '#/lib/cn.ts';
import { formatCount } from '#/lib/format.ts';

type Group = AbVariantStats['group'];

/** A variant nobody is in yet counts as zeros, so the comparison always has both columns. */
function variantStats(result: AbTestResult, group: Group): AbVariantStats {
  return (
    result.variants.find((variant) => variant.group === group) ?? {
      group,
      users: 0,
      checkoutsStarted: 0,
      paidBookings: 0,
      conversionRate: 0,
    }
  );
}

/** The A/B Testing tab: variant A against variant B, the difference and whether it is significant yet. */
export function AnalyticsAbTestTab() {
  const { t } = useTranslation();
  const query = useAbTestResult();

  return (
    <AnalyticsPanel query={query} skeleton={<Skeleton rounded="xl" className="h-[28rem] w-full" />}>
      {(result) => {
        const [a, b] = AB_GROUPS.map((group) => variantStats(result, group)) as [
          AbVariantStats,
          AbVariantStats,
        ];
        return (
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">{t('adminAnalytics.abTest.title')}</h2>
              </CardTitle>
              <CardDescription>{t('adminAnalytics.abTest.hint')}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <Verdict result={result} />
              <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
                <ComparisonTable a={a} b={b} />
                <AbConversionChart
                  variants={[
                    { label: t(`adminAnalytics.abTest.${a.group}`), conversionRate: a.conversionRate },
                    { label: t(`adminAnalytics.abTest.${b.group}`), conversionRate: b.conversionRate },
                  ]}
                />
              </div>
            </CardContent>
          </Card>
        );
      }}
    </AnalyticsPanel>
  );
}

/** The difference in points and the z-test's verdict, with the sample it still needs when not significant. */
function Verdict({ result }: { result: AbTestResult }) {
  const { t, i18n } = useTranslation();
  const pValue = result.pValue;
  const p = pValue === null ? null : formatPValue(Math.max(pValue, P_VALUE_FLOOR), i18n.language);

  let verdict: string;
  if (!result.significant) verdict = t('adminAnalytics.abTest.notSignificant');
  else if (pValue === null || p === null) verdict = t('adminAnalytics.abTest.significantNoP');
  else if (pValue < P_VALUE_FLOOR) verdict = t('adminAnalytics.abTest.significantBelow', { p });
  else verdict = t('adminAnalytics.abTest.significant', { p });

  const Icon = result.significant ? CircleCheck : Hourglass;
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)]">
      <div className="flex flex-col gap-1 rounded-lg border bg-muted/40 px-4 py-3">
        <p className="font-medium text-muted-foreground text-sm">{t('adminAnalytics.abTest.difference')}</p>
        <p className="font-bold text-2xl tabular-nums">
          {t('adminAnalytics.abTest.points', { value: formatPoints(result.difference, i18n.language) })}
        </p>
      </div>
      <div
        className={cn(
          'flex gap-3 rounded-lg border px-4 py-3',
          result.significant
            ? 'border-emerald-600/40 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100'
            : 'border-amber-500/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
        )}
      >
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{verdict}</p>
          {!result.significant && (
            <p className="text-sm">
              {result.neededPerVariant === null
                ? t('adminAnalytics.abTest.noDifference')
                : t('adminAnalytics.abTest.needed', {
                    needed: formatCount(result.neededPerVariant, i18n.language),
                  })}
              {p !== null && (
                <>
                  {' '}
                  <span className="whitespace-nowrap">({t('adminAnalytics.abTest.pValue', { p })})</span>
                </>
              )}
            </p>
          )}
          <p className="text-xs opacity-80">{t('adminAnalytics.abTest.confidence')}</p>
        </div>
      </div>
    </div>
  );
}

function ComparisonTable({ a, b }: { a: AbVariantStats; b: AbVariantStats }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const rows = [
    { key: 'users', label: t('adminAnalytics.abTest.users'), a: count(a.users), b: count(b.users) },
    {
      key: 'checkoutsStarted',
      label: t('adminAnalytics.abTest.checkoutsStarted'),
      a: count(a.checkoutsStarted),
      b: count(b.checkoutsStarted),
    },
    {
      key: 'paidBookings',
      label: t('adminAnalytics.abTest.paidBookings'),
      a: count(a.paidBookings),
      b: count(b.paidBookings),
    },
    {
      key: 'conversion',
      label: t('adminAnalytics.abTest.conversion'),
      a: formatPercent(a.conversionRate, i18n.language),
      b: formatPercent(b.conversionRate, i18n.language),
    },
  ];
  return (
    <Table className="table-fixed">
      <TableCaption className="sr-only">{t('adminAnalytics.abTest.caption')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className="w-[34%]">
            {t('adminAnalytics.abTest.metric')}
          </TableHead>
          <TableHead scope="col" wrap align="right" className="text-balance">
            {t(`adminAnalytics.abTest.${a.group}`)}
          </TableHead>
          <TableHead scope="col" wrap align="right" className="text-balance">
            {t(`adminAnalytics.abTest.${b.group}`)}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="tabular-nums">
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableHead scope="row" wrap weight="normal">
              {row.label}
            </TableHead>
            <TableCell className="text-right">{row.a}</TableCell>
            <TableCell className="text-right">{row.b}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
