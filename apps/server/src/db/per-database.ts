import type { Database } from './client.ts';

/**
 * Something a module keeps once per database (a prepared statement, a cache of them, a cache of answers):
 * made on its first use with that database and dropped with it. Tests open many databases in one process, so
 * a module-level value would mix theirs.
 */
export function perDatabase<T extends object>(make: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let kept = byDatabase.get(db);
    if (kept === undefined) {
      kept = make(db);
      byDatabase.set(db, kept);
    }
    return kept;
  };
}
