/**
 * Vite's build manifest (dist/.vite/manifest.json), read by the server to preload a page's chunks and by
 * the web build to hold each page's first load to its budget: one walk of it for both.
 */

import { needsWholeCatalog, type WebRoute } from './web-routes.ts';

/** One chunk of the manifest, keyed by its source or chunk name. */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};
export type BuildManifest = Record<string, ManifestChunk>;

/** The keys of the build's entry chunks: what every page loads first. */
export function entryKeys(manifest: BuildManifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
}

/** Chunk keys and every chunk they import statically, however deep: what the browser must load with them. */
export function withStaticImports(
  manifest: BuildManifest,
  keys: readonly string[],
  into = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    withStaticImports(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * Each language's catalog, cut in three by the web build: the sections the shell and the landing page show,
 * those of the guest pages (the server's messages among them), and the rest (the host's and the admin's
 * pages, the legal texts).
 */
export const CATALOG_PARTS = ['first', 'guest', 'rest'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/**
 * The manifest keys of the parts of one language's catalog a page (its route, or none for the not-found
 * page) waits for before it renders: the first alone for a page bundled with the shell (or none); with a
 * chunk of its own, the guest pages' part too, and the rest for a page that needs the whole catalog.
 */
export function catalogKeys(manifest: BuildManifest, locale: string, route: WebRoute | null): string[] {
  const hasOwnChunk = Boolean(route?.module && manifest[route.module]);
  const parts: CatalogPart[] = !hasOwnChunk ? ['first'] : ['first', 'guest'];
  if (hasOwnChunk && route && needsWholeCatalog(route)) parts.push('rest');
  return parts.map((part) => `src/locales/${locale}.json?sections=${part}`);
}
