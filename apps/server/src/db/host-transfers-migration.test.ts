import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, insertActivity, insertPerson, migrationsUpTo } from '#src/test/migrations-up-to.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/*
 * Migration 0017 records every booking paid before transfers existed as a destination charge: the host's
 * share went with the payment, so the transfer job never pays it again. A cancelled booking kept its money
 * (cancelled without a refund), so it is one too. Free bookings get nothing.
 */
describe('migration 0017_host-transfers', () => {
  let before: string;
  let database: DatabaseHandle;
  const migrateWith = (folder: string) => applyMigrations(database, folder);

  beforeAll(async () => {
    before = await migrationsUpTo(16);
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(async () => {
    await database?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('marks every booking with money (paid, refunded, cancelled) as already with the host, and no free one', async () => {
    await migrateWith(before);
    const { db } = database;
    const host = await insertPerson(db);
    const guest = await insertPerson(db);
    // Bookings written with the columns they had at 0016.
    const activity = (priceCents: number) =>
      insertActivity(db, { hostId: host.id, start: new Date(Date.now() - 3 * 86_400_000), priceCents });
    const booking = async (
      activityId: string,
      priceCents: number,
      status: 'paid' | 'refunded' | 'cancelled',
    ) => {
      const { rows } = (await db.execute(sql`
        insert into bookings (user_id, activity_id, status, spots, unit_price_cents, amount_cents,
          provider_payment_id, refunded_at, refunded_cents)
        values (${guest.id}, ${activityId}, ${status}, 1, ${priceCents}, ${priceCents},
          ${priceCents > 0 ? `pi_${status}` : null}, ${status === 'refunded' ? new Date().toISOString() : null},
          ${status === 'refunded' ? priceCents : null})
        returning id`)) as { rows: { id: string }[] };
      const [row] = rows;
      if (!row) throw new Error('booking not created');
      return row.id;
    };
    const paidActivity = await activity(2500);
    const paid = await booking(paidActivity, 2500, 'paid');
    const refunded = await booking(await activity(2500), 2500, 'refunded');
    const cancelled = await booking(await activity(2500), 2500, 'cancelled');
    const free = await booking(await activity(0), 0, 'paid');

    await migrateWith(migrationsFolder);

    const { rows } = (await db.execute(
      sql`select booking_id, status, transferred_cents from host_transfers order by booking_id`,
    )) as { rows: { booking_id: string; status: string; transferred_cents: number }[] };
    expect(rows).toEqual(
      [paid, refunded, cancelled]
        .sort()
        .map((id) => ({ booking_id: id, status: 'destination_charge', transferred_cents: 0 })),
    );
    expect(rows.map((r) => r.booking_id)).not.toContain(free);
  });
});
