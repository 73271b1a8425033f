/** The product's name: the spec's "the product" in copy. */
export const APP_NAME = 'Sortim';
export const SUPPORT_EMAIL = 'support@sortim.app';
export const TAGLINE = 'Get people outside and connect';
/**
 * The default city's zone (Barcelona's): what is about no activity and no city (an admin's export, the dev
 * mailbox) and the formatters' fallback. An activity's own wall clock is its city's (cities table, decision 194).
 */
export const APP_TIME_ZONE = 'Europe/Madrid';
/** The default city's name, which names APP_TIME_ZONE's clock where a time is about no other city. */
export const APP_CITY_NAME = 'Barcelona';
export const CURRENCY = 'EUR';
export const LOCALES = ['en', 'es', 'ca'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Narrows any language tag ('es-ES', 'ca', 'fr') to a supported locale. */
export function toLocale(language: string | undefined): Locale {
  const base = language?.toLowerCase().split('-')[0];
  return LOCALES.find((locale) => locale === base) ?? DEFAULT_LOCALE;
}

/**
 * The visitor's language as a cookie beside the browser's stored choice, so the server can serve the page
 * in it (`<html lang>`) and preload that language's catalog rather than wait for the script to ask.
 */
export const LANGUAGE_COOKIE = 'language';
