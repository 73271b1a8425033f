import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, insertActivity, insertPerson, migrationsUpTo } from '#src/test/migrations-up-to.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/*
 * Migration 0018 adds bookings.refund_due_cents, the refund asked of the provider. A refund under way when
 * it runs (a paid booking whose reason was recorded, the provider not yet heard from) asked for the whole
 * amount, as every refund did then; no other booking has one.
 */
describe('migration 0018_refund-due', () => {
  let before: string;
  let database: DatabaseHandle;
  const migrateWith = (folder: string) => applyMigrations(database, folder);

  beforeAll(async () => {
    before = await migrationsUpTo(17);
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(async () => {
    await database?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('records the whole amount for a refund under way, and nothing for any other booking', async () => {
    await migrateWith(before);
    const { db } = database;
    const host = await insertPerson(db);
    const guest = await insertPerson(db);
    // Bookings written with the columns they had at 0017.
    const activityId = await insertActivity(db, {
      hostId: host.id,
      start: new Date(Date.now() + 3 * 86_400_000),
    });
    const booking = async (
      status: 'paid' | 'refunded',
      refundReason: 'guest_cancelled' | 'host_cancelled' | null,
    ) => {
      const refunded = status === 'refunded';
      const { rows } = (await db.execute(sql`
        insert into bookings (user_id, activity_id, status, spots, unit_price_cents, amount_cents,
          provider_payment_id, refund_reason, refunded_at, refunded_cents)
        values (${guest.id}, ${activityId}, ${status}, 1, 2500, 2500, ${`pi_${status}_${refundReason}`},
          ${refundReason}, ${refunded ? new Date().toISOString() : null}, ${refunded ? 2500 : null})
        returning id`)) as { rows: { id: string }[] };
      const [row] = rows;
      if (!row) throw new Error('booking not created');
      return row.id;
    };
    const underWay = await booking('paid', 'host_cancelled');
    const refunded = await booking('refunded', 'guest_cancelled');
    // One paid booking per guest and activity: the plain paid one belongs to another guest.
    const other = await insertPerson(db);
    const { rows: plain } = (await db.execute(sql`
      insert into bookings (user_id, activity_id, status, spots, unit_price_cents, amount_cents)
      values (${other.id}, ${activityId}, 'paid', 1, 2500, 2500) returning id`)) as {
      rows: { id: string }[];
    };

    await migrateWith(migrationsFolder);

    const { rows } = (await db.execute(sql`select id, refund_due_cents from bookings`)) as {
      rows: { id: string; refund_due_cents: number | null }[];
    };
    const dueOf = (id: string | undefined) => rows.find((r) => r.id === id)?.refund_due_cents;
    expect(dueOf(underWay)).toBe(2500);
    expect(dueOf(refunded)).toBeNull();
    expect(dueOf(plain[0]?.id)).toBeNull();
  });
});
