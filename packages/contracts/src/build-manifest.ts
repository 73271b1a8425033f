/**
 * Vite's build manifest (dist/.vite/manifest.json), read by the server to preload a page's chunks and by
 * the web build to hold each page's first load to its budget: one walk of it for both.
 */

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
 * The catalog parts a page waits for before it renders: the first alone for a page bundled with the shell;
 * with its own chunk, the guest pages' part too, and the rest for a page that needs the whole catalog.
 */
export function catalogParts(page: { hasOwnChunk: boolean; wholeCatalog: boolean }): CatalogPart[] {
  if (!page.hasOwnChunk) return ['first'];
  return page.wholeCatalog ? ['first', 'guest', 'rest'] : ['first', 'guest'];
}

/** The manifest keys of some parts of one language's catalog. */
export function catalogKeys(locale: string, parts: readonly CatalogPart[]): string[] {
  return parts.map((part) => `src/locales/${locale}.json?sections=${part}`);
}
