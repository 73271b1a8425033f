import path from 'node:path';
import type { Plugin } from 'vite';

/** A package module importing more than this many others is an index re-exporting its parts (date-fns,
 * @tanstack/react-query): what it reaches is mostly not used, so it is not followed. */
const BARREL_IMPORTS = 8;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module `roots` import statically, however deep, except those `skip` rejects (not followed either). */
function staticImports(
  graph: ModuleGraph,
  roots: Iterable<string>,
  skip: (id: string) => boolean,
): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || skip(id)) continue;
    const imports = graph.getModuleInfo(id)?.importedIds ?? [];
    if (id.includes('node_modules') && imports.length > BARREL_IMPORTS) continue;
    found.add(id);
    pending.push(...imports);
  }
  return found;
}

/** A page visitors often open first: its route, and the modules the router loads for it (its guards, then
 * the page) by the paths WEB_ROUTES names them with. */
export type PageKit = { name: string; path: string; modules: readonly string[] };

/**
 * Explore (where a signed-in visit starts, with the signed-in guard every signed-in page shares) and an
 * activity (where a shared link or a search lands). Spelled out because the Vite config cannot load the
 * contracts' TypeScript; first-load-chunks.test.ts holds them to WEB_ROUTES.
 */
export const FIRST_VISIT_KITS: readonly PageKit[] = [
  {
    name: 'explore',
    path: '/explore',
    modules: ['src/app/guards/require-auth.tsx', 'src/features/explore/pages/explore-page.tsx'],
  },
  { name: 'activity', path: '/activity/:id', modules: ['src/features/activity/pages/activity-page.tsx'] },
];

/**
 * Chunk groups for what a first visit runs:
 * - `shell`: the modules the entry imports statically (however deep), what every first load runs anyway.
 *   Left alone, the bundler splits the modules the entry shares with lazy pages into some fifty small
 *   chunks: a request each, each compressed on its own (the same code is 15 kB larger so).
 * - one chunk per kit: its pages' modules and what they import statically beyond the shell; what two kits
 *   share goes to the shell. Left alone, an activity page came in twenty-six files, twenty of them
 *   under 2 kB, split by which other pages share each piece; on a phone's connection each is a round trip
 *   (Lighthouse's simulated phone puts the activity's largest paint 0.6 s later for them). Other pages
 *   that share a piece load the kit that holds it.
 * Package indexes (barrels) are not followed: their parts stay with the bundler, so the app imports icons
 * and Radix parts by their own paths (`lucide-react/icons/…`, `radix-ui/…`; lint holds it).
 */
export function firstLoadChunks({
  kits,
  outside,
}: {
  kits: readonly PageKit[];
  outside: (id: string) => boolean;
}) {
  const shell = new Set<string>();
  const kitOf = new Map<string, string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'sortim:first-load-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      shell.clear();
      kitOf.clear();
      // index.html and the module it loads (main.tsx) stay the entry chunk.
      const html = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const entries = new Set([...html, ...html.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])]);
      const fromEntries = [...entries].flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      for (const id of staticImports(this, fromEntries, (id) => entries.has(id))) shell.add(id);
      const rootsOf = (kit: PageKit) => kit.modules.map((module) => path.join(root, module));
      // A module two kits import joins the shell: left in the first kit's chunk, it made the other page load
      // that whole chunk for it (the activity page loaded explore's for a media query and the input's styles).
      const reachedBy = new Map<string, number>();
      for (const kit of kits) {
        const beyondShell = (id: string) => shell.has(id) || outside(id);
        for (const id of staticImports(this, rootsOf(kit), beyondShell))
          reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
      }
      for (const [id, count] of reachedBy) if (count > 1) shell.add(id);
      for (const kit of kits) {
        const taken = (id: string) => shell.has(id) || kitOf.has(id) || outside(id);
        for (const id of staticImports(this, rootsOf(kit), taken)) kitOf.set(id, kit.name);
      }
    },
  };
  return {
    plugin,
    // In this order: a module a group takes (with what it imports) is no longer another's to take.
    groups: [
      { name: 'shell', test: (id: string) => shell.has(id) },
      ...kits.map((kit) => ({ name: kit.name, test: (id: string) => kitOf.get(id) === kit.name })),
    ],
  };
}
