import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  testProviderAccounts,
  testProviderCheckouts,
  testProviderIdempotencyKeys,
  testProviderRefunds,
  testProviderTransferReversals,
  testProviderTransfers,
} from '#src/db/schema.ts';

/*
 * Time passing at the built-in test provider, without waiting for it: it remembers an idempotency key for 24
 * hours by the database's clock, so a test moves its records back instead (see fake-stripe.ts advanceClock
 * for Stripe's stand-in).
 */

/**
 * Every record of the test provider (checkouts, accounts, transfers, reversals, refunds and the keys it
 * remembers) as if made `ms` earlier: after `ageTestProviderRecords(db, 25 * HOUR_MS)` it has forgotten the
 * keys used so far, and the same key makes a new object, as Stripe's would a day later.
 */
export async function ageTestProviderRecords(db: Database, ms: number): Promise<void> {
  const back = sql`make_interval(secs => ${ms / 1000})`;
  await db.transaction(async (tx) => {
    for (const table of [
      testProviderCheckouts,
      testProviderAccounts,
      testProviderTransfers,
      testProviderTransferReversals,
      testProviderRefunds,
      testProviderIdempotencyKeys,
    ]) {
      await tx.update(table).set({ createdAt: sql`${table.createdAt} - ${back}` });
    }
  });
}
