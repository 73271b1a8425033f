import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarSeriesId } from '#src/modules/calendar/import/calendar-import.ts';
import { applyMigrations, insertPerson, migrationsUpTo } from '#src/test/migrations-up-to.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import { activities } from './schema.ts';

/*
 * Migration 0012 gives a series id to the rows that are one series but were stored without it: the
 * occurrences of an imported recurring event (the id the import gives them now), and a created series'
 * numbered occurrences (same host, same title once ' (N)' is taken off). Nothing else changes.
 */
describe('migration 0012_series-backfill', () => {
  let before: string;
  let database: DatabaseHandle;
  const migrateWith = (folder: string) => applyMigrations(database, folder);

  beforeAll(async () => {
    // The migrations up to 0011, as a database deployed before this one has them.
    before = await migrationsUpTo(11);
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(async () => {
    await database?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('joins each series that lacks an id, and leaves single activities and existing series alone', async () => {
    await migrateWith(before);
    const { db } = database;
    const laia = (await insertPerson(db)).id;
    const marc = (await insertPerson(db)).id;
    // Written with the columns activities had at 0011: the schema's own insert would name later ones.
    let day = 0;
    const make = async (
      hostId: string,
      title: string,
      extra: { seriesId?: string; externalUid?: string } = {},
    ): Promise<{ id: string }> => {
      day += 1;
      const start = new Date(Date.now() + day * 86_400_000);
      const end = new Date(start.getTime() + 7_200_000);
      const { rows } = (await db.execute(sql`
        insert into activities (host_id, title, description, category, subtype, price_cents, capacity,
          spots_remaining, start_time, end_time, location_name, address, activity_languages, series_id,
          external_uid)
        values (${hostId}, ${title}, 'A relaxed session by the sea, for every level.', 'Get Outdoors',
          'Do Yoga in the Park', 1500, 10, 10, ${start.toISOString()}, ${end.toISOString()}, 'Barceloneta Beach',
          'Passeig Marítim de la Barceloneta, 08003 Barcelona', array['English'], ${extra.seriesId ?? null},
          ${extra.externalUid ?? null})
        returning id`)) as { rows: { id: string }[] };
      const [row] = rows;
      if (!row) throw new Error(`activity '${title}' not created`);
      return row;
    };

    const yoga = [
      await make(laia, 'Sunrise Yoga'),
      await make(laia, 'Sunrise Yoga (2)'),
      await make(laia, 'Sunrise Yoga (3)'),
    ];
    // The same title from another host is not Laia's series.
    const marcsYoga = await make(marc, 'Sunrise Yoga (2)');
    // A series whose first date was deleted is still one.
    const tapas = [await make(marc, 'Tapas crawl (2)'), await make(marc, 'Tapas crawl (3)')];
    // The same title twice with no number: a repeat, not a series.
    const repeats = [await make(laia, 'Paella night'), await make(laia, 'Paella night')];
    // One lone numbered title.
    const lone = await make(laia, 'Top 10 bars (2)');
    // Already in a series: kept.
    const existing = '6a1f0c0e-1111-4222-8333-444455556666';
    const kept = await make(laia, 'Sunset sail (2)', { seriesId: existing });
    const keptSibling = await make(laia, 'Sunset sail');
    // Imported: a recurring event's occurrences, and a single event whose UID has a '#'.
    const imported = [
      await make(laia, 'Board games', { externalUid: 'games@cal#2027-01-10T18:00:00.000Z' }),
      await make(laia, 'Board games', { externalUid: 'games@cal#2027-01-17T18:00:00.000Z' }),
    ];
    const single = await make(laia, 'Dentist (2)', { externalUid: 'dentist#1@cal' });

    await migrateWith(migrationsFolder);

    const seriesOf = async (row: { id: string }) =>
      (await db.select({ s: activities.seriesId }).from(activities).where(eq(activities.id, row.id)))[0]?.s;
    const yogaIds = await Promise.all(yoga.map(seriesOf));
    expect(yogaIds[0]).toEqual(expect.any(String));
    expect(new Set(yogaIds).size).toBe(1);
    expect(await seriesOf(marcsYoga)).toBeNull();
    const tapasIds = await Promise.all(tapas.map(seriesOf));
    expect(tapasIds[0]).toEqual(expect.any(String));
    expect(tapasIds[1]).toBe(tapasIds[0]);
    expect(tapasIds[0]).not.toBe(yogaIds[0]);
    expect(await Promise.all(repeats.map(seriesOf))).toEqual([null, null]);
    expect(await seriesOf(lone)).toBeNull();
    expect(await seriesOf(kept)).toBe(existing);
    // Its unnumbered sibling had no numbered row without an id beside it: left for the host.
    expect(await seriesOf(keptSibling)).toBeNull();
    expect(await Promise.all(imported.map(seriesOf))).toEqual([
      calendarSeriesId(laia, 'games@cal'),
      calendarSeriesId(laia, 'games@cal'),
    ]);
    expect(await seriesOf(single)).toBeNull();
    const [{ n } = { n: -1 }] = (
      (await db.execute(sql`select count(*)::int as n from activities where series_id is not null`)) as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBe(3 + 2 + 1 + 2);
  });
});
