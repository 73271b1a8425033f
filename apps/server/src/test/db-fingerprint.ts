import { sql } from 'drizzle-orm';
import type { App } from '#src/app.ts';

/** What both drivers' execute() answer (node-postgres and PGlite alike). */
type Rows<T> = { rows: T[] };

/** Each table's md5 of its rows, by name; equal fingerprints mean no row changed. */
export type Fingerprint = Record<string, string>;

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

/**
 * One query that tells whether any row of the app's own tables (schema public) changed: an md5 of
 * every row's text, table by table. Cheap on a test database of a few dozen rows. The table list is
 * read once, so a new table is covered unasked.
 */
export async function fingerprinter(app: App): Promise<() => Promise<Fingerprint>> {
  const tables = (await app.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  const perTable = tables.rows.map(
    ({ name }) =>
      `'${name}', (select coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') from "${name}" t)`,
  );
  const query = sql.raw(`select json_build_object(${perTable.join(', ')}) as fingerprint`);
  return async () => {
    const result = (await app.db.execute(query)) as unknown as Rows<{ fingerprint: Fingerprint | string }>;
    const fingerprint = result.rows[0]?.fingerprint;
    if (!fingerprint) throw new Error('no fingerprint');
    return typeof fingerprint === 'string' ? (JSON.parse(fingerprint) as Fingerprint) : fingerprint;
  };
}
