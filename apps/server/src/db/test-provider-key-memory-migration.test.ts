import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationsUpTo } from '#src/test/migrations-up-to.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/*
 * Migration 0025 gives the test provider's refunds a table of their own: those kept in their payment's
 * metadata ('refund:<id>' = amount, with 'refund-params:<id>') move there, and leave the metadata.
 */
describe('migration 0025_test-provider-key-memory', () => {
  let before: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    before = await migrationsUpTo(24);
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(async () => {
    await database?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('moves the refunds kept in a payment’s metadata to their table, keeping their ids and amounts', async () => {
    await applyMigrations(database, before);
    const { db } = database;
    const checkout = (id: string, paymentId: string | null, metadata: Record<string, string>) =>
      db.execute(sql`
        insert into test_provider_checkouts (id, amount_cents, currency, description, success_url, cancel_url,
          metadata, status, payment_id, refunded_cents, expires_at, created_at)
        values (${id}, 4500, 'eur', 'Tapas × 3', 'http://x/s', 'http://x/c', ${JSON.stringify(metadata)}::jsonb,
          ${paymentId ? 'complete' : 'open'}, ${paymentId}, ${paymentId ? 3000 : 0}, now() + interval '1 hour',
          '2026-05-01T10:00:00Z')`);
    await checkout('cs_test_refunded', 'pi_test_refunded', {
      payment_session_id: 'ps1',
      'refund:re_test_a': '1000',
      'refund-params:re_test_a': '[1000,[]]',
      'refund:re_test_b': '2000',
      'refund-params:re_test_b': '[2000,[]]',
    });
    await checkout('cs_test_open', null, { payment_session_id: 'ps2' });

    await applyMigrations(database, migrationsFolder);

    const { rows: refunds } = (await db.execute(
      sql`select id, payment_id, amount_cents, metadata, status,
        created_at = timestamptz '2026-05-01T10:00:00Z' as dated_with_payment
        from test_provider_refunds order by id`,
    )) as { rows: Record<string, unknown>[] };
    expect(refunds).toEqual([
      {
        id: 're_test_a',
        payment_id: 'pi_test_refunded',
        amount_cents: 1000,
        metadata: {},
        status: 'succeeded',
        dated_with_payment: true,
      },
      expect.objectContaining({ id: 're_test_b', payment_id: 'pi_test_refunded', amount_cents: 2000 }),
    ]);
    const { rows: checkouts } = (await db.execute(
      sql`select id, metadata from test_provider_checkouts order by id`,
    )) as { rows: Record<string, unknown>[] };
    expect(checkouts).toEqual([
      { id: 'cs_test_open', metadata: { payment_session_id: 'ps2' } },
      { id: 'cs_test_refunded', metadata: { payment_session_id: 'ps1' } },
    ]);
  });
});
