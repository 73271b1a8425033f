import { DEFAULT_LOCALE, LOCALES, type Locale } from '@sortim/contracts/product';

/** Narrows any language tag ('es-ES', 'ca', 'fr') to a supported locale. */
export function toLocale(language: string | undefined): Locale {
  const base = language?.toLowerCase().split('-')[0];
  return LOCALES.find((locale) => locale === base) ?? DEFAULT_LOCALE;
}
