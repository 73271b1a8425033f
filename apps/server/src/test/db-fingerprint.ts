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
 *
 * The md5s are read again only when the database's snapshot (`xmin:xmax:in-progress xids`) moved: rows
 * change only through transactions, so under the same snapshot every table reads as before. That skips
 * most of the work in the fuzz test, where most answers are refusals that write nothing.
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
  // The snapshot in the same statement as the md5s, so it is the one they were read under.
  const query = sql.raw(
    `select pg_current_snapshot()::text as snapshot, json_build_object(${perTable.join(', ')}) as fingerprint`,
  );
  const snapshotQuery = sql`select pg_current_snapshot()::text as snapshot`;
  let last: { snapshot: string; fingerprint: Fingerprint } | null = null;
  return async () => {
    if (last) {
      const now = (await app.db.execute(snapshotQuery)) as unknown as Rows<{ snapshot: string }>;
      if (now.rows[0]?.snapshot === last.snapshot) return last.fingerprint;
    }
    const result = (await app.db.execute(query)) as unknown as Rows<{
      snapshot: string;
      fingerprint: Fingerprint | string;
    }>;
    const row = result.rows[0];
    if (!row?.fingerprint) throw new Error('no fingerprint');
    const fingerprint =
      typeof row.fingerprint === 'string' ? (JSON.parse(row.fingerprint) as Fingerprint) : row.fingerprint;
    last = { snapshot: row.snapshot, fingerprint };
    return fingerprint;
  };
}
