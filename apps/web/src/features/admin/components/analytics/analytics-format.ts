import { toLocale } from '@sortim/contracts/product';
import { INTL_LOCALES, numberFormat } from '#/lib/format.ts';

/** Rates, points and p-values on the analytics page, in the interface language (counts: lib/format). */
const intl = (language: string) => INTL_LOCALES[toLocale(language)];

/** A rate (a percentage) to one decimal with the language's percent sign: '12.5%', '12,5 %'. */
export function formatPercent(value: number, language: string): string {
  return numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/**
 * A difference in percentage points, signed: '+3.2', '−1.0', '0.0'. Intl writes the minus as a hyphen
 * ('-1.0') in all three languages; typeset, a negative number takes the minus sign U+2212.
 */
export function formatPoints(value: number, language: string): string {
  return numberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  })
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? '\u2212' : part.value))
    .join('');
}

/** The smallest p-value written out; below it the page says 'p < 0.001'. */
export const P_VALUE_FLOOR = 0.001;

/** A p-value to three decimals: '0.012'. */
export function formatPValue(value: number, language: string): string {
  return numberFormat(language, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(value);
}

/**
 * A rolled-up day ('2026-03-08', a Barcelona calendar date) as its weekday ('Sun') and its day and month
 * ('8 Mar'). The date is read and written in UTC so that no time zone, the viewer's or Barcelona's, can
 * move it to the day before.
 */
export function dayParts(date: string, language: string): { weekday: string; dayMonth: string } {
  const day = new Date(`${date}T00:00:00Z`);
  const locale = intl(language);
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(day),
    dayMonth: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      day,
    ),
  };
}

/** A rolled-up day as 'Sun 8 Mar'. */
export function formatDay(date: string, language: string): string {
  const { weekday, dayMonth } = dayParts(date, language);
  return `${weekday} ${dayMonth}`;
}
