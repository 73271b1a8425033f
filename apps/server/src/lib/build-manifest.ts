import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BuildManifest,
  catalogKeys,
  entryKeys,
  withStaticImports,
} from '@sortim/contracts/build-manifest';
import type { WebRoute } from '@sortim/contracts/web-routes';

/** The web build's manifest, or an empty one for a build without it (nothing is preloaded then). */
export function readBuildManifest(webDistDir: string): BuildManifest {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}

/**
 * The files (`assets/...`) a page's modules (its guards and the page: `routeModules`) load that the shell
 * does not already: their own chunks and their static imports, less the entry's. Without each one preloaded, the browser learns of the next only after
 * running the one before (a waterfall). A module bundled into the entry has no chunk of its own: none.
 */
export function pageChunkFiles(manifest: BuildManifest, pageModules: readonly string[]): string[] {
  const loadedByShell = withStaticImports(manifest, entryKeys(manifest));
  return [...withStaticImports(manifest, pageModules)]
    .filter((key) => !loadedByShell.has(key))
    .map((key) => manifest[key]?.file ?? key);
}

/**
 * The files of one language's catalog that a page (its route, or none for the not-found page) waits for
 * before it renders: preloaded with the page's chunks, they arrive with the script rather than after it.
 */
export function catalogFiles(manifest: BuildManifest, locale: string, route: WebRoute | null): string[] {
  return catalogKeys(manifest, locale, route).flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [chunk.file] : [];
  });
}
