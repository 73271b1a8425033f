import { APP_TIME_ZONE, CURRENCY, type Locale } from '@sortim/contracts/product';

/*
 * How e-mails write money and times, in the recipient's language. Activities happen in Barcelona, so
 * every time is its wall time (daylight saving included) whatever the server's zone; 24-hour clock.
 */

/** The Intl locale of each language: British English for the spec's '€45.00' and 'Saturday 5 December'. */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', ca: 'ca-ES' };

const perLocale = <T>(make: (tag: string) => T) =>
  Object.fromEntries(Object.entries(INTL_LOCALE).map(([locale, tag]) => [locale, make(tag)])) as Record<
    Locale,
    T
  >;

const euros = perLocale(
  (tag) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Integer euro cents as '€45.00' (en) or '45,00 €' (es, ca). */
export const formatEuros = (cents: number, locale: Locale): string => euros[locale].format(cents / 100);

const dayFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      timeZone: APP_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Saturday 5 December 2026', 'sábado, 5 de diciembre de 2026', 'dissabte, 5 de desembre de 2026'. */
function barcelonaDay(date: Date, locale: Locale): string {
  if (locale !== 'en') return dayFormat[locale].format(date);
  // Assembled by hand: ICU versions differ on the comma after the weekday.
  const parts = dayFormat.en.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

function barcelonaParts(date: Date, locale: Locale) {
  return { day: barcelonaDay(date, locale), time: timeFormat.format(date) };
}

/** A moment in Barcelona: 'Saturday 5 December 2026, 18:00'. */
export function formatBarcelonaTime(date: Date, locale: Locale): string {
  const { day, time } = barcelonaParts(date, locale);
  return `${day}, ${time}`;
}

/** An activity's slot in Barcelona: 'Saturday 5 December 2026, 18:00–21:00'; the end day is named when it differs. */
export function formatBarcelonaSlot(start: Date, end: Date, locale: Locale): string {
  const from = barcelonaParts(start, locale);
  const to = barcelonaParts(end, locale);
  return from.day === to.day
    ? `${from.day}, ${from.time}–${to.time}`
    : `${from.day}, ${from.time} – ${to.day}, ${to.time}`;
}

/** A title as one line: line breaks in a subject would start new header lines. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();
