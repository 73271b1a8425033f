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
 * The manifest keys of one language's catalog (the web build cuts each in two: the sections the shell and
 * the landing page show, and the rest) that a page waits for before it renders: the first part for a page
 * bundled with the shell, both for a page with a chunk of its own.
 */
export function catalogKeys(locale: string, pageHasOwnChunk: boolean): string[] {
  const parts = pageHasOwnChunk ? ['first', 'rest'] : ['first'];
  return parts.map((part) => `src/locales/${locale}.json?sections=${part}`);
}
