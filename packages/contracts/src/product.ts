/** The product's name: the spec's "the product" in copy. */
export const APP_NAME = 'Sortim';
export const SUPPORT_EMAIL = 'support@sortim.app';
export const TAGLINE = 'Get people outside and connect';
/** Activities happen in Barcelona: every wall time is shown, filtered and entered in this zone. */
export const APP_TIME_ZONE = 'Europe/Madrid';
export const CURRENCY = 'EUR';
export const LOCALES = ['en', 'es', 'ca'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
