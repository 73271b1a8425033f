import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, insertActivity, insertPerson, migrationsUpTo } from '#src/test/migrations-up-to.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/*
 * Migration 0021 adds tickets, issued by a trigger to every paid booking inserted from then on. Bookings
 * made before it get theirs from its backfill: one ticket per seat, each with a code of its own.
 */
describe('migration 0021_day-of', () => {
  let before: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    before = await migrationsUpTo(20);
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(async () => {
    await database?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('gives every booking made before it one ticket per seat', async () => {
    await applyMigrations(database, before);
    const { db } = database;
    const host = await insertPerson(db);
    const activityId = await insertActivity(db, {
      hostId: host.id,
      start: new Date(Date.now() + 3 * 86_400_000),
    });
    const booking = async (status: 'paid' | 'refunded', spots: number) => {
      const guest = await insertPerson(db);
      const refunded = status === 'refunded';
      const { rows } = (await db.execute(sql`
        insert into bookings (user_id, activity_id, status, spots, unit_price_cents, amount_cents,
          refund_reason, refunded_at, refunded_cents)
        values (${guest.id}, ${activityId}, ${status}, ${spots}, 2500, ${2500 * spots},
          ${refunded ? 'guest_cancelled' : null}, ${refunded ? new Date().toISOString() : null},
          ${refunded ? 2500 * spots : null})
        returning id`)) as { rows: { id: string }[] };
      const [row] = rows;
      if (!row) throw new Error('booking not created');
      return row.id;
    };
    const three = await booking('paid', 3);
    const one = await booking('paid', 1);
    // Its tickets are void (read from the booking), but the seats were sold: they keep their codes.
    const refunded = await booking('refunded', 2);

    await applyMigrations(database, migrationsFolder);

    const { rows } = (await db.execute(
      sql`select booking_id, seat, code from tickets order by booking_id, seat`,
    )) as {
      rows: { booking_id: string; seat: number; code: string }[];
    };
    const seatsOf = (id: string) => rows.filter((r) => r.booking_id === id).map((r) => r.seat);
    expect(seatsOf(three)).toEqual([1, 2, 3]);
    expect(seatsOf(one)).toEqual([1]);
    expect(seatsOf(refunded)).toEqual([1, 2]);
    expect(new Set(rows.map((r) => r.code)).size).toBe(6);
    for (const { code } of rows) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});
