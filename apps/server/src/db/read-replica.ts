import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

/*
 * The read replica (DATABASE_READ_URL, decision 193): a streaming standby of the primary that serves the
 * reads which may be a little stale (the guest list, pins, activity pages, public profiles, similar
 * activities, the admin's analytics). Which request reads where is plugins/database.ts's; this file owns
 * the connection and what happens when the replica fails: the read is done again on the primary, and the
 * replica is left alone for a few seconds (one warning when it goes, one line when it is back).
 */

export type ReadReplica = {
  db: Database;
  /** How many bytes of the primary's WAL the replica has yet to replay; null when either does not say. */
  lagBytes(): Promise<number | null>;
  close(): Promise<void>;
};

export function openReadReplica(pool: pg.Pool, primary: Database): ReadReplica {
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

/** How long a replica that failed is left alone before a read tries it again. */
export const REPLICA_RETRY_MS = 5_000;

export type ReadTarget = 'replica' | 'primary';

export type ReplicaReads = {
  /**
   * Runs a read that may be a little stale: on the replica when there is one, `fresh` is false and it has
   * not just failed; on the primary otherwise, and again on the primary when the replica fails it.
   */
  run<T>(fresh: boolean, read: (db: Database) => Promise<T>): Promise<T>;
  /** Whether a replica is configured and serving (null: none configured). */
  replicaUp(): boolean | null;
  /** The reads `run` did, by where they were answered. */
  counts(): Record<ReadTarget, number>;
};

type Logger = { warn(obj: object, msg: string): void; info(msg: string): void };

export function replicaReads(options: {
  primary: Database;
  replica: ReadReplica | null;
  logger: Logger;
  now?: () => number;
}): ReplicaReads {
  const { primary, replica, logger } = options;
  const now = options.now ?? Date.now;
  const counts: Record<ReadTarget, number> = { replica: 0, primary: 0 };
  /** Until when the replica is left alone after a failure; 0 while it serves. */
  let restingUntil = 0;

  async function onPrimary<T>(read: (db: Database) => Promise<T>): Promise<T> {
    const value = await read(primary);
    counts.primary += 1;
    return value;
  }

  return {
    async run(fresh, read) {
      if (!replica || fresh || now() < restingUntil) return onPrimary(read);
      try {
        const value = await read(replica.db);
        if (restingUntil !== 0) {
          restingUntil = 0;
          logger.info('the read replica answers again: stale-tolerant reads go to it');
        }
        counts.replica += 1;
        return value;
      } catch (error) {
        // Whatever the failure (unreachable, restarting, a query cancelled by replay), the primary can answer.
        // Only the first failure of a run is told; the next tries, every REPLICA_RETRY_MS, stay quiet.
        if (restingUntil === 0) {
          logger.warn({ err: error }, 'the read replica failed: reads go to the primary until it answers');
        }
        restingUntil = now() + REPLICA_RETRY_MS;
        return onPrimary(read);
      }
    },
    replicaUp: () => (replica ? restingUntil === 0 : null),
    counts: () => ({ ...counts }),
  };
}
