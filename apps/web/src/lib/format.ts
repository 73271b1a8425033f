import { tz } from '@date-fns/tz';
import { APP_TIME_ZONE, CURRENCY, type Locale } from '@sortim/contracts/product';
import { type Locale as DateFnsLocale, format } from 'date-fns';
import { ca, enGB, es } from 'date-fns/locale';
import { toLocale } from '#/lib/locale.ts';

/**
 * The one place dates, times and money become text. Activities happen in Barcelona, so every wall
 * time is Europe/Madrid whatever the viewer's own zone; times are 24-hour.
 */

const dateLocales: Record<Locale, DateFnsLocale> = { en: enGB, es, ca };
const intlLocales: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', ca: 'ca-ES' };
/** Weekday, day and month; English carries the ordinal suffix ('Saturday, March 8th'). */
const activityDayPatterns: Record<Locale, string> = {
  en: 'EEEE, MMMM do',
  es: "EEEE, d 'de' MMMM",
  ca: 'EEEE, d MMMM',
};

const barcelona = tz(APP_TIME_ZONE);

/** Integer euro cents as a price: '€12.50', '€15' (whole euros drop the decimals), '12,50 €'. */
export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(intlLocales[toLocale(locale)], {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Integer euro cents as a total in whole euros (dashboards): '€1,240', '1.240 €'. */
export function formatWholeEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(intlLocales[toLocale(locale)], {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

/** An average rating to one decimal: '4.8', '4,8'. */
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocales[toLocale(locale)], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A calendar date in Barcelona, e.g. 'Last updated' lines: '8 March 2025', '8 de marzo de 2025'. */
export function formatDate(date: Date | string | number, locale: string): string {
  return format(date, 'PPP', { locale: dateLocales[toLocale(locale)], in: barcelona });
}

/** 24-hour wall time in Barcelona: '10:00'. */
export function formatTime(date: Date | string | number): string {
  return format(date, 'HH:mm', { in: barcelona });
}

/** An activity's slot in Barcelona time: 'Saturday, March 8th · 10:00–12:00'. */
export function formatActivityDate(
  start: Date | string | number,
  end: Date | string | number,
  locale: string,
): string {
  const current = toLocale(locale);
  const day = format(start, activityDayPatterns[current], { locale: dateLocales[current], in: barcelona });
  return `${day} · ${formatTime(start)}–${formatTime(end)}`;
}
