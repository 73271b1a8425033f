// npm run build: builds the web and the server (or the parts named: `node scripts/build.mjs server`), each
// into a fresh folder that then becomes apps/<part>/dist (scripts/lib/builds.mjs).
import { buildPart, PARTS } from './lib/builds.mjs';

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}: the parts are ${Object.keys(PARTS).join(', ')}.`);
  process.exit(1);
}
for (const name of names.length > 0 ? names : Object.keys(PARTS)) {
  console.log(`building the ${name}`);
  await buildPart(PARTS[name]);
}
