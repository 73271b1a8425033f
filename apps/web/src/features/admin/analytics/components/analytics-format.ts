import { formatShortDate, numberFormat, shortDateParts } from '#/lib/format.ts';

/** Rates, points and p-values on the analytics page, in the interface language (counts: lib/format). */

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
 * A rolled-up day ('2026-03-08', a Barcelona calendar date) in the date family's short form, as its weekday
 * ('Sun') and its day ('Mar 8'). Noon UTC is that same calendar day in Barcelona, summer or winter.
 */
export function dayParts(date: string, language: string): { weekday: string; dayMonth: string } {
  const { weekday, day } = shortDateParts(`${date}T12:00:00Z`, language);
  return { weekday, dayMonth: day };
}

/** A rolled-up day as 'Sun, Mar 8'. */
export function formatDay(date: string, language: string): string {
  return formatShortDate(`${date}T12:00:00Z`, language);
}
