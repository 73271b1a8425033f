import type { CatalogPart } from '@sortim/contracts/build-manifest';
import {
  APP_NAME,
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  type Locale,
  SUPPORT_EMAIL,
  toLocale,
} from '@sortim/contracts/product';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalog = Record<string, unknown>;

/**
 * Each language's catalog in three chunks (build/catalog-sections.ts cuts the one JSON file): the sections
 * the shell and the landing page show, the guest pages', and the rest (the host's and the admin's pages,
 * the legal texts). A visit loads only its own language's first part; the others come with the first page
 * that needs them, and other languages when the person switches.
 */
const CATALOG_PARTS: Record<Locale, Record<CatalogPart, () => Promise<{ default: Catalog }>>> = {
  en: {
    first: () => import('#/locales/en.json?sections=first'),
    guest: () => import('#/locales/en.json?sections=guest'),
    rest: () => import('#/locales/en.json?sections=rest'),
  },
  es: {
    first: () => import('#/locales/es.json?sections=first'),
    guest: () => import('#/locales/es.json?sections=guest'),
    rest: () => import('#/locales/es.json?sections=rest'),
  },
  ca: {
    first: () => import('#/locales/ca.json?sections=first'),
    guest: () => import('#/locales/ca.json?sections=guest'),
    rest: () => import('#/locales/ca.json?sections=rest'),
  },
};

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

/** The page's language on the document, and in a cookie for the server (LANGUAGE_COOKIE). */
function syncDocument(language: string) {
  const locale = toLocale(language);
  document.documentElement.lang = locale;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

const loading = new Map<string, Promise<void>>();

/** One part of one catalog into i18next, once (a failed load is tried again on the next call). */
function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${locale}:${part}`;
  let load = loading.get(key);
  if (!load) {
    load = CATALOG_PARTS[locale][part]().then(({ default: catalog }) => {
      i18n.addResourceBundle(locale, 'translation', catalog, true, true);
    });
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** The parts the pages opened so far have needed: every language the person switches to loads them. */
const partsInUse = new Set<CatalogPart>(['first']);
/** Set once a key was missing from the active language: from then on English loads behind it. */
let withFallback = false;

/**
 * What a language needs now: the parts in use, and the same of English (which holds the spec's copy
 * verbatim) once a key was missing, for others to fall back to. Spanish and Catalan are complete, so
 * their visitors do not load English.
 */
function loadLanguage(locale: Locale): Promise<void> {
  const locales = withFallback && locale !== DEFAULT_LOCALE ? [locale, DEFAULT_LOCALE] : [locale];
  return Promise.all(locales.flatMap((lng) => [...partsInUse].map((part) => loadPart(lng, part)))).then(
    () => undefined,
  );
}

/**
 * For pages that are not bundled with the shell: the guest pages' part of the page's language, and the
 * rest for a page that needs the whole catalog (WEB_ROUTES' `wholeCatalog`).
 */
export function loadPageCatalogs({ wholeCatalog = false } = {}): Promise<void> {
  partsInUse.add('guest');
  if (wholeCatalog) partsInUse.add('rest');
  return loadLanguage(toLocale(i18n.language));
}

/** A key the loaded parts lack: load the whole catalog and English behind it; texts update when in. */
function loadMissing(): void {
  partsInUse.add('guest').add('rest');
  withFallback = true;
  void loadLanguage(toLocale(i18n.language));
}

/** The language menu's switch: the new language's catalog first, then the page changes language at once. */
export async function switchLanguage(language: Locale): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Every part of every language (tests, which switch languages synchronously). */
export function loadAllCatalogs(): Promise<void> {
  partsInUse.add('guest').add('rest');
  return Promise.all(
    Object.entries(CATALOG_PARTS).flatMap(([locale, parts]) =>
      Object.keys(parts).map((part) => loadPart(locale as Locale, part as CatalogPart)),
    ),
  ).then(() => undefined);
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
  resources: {},
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'es', 'ca'],
  initAsync: false,
  returnNull: false,
  // A key the loaded parts lack (a section the cut did not expect on the landing page, a message not yet
  // translated) loads the whole catalog and English; the 'added' binding then renders the text in place.
  saveMissing: true,
  missingKeyHandler: loadMissing,
  react: { bindI18nStore: 'added' },
  // "the product" in the spec's copy is {{appName}} in the catalogs.
  interpolation: { escapeValue: false, defaultVariables: { appName: APP_NAME, supportEmail: SUPPORT_EMAIL } },
});
syncDocument(i18n.language);

/** The stored language's first part: main.tsx renders once it is in. */
export const initialCatalogs: Promise<void> = loadLanguage(toLocale(i18n.language)).then(async () => {
  // i18next picks the resolved language among those with words: now there are some.
  await i18n.changeLanguage(i18n.language);
});

export { i18n };
