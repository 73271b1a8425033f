import { APP_NAME, DEFAULT_LOCALE, type Locale, SUPPORT_EMAIL } from '@sortim/contracts/product';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toLocale } from '#/lib/locale.ts';
import ca from '#/locales/ca.json';
import en from '#/locales/en.json';
import es from '#/locales/es.json';

/** English holds the spec's copy verbatim; the other catalogs may be partial and fall back to it. */
export const resources = {
  en: { translation: en },
  es: { translation: es },
  ca: { translation: ca },
} as const;

export const LANGUAGE_STORAGE_KEY = 'language';

/** Language names as their speakers write them, for the language menu. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', ca: 'Català' };

function storedLanguage(): Locale {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored ? toLocale(stored) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function syncDocument(language: string) {
  document.documentElement.lang = toLocale(language);
}

i18n.on('languageChanged', (language) => {
  syncDocument(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, toLocale(language));
  } catch {
    // Private mode or blocked storage: the choice lasts for this visit only.
  }
});

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'es', 'ca'],
  initAsync: false,
  returnNull: false,
  // "the product" in the spec's copy is {{appName}} in the catalogs.
  interpolation: { escapeValue: false, defaultVariables: { appName: APP_NAME, supportEmail: SUPPORT_EMAIL } },
});
syncDocument(i18n.language);

export { i18n };
