// Writes an empty PGlite store (initdb already run) to the file named by its argument, for a first start to
// unpack (src/db/empty-database.ts). Run by build.mjs with the same PGlite and extensions the server loads.
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const file = process.argv[2];
if (!file) {
  console.error('Usage: node empty-database.mjs <file.tar.gz> (run by build.mjs)');
  process.exit(1);
}
const empty = await PGlite.create(undefined, { extensions: { pg_trgm } });
const dump = await empty.dumpDataDir('gzip');
await empty.close();
writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
