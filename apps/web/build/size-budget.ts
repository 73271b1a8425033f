import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  type BuildManifest,
  catalogKeys,
  entryKeys,
  withStaticImports,
} from '@sortim/contracts/build-manifest';
import { LOCALES } from '@sortim/contracts/product';
import { guardsOf, WEB_ROUTES, type WebRoute } from '@sortim/contracts/web-routes';

type RoutePath = (typeof WEB_ROUTES)[number]['path'];

/**
 * The pages whose first load is held to a budget (gzip, kB of 1000 bytes, as Vite reports): the landing
 * page at the issue's 150 kB, the others at what they reach plus a small margin, so a change that adds
 * to every page's first load shows up here before it ships. `without`: packages none of whose modules may
 * be in the page's first load (read from the chunks' source maps), whatever the total.
 */
export const BUDGETS: readonly { path: RoutePath; limit: string; without?: readonly string[] }[] = [
  { path: '/home', limit: '150 kB', without: ['maplibre-gl'] },
  // The map view's toggle, its `bbox` in the URL and the lazy map's wrapper (issue 27): the map itself loads
  // only when opened. 162 until the first-paint gate (lib/first-paint.ts, in the shell) and the meeting
  // point's words in the guest part of the catalog.
  // 164 with issue 36's words in the guest part of the catalog (the booking panel's, and the contracts'
  // pricing and promo messages: 162.3 to 163.3).
  // 166 with the rest of issue 36 together: the cards' "from" price and 'Booked privately', the map pins'
  // and the guest words of private groups and codes (163.3 to 165.1).
  // 169 with issue 37's shell: 'Messages' in the navigation with its unread badge (typed, no zod) and the
  // guest words of messages, questions and reports in the catalog (165.1 to 168.7).
  // 170 with issue 38's cities: the city list (typed, no zod), the switcher shown with two cities, and the
  // times of each card in its city's zone (168.7 to 169.4).
  { path: '/explore', limit: '170 kB', without: ['maplibre-gl'] },
  // The meeting point's map (MapLibre, about 240 kB) loads when its box is about to be seen (issue 34).
  // 178 until the modules explore and the activity share went to the shell (the activity stopped loading
  // explore's chunk for them: 175.8 to 170.4).
  // Issue 36's booking panel: the quote (contracts' quote.ts, the one the server prices holds with) and the
  // party's total load with the page, 170.7 to 174.7 with the catalog's new words; the steppers, the code's
  // box and the private choice load only where an activity shows them.
  // 178 with the rest of issue 36 together: "from" and 'Booked privately' on the page and its cards, and
  // 'Ask for a private date' (its dialog loads when opened): 174.7 to 177.2.
  // 182 with issue 37: the booking step's questions, 'Ask the host' with the host's reply time, and 'Report'
  // on the page and each review (both dialogs, Radix's dialog with them, load when first pressed: with them
  // on the first load the page was 193.7), and the shell's 'Messages': 177.2 to 181.9.
  // 183 with issue 38's cities: the page's and its series dates' times in the activity's city's zone
  // (181.9 to 182.1).
  { path: '/activity/:id', limit: '183 kB', without: ['maplibre-gl'] },
];

/** The packages (`node_modules/<name>/`) whose modules are in a built chunk, from its source map. */
export function packagesIn(sourceMap: { sources: readonly string[] }): Set<string> {
  const names = sourceMap.sources.flatMap((source) => {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source.replaceAll('\\', '/'));
    return match?.[1] ? [match[1]] : [];
  });
  return new Set(names);
}

/**
 * The first-load files that hold a module of one of `packages` (a budget's `without`), with the package. A
 * file without a source map is the bundler's own (its runtime): no package's module is in it.
 */
export function forbiddenIn(files: readonly string[], packages: readonly string[]): string[] {
  return files.flatMap((file) => {
    if (!existsSync(`${file}.map`)) return [];
    const found = packagesIn(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] });
    return packages.filter((name) => found.has(name)).map((name) => `${name} in ${path.basename(file)}`);
  });
}

/**
 * The JavaScript files (`assets/...`) the first load of a page runs: the entry with its static imports,
 * the page's chunk with its own (none when the page is bundled into the entry), and the chunks the
 * entry waits for before it renders (`alsoLoaded`: manifest keys, e.g. the active language's catalog).
 */
export function firstLoadFiles(
  manifest: BuildManifest,
  pageModule: string | null,
  alsoLoaded: readonly string[] = [],
): string[] {
  const keys = withStaticImports(manifest, [
    ...entryKeys(manifest),
    ...(pageModule ? [pageModule] : []),
    ...alsoLoaded,
  ]);
  return [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * A page's first load in the language that makes it heaviest: the entry waits for the parts of the
 * visitor's own catalog the page shows (contracts' `catalogKeys`) before rendering, and the router for the
 * page's guards.
 */
export function heaviestFirstLoad(manifest: BuildManifest, distDir: string, route: WebRoute): string[] {
  const candidates = LOCALES.map((locale) =>
    firstLoadFiles(manifest, route.module, [...guardsOf(route), ...catalogKeys(manifest, locale, route)]).map(
      (file) => path.join(distDir, file),
    ),
  );
  const total = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0);
  return candidates.reduce((heaviest, files) => (total(files) > total(heaviest) ? files : heaviest));
}

export type SizeLimitCheck = { name: string; path: string[]; limit: string; gzip: true };

/** size-limit's checks, one per budgeted page, from the build in `distDir`. */
export function sizeLimitChecks(distDir: string): SizeLimitCheck[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build the web app first (npm run build)`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  return BUDGETS.map(({ path: routePath, limit, without = [] }) => {
    const route = WEB_ROUTES.find((candidate) => candidate.path === routePath);
    if (!route) throw new Error(`${routePath} is not in WEB_ROUTES`);
    const files = heaviestFirstLoad(manifest, distDir, route);
    const forbidden = forbiddenIn(files, without);
    if (forbidden.length > 0) {
      throw new Error(`${routePath}'s first load holds what must load later: ${forbidden.join(', ')}`);
    }
    return { name: routePath, path: files, limit, gzip: true };
  });
}
