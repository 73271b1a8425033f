import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The build's empty database (build.mjs, decision 200): a PGlite store on which initdb has already run,
 * written beside the server's bundle. A first start unpacks it into the empty data folder instead of running
 * initdb, which starts PostgreSQL twice more inside the server for a few seconds: half of the first start's
 * memory (docs/performance.md, "Start-up and memory").
 */

/** Its name beside main.js; build.mjs writes the same. */
export const EMPTY_DATABASE_FILE = 'empty-database.tar.gz';

/** The empty database of the build this server runs from; undefined from the sources (tsx), which have none. */
export function builtEmptyDatabase(bundleDir: string = import.meta.dirname): Blob | undefined {
  const file = path.join(bundleDir, EMPTY_DATABASE_FILE);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
