import type { Database, ReadReplica } from './client.ts';

/*
 * The read replica (DATABASE_READ_URL, decision 193): a streaming standby of the primary that serves the
 * reads which may be a little stale (the guest list, pins, activity pages, public profiles, similar
 * activities, the admin's analytics). client.ts opens it; which request reads where is
 * plugins/database.ts's; this file owns what happens when the replica fails: the read is done again on the
 * primary, and the replica is left alone for a few seconds (one warning when it goes, one line when it is
 * back).
 */

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
