import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

/** One Drizzle type for both backends: every query is written once and runs on either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** dataDir null: in memory. loadDataDir: start from a dumped store (tests copy a migrated template). */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

export type DatabaseHandle = {
  db: Database;
  backend: 'pglite' | 'postgres';
  /** The embedded engine, when that is the backend (pg-boss and dumps need it). */
  pglite: PGlite | null;
  /** The server's address, when that is the backend (pg-boss opens its own small pool on it). */
  connectionString: string | null;
  ping(): Promise<boolean>;
  /** The connection pool's use, for /metrics; null on PGlite, which is one in-process connection. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

const POOL_MAX = 10;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: POOL_MAX });
    // An idle connection that dies (server restart, failover, a dropped test database) is removed by the
    // pool and the next query opens a new one; unheard, the 'error' event would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      backend: 'postgres',
      pglite: null,
      connectionString: target.url,
      ping: () => ping(db),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_MAX,
      }),
      close: () => pool.end(),
    };
  }
  // PGlite creates its own folder, not the ones above it (./data on a fresh checkout).
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = await PGlite.create(target.dataDir ?? undefined, {
    extensions: { pg_trgm },
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    backend: 'pglite',
    pglite: client,
    connectionString: null,
    ping: () => ping(db),
    poolStats: () => null,
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
