import * as dates from '@sortim/contracts/date-format';
import { type DateInput, INTL_LOCALES } from '@sortim/contracts/date-format';
import { CURRENCY, toLocale } from '@sortim/contracts/product';
import { today } from '#/lib/today.ts';

/**
 * The one place the web app turns dates, times and money into text, on the browser's own Intl (no date
 * library on the first load). A wall time about an activity is on its city's clock (the `timeZone` its
 * payload carries, decision 194) whatever the viewer's own zone; without one, the default city's. Times
 * are 24-hour.
 */

export { INTL_LOCALES };

const intlLocale = (locale: string) => INTL_LOCALES[toLocale(locale)];

/** Formatters are costly to build and are asked for on every card: one per language and options. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number formatter for the page's language, built once per language and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const language = intlLocale(locale);
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Integer euro cents as a price: '€12.50', '€15' (whole euros drop the decimals), '12,50 €'. */
export function formatMoney(cents: number, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Integer euro cents as a total in whole euros (dashboards): '€1,240', '1.240 €'. */
export function formatWholeEuros(cents: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }).format(
    cents / 100,
  );
}

/** An average rating to one decimal: '4.8', '4,8'. */
export function formatRating(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A share (0..1) as a whole percentage with the language's sign: '82%', '82 %'. */
export function formatWholePercent(share: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A whole number with the language's grouping: '1,240', '1.240'. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/*
 * Dates and times: the one family shared with the server's e-mails (@sortim/contracts/date-format), with
 * 'now' read from `today`, so a date of this year is written without its year.
 */

/** A day with its weekday: 'Saturday, March 8th', 'sábado, 8 de marzo', 'dissabte, 8 de març de 2027'. */
export function formatDate(date: DateInput, locale: string, timeZone?: string): string {
  return dates.formatDate(date, locale, today.date(), timeZone);
}

/** A day without its weekday, for when something happened (joined, reviewed): 'November 24th'. */
export function formatDay(date: DateInput, locale: string, timeZone?: string): string {
  return dates.formatDay(date, locale, today.date(), timeZone);
}

/** A day in short, where room is short (a chart's axis): 'Sun, Mar 8', 'dom, 8 mar', 'dg., 8 de març'. */
export function formatShortDate(date: DateInput, locale: string, timeZone?: string): string {
  return dates.formatShortDate(date, locale, today.date(), timeZone);
}

/** A day in short as its two parts: weekday 'Sun' and day 'Mar 8'. */
export function shortDateParts(
  date: DateInput,
  locale: string,
  timeZone?: string,
): { weekday: string; day: string } {
  return dates.shortDateParts(date, locale, today.date(), timeZone);
}

/** A calendar day as written in a URL or a date input ('2025-03-08'): 'Saturday, March 8th, 2025'. */
export function formatCalendarDay(day: string, locale: string): string {
  // Noon UTC is the same calendar day in every zone a city of Europe is in, summer or winter.
  return formatDate(`${day}T12:00:00Z`, locale);
}

/** 24-hour wall time in the activity's zone (the default city's without one): '10:00'. */
export const formatTime = dates.formatTime;

/** A moment on the activity's clock: 'Tuesday, December 1st · 19:30'. */
export function formatDateTime(date: DateInput, locale: string, timeZone?: string): string {
  return dates.formatDateTime(date, locale, today.date(), timeZone);
}

/**
 * An activity's slot on its city's clock: 'Saturday, March 8th · 10:00–12:00', or across midnight
 * 'Saturday, March 8th · 22:00 – Sunday, March 9th · 02:00'.
 */
export function formatActivityDate(
  start: DateInput,
  end: DateInput,
  locale: string,
  timeZone?: string,
): string {
  return dates.formatDateRange(start, end, locale, today.date(), timeZone);
}
