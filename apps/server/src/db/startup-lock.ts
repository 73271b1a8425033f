import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/*
 * Several processes of one deployment start together (systemd starts web and worker units at once). Each
 * migrates, seeds an empty database and creates the job queues at start; run at once, they would race on
 * the same DDL and inserts. A session-level advisory lock on one PostgreSQL connection makes them take
 * turns: the first does the work, the others wait and then find nothing left to do. PGlite is one process's
 * own database, so there is nobody to wait for.
 */

/** Any constant shared by every process of the app; the same for every process of the app. */
const STARTUP_LOCK_KEY = 0x5047_1a11;

export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (!handle.connectionString) return work();
  const client = new pg.Client({
    connectionString: handle.connectionString,
    application_name: 'sortim-startup',
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock, also when the work failed.
    await client.end();
  }
}
