import { APP_TIME_ZONE, type Locale, toLocale } from './product.ts';

/*
 * The one family of date and time formats, for the web app and the server's e-mails alike, on the
 * platform's own Intl (no date library on the web's first load). A wall time is the activity's city's
 * (`timeZone`, which every activity payload carries from its city, decision 194) whatever the reader's or
 * the server's zone; without one, the default city's (APP_TIME_ZONE, for what is about no activity and no
 * city). Times are 24-hour; words are in the reader's language.
 *
 *   formatDate          'Saturday, March 8th'            'sábado, 8 de marzo'      a day, with its weekday
 *   formatDay           'March 8th'                      '8 de marzo'              a day without weekday (a join date)
 *   formatShortDate     'Sun, Mar 8'                     'dom, 8 mar'              where room is short (a chart's axis)
 *   formatTime          '19:30'
 *   formatDateTime      'Saturday, March 8th · 19:30'
 *   formatDateRange     'Saturday, March 8th · 10:00–12:00', or across midnight
 *                       'Saturday, March 8th · 22:00 – Sunday, March 9th · 02:00'
 *
 * The English day carries the ordinal suffix the spec writes ('8th'). The year is written when the day
 * is not in `now`'s year; without a `now` (an e-mail, read on a day nobody knows) it is always written:
 * 'Saturday, December 5th, 2026'.
 */

export type DateInput = Date | string | number;

/** The Intl locale of each language (British English for day-first numbers and 24-hour times). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', ca: 'ca-ES' };

/** Formatters are costly to build and are asked for on every card: one per language and options. */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(
  intlLocale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${intlLocale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The year of a moment in `timeZone`: '2026'. */
const yearIn = (date: Date, timeZone: string) =>
  dateFormat('en-GB', { year: 'numeric' }, timeZone).format(date);

const ordinalRules = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const ordinalSuffixes: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** English, assembled by hand for the ordinal: 'Saturday, March 8th', 'March 8th, 2027'. */
function englishDay(date: Date, weekday: boolean, withYear: boolean, timeZone: string): string {
  const parts = Object.fromEntries(
    dateFormat('en-GB', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = Number(parts.day);
  const monthDay = `${parts.month} ${day}${ordinalSuffixes[ordinalRules.select(day)] ?? 'th'}`;
  const text = weekday ? `${parts.weekday}, ${monthDay}` : monthDay;
  return withYear ? `${text}, ${parts.year}` : text;
}

function writeDay(
  value: DateInput,
  locale: string,
  now: Date | undefined,
  weekday: boolean,
  timeZone: string,
): string {
  const date = new Date(value);
  const language = toLocale(locale);
  const withYear = now === undefined || yearIn(date, timeZone) !== yearIn(now, timeZone);
  if (language === 'en') return englishDay(date, weekday, withYear, timeZone);
  return dateFormat(
    INTL_LOCALES[language],
    {
      ...(weekday ? { weekday: 'long' } : {}),
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
    },
    timeZone,
  ).format(date);
}

/**
 * A day in the city's zone with its weekday, the spec's card format: 'Saturday, March 8th',
 * 'sábado, 8 de marzo', 'dissabte, 8 de març de 2027' (the year when not `now`'s, or always without `now`).
 */
export function formatDate(date: DateInput, locale: string, now?: Date, timeZone = APP_TIME_ZONE): string {
  return writeDay(date, locale, now, true, timeZone);
}

/** A day in the city's zone without its weekday, for when a thing happened (joined, reviewed): 'November 24th, 2025'. */
export function formatDay(date: DateInput, locale: string, now?: Date, timeZone = APP_TIME_ZONE): string {
  return writeDay(date, locale, now, false, timeZone);
}

/**
 * A day in the city's zone in short, as its two parts (a chart's table stacks them on a phone): weekday 'Sun',
 * 'dom', 'dg.' and day 'Mar 8', '8 mar', '8 de març', the year when not `now`'s ('Mar 8, 2025').
 */
export function shortDateParts(
  value: DateInput,
  locale: string,
  now?: Date,
  timeZone = APP_TIME_ZONE,
): { weekday: string; day: string } {
  const date = new Date(value);
  const language = toLocale(locale);
  const withYear = now === undefined || yearIn(date, timeZone) !== yearIn(now, timeZone);
  const intl = language === 'en' ? 'en-US' : INTL_LOCALES[language];
  return {
    weekday: dateFormat(INTL_LOCALES[language], { weekday: 'short' }, timeZone).format(date),
    day: dateFormat(
      intl,
      { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) },
      timeZone,
    ).format(date),
  };
}

/** A day in the city's zone in short: 'Sun, Mar 8', 'dom, 8 mar', 'dg., 8 de març'. */
export function formatShortDate(
  date: DateInput,
  locale: string,
  now?: Date,
  timeZone = APP_TIME_ZONE,
): string {
  const { weekday, day } = shortDateParts(date, locale, now, timeZone);
  return `${weekday}, ${day}`;
}

/** 24-hour wall time in the city's zone: '19:30', midnight '00:00'. */
export function formatTime(date: DateInput, timeZone = APP_TIME_ZONE): string {
  return dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone).format(
    new Date(date),
  );
}

/** A moment in the city's zone: 'Tuesday, December 1st · 19:30'. */
export function formatDateTime(
  date: DateInput,
  locale: string,
  now?: Date,
  timeZone = APP_TIME_ZONE,
): string {
  return `${formatDate(date, locale, now, timeZone)} · ${formatTime(date, timeZone)}`;
}

/**
 * An activity's slot in the city's zone: 'Saturday, March 8th · 10:00–12:00'; one that ends on another
 * Barcelona day names that day too: 'Saturday, March 8th · 22:00 – Sunday, March 9th · 02:00'.
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  locale: string,
  now?: Date,
  timeZone = APP_TIME_ZONE,
): string {
  const startDay = formatDate(start, locale, now, timeZone);
  const endDay = formatDate(end, locale, now, timeZone);
  const [from, to] = [formatTime(start, timeZone), formatTime(end, timeZone)];
  return startDay === endDay ? `${startDay} · ${from}–${to}` : `${startDay} · ${from} – ${endDay} · ${to}`;
}
