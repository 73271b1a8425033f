import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '#src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';
import { countRequest, deleteExpiredRateLimits } from './rate-limit-store.ts';

const MINUTE = 60_000;

describe('rate-limit counters in PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const endWindow = (key: string) =>
    database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, key));

  it('counts requests in a window and tells how long until it resets', async () => {
    const first = await countRequest(database.db, 'count', MINUTE);
    const second = await countRequest(database.db, 'count', MINUTE);
    const third = await countRequest(database.db, 'count', MINUTE);

    expect([first.current, second.current, third.current]).toEqual([1, 2, 3]);
    expect(third.ttl).toBeGreaterThan(MINUTE - 5_000);
    expect(third.ttl).toBeLessThanOrEqual(MINUTE);
  });

  it('keeps each key apart', async () => {
    await countRequest(database.db, 'apart:a', MINUTE);
    await countRequest(database.db, 'apart:a', MINUTE);
    expect((await countRequest(database.db, 'apart:b', MINUTE)).current).toBe(1);
  });

  it('starts again at 1 with a full window once the window has ended', async () => {
    await countRequest(database.db, 'reset', MINUTE);
    await countRequest(database.db, 'reset', MINUTE);
    await endWindow('reset');

    const after = await countRequest(database.db, 'reset', MINUTE);
    expect(after.current).toBe(1);
    expect(after.ttl).toBeGreaterThan(MINUTE - 5_000);
  });

  it('counts concurrent requests atomically: no two get the same count', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => countRequest(database.db, 'concurrent', MINUTE)),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('deletes only counters whose window has ended', async () => {
    await countRequest(database.db, 'cleanup:ended', MINUTE);
    await countRequest(database.db, 'cleanup:running', MINUTE);
    await endWindow('cleanup:ended');

    expect(await deleteExpiredRateLimits(database.db)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('cleanup:running');
    expect(keys).not.toContain('cleanup:ended');
  });
});
