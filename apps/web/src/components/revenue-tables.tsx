import { categoryName, LINE_WORDS } from '@sortim/contracts/pricing';
import { toLocale } from '@sortim/contracts/product';
import type { CategoryRevenue, CodeRevenue, RevenueBreakdown } from '@sortim/contracts/revenue';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#/components/ui/table.tsx';
import { formatCount, formatMoney } from '#/lib/format.ts';

/*
 * Revenue by price and by promo code, as the host dashboard and the admin's analytics show it: the totals
 * (sold, less the codes' discounts, is what guests paid), what each price sold for before codes, and what
 * guests paid with each code and the discount it gave.
 */
export function RevenueTables({ revenue }: { revenue: RevenueBreakdown }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const { totals } = revenue;
  if (totals.bookings === 0) {
    return <p className="text-muted-foreground text-sm">{t('revenue.noSales')}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t('revenue.totalsLabel')}>
        <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted/50 p-3 text-sm sm:grid-cols-4">
          <Figure label={t('revenue.bookings')} value={formatCount(totals.bookings, i18n.language)} />
          <Figure label={t('revenue.sold')} value={money(totals.soldCents)} />
          <Figure label={t('revenue.discounts')} value={money(totals.discountCents)} />
          <Figure label={t('revenue.paid')} value={money(totals.paidCents)} />
        </dl>
      </section>
      <CategoryTable rows={revenue.byCategory} />
      <CodeTable rows={revenue.byCode} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** A price as the viewer reads it; the first price alone is the activity's only one ("Person"). */
function priceName(row: CategoryRevenue, rows: CategoryRevenue[], language: string, t: TFunction): string {
  const locale = toLocale(language);
  if (row.kind === 'private_minimum') return LINE_WORDS[locale].privateMinimum;
  if (row.kind === 'custom' && !row.names) return t('revenue.ownPrices');
  const alone = rows.filter((other) => other.kind !== 'private_minimum').length === 1;
  return categoryName({ kind: row.kind, names: row.names }, locale, alone);
}

function CategoryTable({ rows }: { rows: CategoryRevenue[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('revenue.byCategory')}
        </h3>
        <p className="text-muted-foreground text-sm">{t('revenue.byCategoryHint')}</p>
      </div>
      <Table size="compact">
        <TableCaption className="sr-only">{t('revenue.byCategory')}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{t('revenue.price')}</TableHead>
            <TableHead scope="col" align="right">
              {t('revenue.tickets')}
            </TableHead>
            <TableHead scope="col" align="right">
              {t('revenue.soldColumn')}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className="tabular-nums">
          {rows.map((row) => (
            <TableRow key={`${row.kind}:${JSON.stringify(row.names)}`}>
              <TableHead scope="row" weight="normal">
                {priceName(row, rows, i18n.language, t)}
              </TableHead>
              <TableCell className="text-right">
                {row.kind === 'private_minimum' ? '' : formatCount(row.tickets, i18n.language)}
              </TableCell>
              <TableCell className="text-right">{formatMoney(row.soldCents, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

function whoseCode(row: CodeRevenue, t: TFunction): string {
  if (row.payer === 'platform') return t('revenue.platformCode');
  return row.hostName ? t('revenue.hostCodeOf', { name: row.hostName }) : t('revenue.hostCode');
}

function CodeTable({ rows }: { rows: CodeRevenue[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('revenue.byCode')}
        </h3>
        <p className="text-muted-foreground text-sm">{t('revenue.byCodeHint')}</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('revenue.noCodes')}</p>
      ) : (
        <Table size="compact">
          <TableCaption className="sr-only">{t('revenue.byCode')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('revenue.code')}</TableHead>
              <TableHead scope="col">{t('revenue.whose')}</TableHead>
              <TableHead scope="col" align="right">
                {t('revenue.codeBookings')}
              </TableHead>
              <TableHead scope="col" align="right">
                {t('revenue.codePaid')}
              </TableHead>
              <TableHead scope="col" align="right">
                {t('revenue.codeDiscount')}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className="tabular-nums">
            {rows.map((row) => (
              <TableRow key={row.code}>
                <TableHead scope="row" weight="normal">
                  <span className="font-mono">{row.code}</span>
                </TableHead>
                <TableCell>{whoseCode(row, t)}</TableCell>
                <TableCell className="text-right">{formatCount(row.bookings, i18n.language)}</TableCell>
                <TableCell className="text-right">{money(row.paidCents)}</TableCell>
                <TableCell className="text-right">{money(row.discountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
