import { describe, expect, it } from 'vitest';
import type { Database, ReadReplica } from './client.ts';
import { REPLICA_RETRY_MS, replicaReads } from './read-replica.ts';

/*
 * Where a stale-tolerant read goes (decision 193), with stand-ins for the two databases: each read says
 * which one answered it, and the replica fails while `down` says so.
 */
function setUp() {
  const primary = { name: 'primary' } as unknown as Database;
  const replicaDb = { name: 'replica' } as unknown as Database;
  const replica: ReadReplica = { db: replicaDb, lagBytes: async () => 0, close: async () => {} };
  const state = { down: false, time: 1_000_000 };
  const lines: string[] = [];
  const reads = replicaReads({
    primary,
    replica,
    logger: { warn: (_obj, msg) => lines.push(`warn ${msg}`), info: (msg) => lines.push(`info ${msg}`) },
    now: () => state.time,
  });
  const read = () =>
    reads.run(false, async (db) => {
      const { name } = db as unknown as { name: string };
      if (name === 'replica' && state.down)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return name;
    });
  return { reads, read, state, lines };
}

describe('replicaReads', () => {
  it('reads the replica, and the primary for a fresh read', async () => {
    const { reads, read } = setUp();
    expect(await read()).toBe('replica');
    expect(await reads.run(true, async (db) => (db as unknown as { name: string }).name)).toBe('primary');
    expect(reads.counts()).toEqual({ replica: 1, primary: 1 });
    expect(reads.replicaUp()).toBe(true);
  });

  it('answers from the primary when the replica fails, warns once, and tries it again after a while', async () => {
    const { reads, read, state, lines } = setUp();
    state.down = true;
    expect(await read()).toBe('primary');
    expect(await read()).toBe('primary');
    expect(reads.replicaUp()).toBe(false);
    // Still down at the next try: no second warning.
    state.time += REPLICA_RETRY_MS;
    expect(await read()).toBe('primary');
    expect(lines).toEqual(['warn the read replica failed: reads go to the primary until it answers']);

    state.down = false;
    state.time += REPLICA_RETRY_MS - 1;
    expect(await read()).toBe('primary');
    state.time += 1;
    expect(await read()).toBe('replica');
    expect(reads.replicaUp()).toBe(true);
    expect(lines.at(-1)).toBe('info the read replica answers again: stale-tolerant reads go to it');
  });

  it('fails a read only when the primary fails it too', async () => {
    const { reads } = setUp();
    const broken = reads.run(false, async () => {
      throw new Error('syntax error');
    });
    await expect(broken).rejects.toThrow('syntax error');
  });

  it('reads the primary when no replica is configured', async () => {
    const primary = { name: 'primary' } as unknown as Database;
    const reads = replicaReads({ primary, replica: null, logger: { warn: () => {}, info: () => {} } });
    expect(await reads.run(false, async (db) => (db as unknown as { name: string }).name)).toBe('primary');
    expect(reads.replicaUp()).toBeNull();
  });
});
