import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source or chunk name. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/** The web build's manifest, or an empty one for a build without it (nothing is preloaded then). */
export function readBuildManifest(webDistDir: string): BuildManifest {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}

/** A chunk's key and every chunk it imports statically, however deep: what the browser must load with it. */
function withStaticImports(manifest: BuildManifest, keys: readonly string[], into = new Set<string>()) {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    withStaticImports(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * The files (`assets/...`) a page module loads that the shell does not already: its own chunk and its
 * static imports, less the entry's. Without each one preloaded, the browser learns of the next only after
 * running the one before (a waterfall). A module bundled into the entry has no chunk of its own: none.
 */
export function pageChunkFiles(manifest: BuildManifest, pageModule: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByShell = withStaticImports(manifest, entries);
  return [...withStaticImports(manifest, [pageModule])]
    .filter((key) => !loadedByShell.has(key))
    .map((key) => manifest[key]?.file ?? key);
}
