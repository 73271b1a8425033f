import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * The catalog sections the shell and the landing page show (frame, header and footer, home, the activity
 * cards, the not-found page, the loading and error states): all a first visit to /home needs. The guest
 * pages' sections come with the first page that is not bundled with the shell (router.tsx), and the rest
 * (REST_SECTIONS) with the first page that needs the whole catalog (contracts' WEB_ROUTES).
 */
export const FIRST_LOAD_SECTIONS = [
  'app',
  'nav',
  'session',
  'footer',
  'theme',
  'language',
  'errors',
  'notFound',
  'pages',
  'home',
  'promises',
  'activityCard',
  'taxonomy',
] as const;

/**
 * The sections only the host's and the admin's pages and the legal pages show: more than half of a
 * catalog, which a guest never needs. The meeting point's words ('Open in maps', a few lines) are the
 * guest part's: the activity page's meeting point comes near a phone's first screen, and with them there it
 * loads without this part (15 kB compressed) just as the page paints; its map, later, loads it.
 */
export const REST_SECTIONS = [
  'activityEditor',
  'activityGuests',
  'adminActivities',
  'adminAnalytics',
  'adminApplications',
  'adminDashboard',
  'adminHosts',
  'adminPromoCodes',
  'adminReports',
  'adminRoleTools',
  'adminUsers',
  'becomeHost',
  'door',
  /** Explore's map (its markers, card and buttons): loaded with its lazy chunk when the map view opens. */
  'exploreMap',
  /** A private group's link page (WEB_ROUTES loads the whole catalog for it, as for a request's page). */
  'groupPage',
  'hostDashboard',
  'hostMessages',
  /** The host dashboard's private date requests. */
  'hostPrivateRequests',
  'legal',
  /** The map itself (its notes and controls): loaded with whichever lazy chunk draws a map. */
  'map',
  'myActivities',
  'privacy',
  /** "Ask for a private date": loaded with the dialog's lazy chunk. */
  'privateRequestForm',
  'privateRequestPage',
  /** The host's promo codes and the platform's (the form and cards both pages show). */
  'promoCodes',
  /** The host's reply form on the activity page: loaded with its lazy chunk, only by the activity's host. */
  'reviewReplies',
  'seed',
  'terms',
] as const;

/** The parts, as contracts' CATALOG_PARTS names them (the Vite config cannot load the contracts). */
export type CatalogPart = 'first' | 'guest' | 'rest';

/** `…/locales/es.json?sections=first`: one language's catalog cut to one part. */
const PART_ID = /[\\/]locales[\\/][a-z]{2}\.json\?sections=(first|guest|rest)$/;

/** The part a section belongs to. */
export function partOf(section: string): CatalogPart {
  if ((FIRST_LOAD_SECTIONS as readonly string[]).includes(section)) return 'first';
  return (REST_SECTIONS as readonly string[]).includes(section) ? 'rest' : 'guest';
}

/** The sections of a catalog that belong to a part (the JSON files stay the one source). */
export function catalogPart(catalog: Record<string, unknown>, part: CatalogPart): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalog).filter(([section]) => partOf(section) === part));
}

/**
 * Serves `#/locales/<lang>.json?sections=first|guest|rest` from the catalog file, so each language is
 * three chunks loaded on demand (lib/i18n.ts) instead of every catalog in the entry, without splitting the files
 * by hand.
 */
export function catalogSections(): Plugin {
  return {
    name: 'sortim:catalog-sections',
    enforce: 'pre',
    async load(id) {
      const match = PART_ID.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalog = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      // As a string for JSON.parse, which browsers read faster than the same object as code.
      const json = JSON.stringify(catalogPart(catalog, match[1] as CatalogPart));
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
  };
}
