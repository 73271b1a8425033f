import { APP_TIME_ZONE, CURRENCY, type Locale, toLocale } from '@sortim/contracts/product';
import { today } from '#/lib/today.ts';

/**
 * The one place dates, times and money become text, on the browser's own Intl (no date library on the
 * first load). Activities happen in Barcelona, so every wall time is Europe/Madrid whatever the viewer's
 * own zone; times are 24-hour.
 */

/** The Intl locale of each language (British English for day-first numbers and 24-hour times). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', ca: 'ca-ES' };

const intlLocale = (locale: string) => INTL_LOCALES[toLocale(locale)];

/** Formatters are costly to build and are asked for on every card: one per language and options. */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cachedFormat<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFormat(
    `date|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone: APP_TIME_ZONE }),
  );
}

/** A number formatter for the page's language, built once per language and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const language = intlLocale(locale);
  return cachedFormat(
    `number|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );
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

/** The year it is now in Barcelona (a date of this year is written without its year). */
function currentYear(): string {
  return dateFormat('en-GB', { year: 'numeric' }).format(today.date());
}

const ordinalRules = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const ordinalSuffixes: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** English carries the ordinal suffix the spec writes: 'Saturday, March 8th', 'Sunday, January 3rd, 2027'. */
function englishDay(date: Date): string {
  const parts = Object.fromEntries(
    dateFormat('en-GB', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = Number(parts.day);
  const text = `${parts.weekday}, ${parts.month} ${day}${ordinalSuffixes[ordinalRules.select(day)] ?? 'th'}`;
  return parts.year === currentYear() ? text : `${text}, ${parts.year}`;
}

/**
 * The one way a day is written, the spec's card format: weekday, day and month, with the year only when it
 * is not this year's (so next year's dates never read as this year's). 'Saturday, March 8th',
 * 'sábado, 8 de marzo', 'dissabte, 8 de març de 2027'.
 */
export function formatDate(date: Date | string | number, locale: string): string {
  const day = new Date(date);
  const language = toLocale(locale);
  if (language === 'en') return englishDay(day);
  const sameYear = dateFormat('en-GB', { year: 'numeric' }).format(day) === currentYear();
  return dateFormat(INTL_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(day);
}

/** A Barcelona calendar day as written in a URL or a date input ('2025-03-08'): 'Saturday, March 8th, 2025'. */
export function formatCalendarDay(day: string, locale: string): string {
  // Noon UTC is the same calendar day in Barcelona, summer or winter.
  return formatDate(`${day}T12:00:00Z`, locale);
}

/** 24-hour wall time in Barcelona: '10:00'. */
export function formatTime(date: Date | string | number): string {
  return dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(date));
}

/** A moment in Barcelona: 'Tuesday, December 1st · 19:30'. */
export function formatDateTime(date: Date | string | number, locale: string): string {
  return `${formatDate(date, locale)} · ${formatTime(date)}`;
}

/** An activity's slot in Barcelona time: 'Saturday, March 8th · 10:00–12:00'. */
export function formatActivityDate(
  start: Date | string | number,
  end: Date | string | number,
  locale: string,
): string {
  return `${formatDateTime(start, locale)}–${formatTime(end)}`;
}
