// npm start: builds only the parts whose sources changed since their last build (a hash of the sources kept
// inside each build, scripts/lib/builds.mjs), then starts the built server in this same process. One line a
// step; the server's own start-up says the rest (the database, migrations, demo data, where it listens).
// package.json runs it with V8's memory flags for the embedded database (decision 189).
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPart, builtHash, currentBuild, PARTS, ROOT, sourceHash } from './lib/builds.mjs';

// V8's compiled code of the server's modules, kept on disk between starts: a start with nothing changed
// compiles less (the cache follows each file's content, so a rebuild or an upgrade is never served stale).
module.enableCompileCache?.(path.join(ROOT, 'node_modules', '.cache', 'sortim-compile'));

const say = (line) => console.log(`sortim: ${line}`);

say('checking the build');
let built = 0;
for (const part of Object.values(PARTS)) {
  const hash = sourceHash(part);
  const previous = builtHash(part);
  if (previous === hash) continue;
  say(`building the ${part.name} (${previous ? 'its sources changed' : 'no build yet'})`);
  await buildPart(part, { hash, quiet: true });
  built += 1;
}
if (built === 0) say('the build is up to date');
await import(pathToFileURL(path.join(currentBuild(PARTS.server), 'main.js')).href);
