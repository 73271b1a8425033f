import type { Plugin } from 'vite';

/** A package module importing more than this many others is an index re-exporting its parts (radix-ui,
 * lucide-react, @tanstack/react-query): what it reaches is mostly not used, so it is not followed. */
const BARREL_IMPORTS = 8;

/**
 * The modules the entry imports statically (however deep) in one chunk, `shell`: what every first load
 * runs anyway. Left alone, the bundler splits the modules the entry shares with lazy pages into some fifty
 * small chunks: a request each, each compressed on its own (the same code is 15 kB larger so). Lazy pages
 * import the shell chunk, which is always loaded before them. The parts of packages the shell reaches only
 * through an index stay in chunks of their own.
 */
export function shellChunk() {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'sortim:shell-chunk',
    apply: 'build',
    buildEnd() {
      shell.clear();
      // index.html and the module it loads (main.tsx) stay the entry chunk.
      const html = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const entries = new Set([...html, ...html.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])]);
      const pending = [...entries].flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (shell.has(id) || entries.has(id)) continue;
        const imports = this.getModuleInfo(id)?.importedIds ?? [];
        if (id.includes('node_modules') && imports.length > BARREL_IMPORTS) continue;
        shell.add(id);
        pending.push(...imports);
      }
    },
  };
  return { plugin, group: { name: 'shell', test: (id: string) => shell.has(id) } };
}
