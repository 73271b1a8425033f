// Bundles the server into dist/main.js (and the seed, create-admin and revoke-admin tools beside it, which
// production runs after `npm prune --omit=dev` removed tsx). Third-party packages stay external (installed by
// npm); the workspace's own TypeScript packages (@sortim/*) are bundled in. Migrations are copied beside it,
// and an empty database is made for a first start to unpack.
// Usage: node build.mjs <outdir>, run by scripts/lib/builds.mjs (`npm run build`), which builds into a fresh
// folder and then makes it apps/server/dist.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { START_NODE_FLAGS } from '../../scripts/lib/start-flags.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => !name.startsWith('@sortim/'),
);

const outdir = process.argv[2];
if (!outdir) {
  console.error(
    'Usage: node build.mjs <outdir> (npm run build builds into a fresh folder: scripts/lib/builds.mjs)',
  );
  process.exit(1);
}
await build({
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/db/seed/run-seed.ts',
    'create-admin': 'src/scripts/create-admin.ts',
    'revoke-admin': 'src/scripts/revoke-admin.ts',
    reconcile: 'src/scripts/reconcile.ts',
    // Started by the server as a worker thread, found beside main.js (calendar-import-thread.ts).
    'calendar-import-worker': 'src/modules/calendar/import/calendar-import-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
  logLevel: 'warning',
});
cpSync('src/db/migrations', path.join(outdir, 'migrations'), { recursive: true });

// An empty PGlite store, initdb already run, which a first start unpacks instead of running initdb inside the
// server (src/db/empty-database.ts, decision 200). Made in a process with npm start's memory flags: with V8's
// defaults, initdb's WebAssembly alone takes a gigabyte.
execFileSync(
  process.execPath,
  [...START_NODE_FLAGS, 'empty-database.mjs', path.join(outdir, 'empty-database.tar.gz')],
  { stdio: 'inherit' },
);
