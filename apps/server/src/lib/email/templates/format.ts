import { type CityNames, cityNameIn } from '@sortim/contracts/city-name';
import { INTL_LOCALES } from '@sortim/contracts/date-format';
import { APP_CITY_NAME, CURRENCY, type Locale } from '@sortim/contracts/product';

/*
 * How e-mails write money, in the recipient's language (British English for the spec's '€45.00'). Dates
 * and times are the web app's family (@sortim/contracts/date-format), with the year always written: an
 * e-mail is read on a day nobody knows.
 */

const perLocale = <T>(make: (tag: string) => T) =>
  Object.fromEntries(Object.entries(INTL_LOCALES).map(([locale, tag]) => [locale, make(tag)])) as Record<
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

/** A title as one line: line breaks in a subject would start new header lines. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/**
 * The city whose clock an e-mail's times are on, as its sentences name it ("Lisbon time"): the activity's
 * city, else the default city (an input about no other city, or one made before cities were data).
 */
export const clockCity = (city: CityNames | undefined, locale: Locale): string =>
  city ? cityNameIn(city, locale) : APP_CITY_NAME;
