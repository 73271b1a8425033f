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
  /** readUrl: a streaming replica for the reads that may be a little stale (db/read-replica.ts). */
  | { kind: 'postgres'; url: string; readUrl?: string }
  /**
   * dataDir null: in memory. loadDataDir: start an empty data folder from a dumped store (tests copy a migrated
   * template; a first start unpacks the build's empty database, db/empty-database.ts).
   */
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
  /** The read replica (DATABASE_READ_URL), when one is configured; who reads from it: plugins/database.ts. */
  replica: ReadReplica | null;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

const POOL_MAX = 10;

/**
 * How long the app's connections wait on PostgreSQL before a request fails (then answered 503 with
 * Retry-After, see plugins/error-handler.ts) instead of hanging. A restart refuses or cuts connections at
 * once; these cover a server that is up but does not answer (a network partition, a stuck lock).
 */
export const POSTGRES_TIMEOUTS = {
  /** To open a connection, or to wait for a free one from the pool. */
  connectMs: 10_000,
  /** One statement, lock waits included (migrations have their own connection: db/migrate.ts). */
  statementMs: 30_000,
  /** A transaction left open by a client that stopped talking holds its locks no longer than this. */
  idleInTransactionMs: 60_000,
} as const;

/**
 * The embedded database's memory (decision 189): its buffers live in the process's own WebAssembly memory,
 * and PostgreSQL's defaults (128 MB of shared buffers, 64 MB for building an index) are sized for a server
 * with a machine of its own. The demo's whole database is a few megabytes.
 */
const PGLITE_MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = postgresPool(target.url, POSTGRES_TIMEOUTS.connectMs);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const replica = target.readUrl
      ? openReadReplica(postgresPool(target.readUrl, REPLICA_CONNECT_MS), db)
      : null;
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
      replica,
      close: async () => {
        await replica?.close();
        await pool.end();
      },
    };
  }
  // PGlite creates its own folder, not the ones above it (./data on a fresh checkout).
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = await PGlite.create(target.dataDir ?? undefined, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
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
    replica: null,
    close: () => client.close(),
  };
}

/** A streaming replica for the stale-tolerant reads (DATABASE_READ_URL; db/read-replica.ts, decision 193). */
export type ReadReplica = {
  db: Database;
  /** How many bytes of the primary's WAL the replica has yet to replay; null when either does not say. */
  lagBytes(): Promise<number | null>;
  close(): Promise<void>;
};

function openReadReplica(pool: pg.Pool, primary: Database): ReadReplica {
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    lagBytes: async () => {
      try {
        const replayed = await firstValue(db, sql`select pg_last_wal_replay_lsn()::text as lsn`);
        if (replayed === null) return null;
        const lag = await firstValue(
          primary,
          sql`select greatest(pg_wal_lsn_diff(pg_current_wal_lsn(), ${replayed}::pg_lsn), 0)::text as lsn`,
        );
        return lag === null ? null : Number(lag);
      } catch {
        return null;
      }
    },
    close: () => pool.end(),
  };
}

async function firstValue(db: Database, query: ReturnType<typeof sql>): Promise<string | null> {
  const result = (await db.execute(query)) as unknown as { rows: { lsn: string | null }[] };
  return result.rows[0]?.lsn ?? null;
}

/**
 * A replica that does not answer is left for the primary (plugins/database.ts): waiting the primary's ten
 * seconds for it would only delay every read that falls back.
 */
const REPLICA_CONNECT_MS = 2_000;

function postgresPool(url: string, connectMs: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    // A peer that vanished without a word (a failover, a dropped route) is found by the kernel.
    keepAlive: true,
    // No JIT compilation: the app's statements are short, and a high cost estimate (a guest list's per-row
    // series check over a whole table, cut short by its LIMIT) made PostgreSQL spend 50-400 ms compiling a
    // statement that runs in a few (decision: a series in guests' lists).
    options: '-c jit=off',
  });
  // An idle connection that dies (server restart, failover, a dropped test database) is removed by the
  // pool and the next query opens a new one; unheard, the 'error' event would crash the process.
  pool.on('error', () => {});
  // The same for a connection that dies while checked out (a transaction between two statements when a
  // restart terminates it): node-postgres then emits 'error' on the client, which the pool only hears
  // while the client is idle, and an unheard 'error' ends the process. The statement that uses it next
  // fails (a 503, see plugins/error-handler.ts) and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** SQLSTATEs that say the server is unreachable or restarting, not that the query was wrong. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: a restart or a failover terminated the connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: the statement timeout above
]);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and its pool say these in words only. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended)/;

/**
 * Whether an error means PostgreSQL could not be reached or went away (a restart, a failover, a timeout)
 * rather than a fault of the request or the code: then the request is worth retrying in a moment. Looks
 * through Drizzle's wrapper (`cause`) and Node's several-addresses AggregateError (`errors`).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code) || code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
