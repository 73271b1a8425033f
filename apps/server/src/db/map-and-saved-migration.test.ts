import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, insertActivity, insertPerson, migrationsUpTo } from '#src/test/migrations-up-to.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/*
 * Migration 0024 gives activities a point and people their saved activities. Activities made before it
 * keep no point (they are listed, not on the map, until their host places a pin); a point is both
 * coordinates or neither, within the globe; the same activity is saved once per person.
 */
describe('migration 0024_map-and-saved', () => {
  let before: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    before = await migrationsUpTo(23);
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(async () => {
    await database?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('keeps earlier activities without a point and accepts only whole points on the globe', async () => {
    await applyMigrations(database, before);
    const { db } = database;
    const host = await insertPerson(db);
    const activityId = await insertActivity(db, {
      hostId: host.id,
      start: new Date(Date.now() + 86_400_000),
    });

    await applyMigrations(database, migrationsFolder);

    const { rows } = (await db.execute(
      sql`select latitude, longitude from activities where id = ${activityId}`,
    )) as { rows: { latitude: number | null; longitude: number | null }[] };
    expect(rows).toEqual([{ latitude: null, longitude: null }]);

    const setPoint = (latitude: number | null, longitude: number | null) =>
      db.execute(
        sql`update activities set latitude = ${latitude}, longitude = ${longitude} where id = ${activityId}`,
      );
    await expect(setPoint(41.38, null)).rejects.toThrow();
    await expect(setPoint(null, 2.17)).rejects.toThrow();
    await expect(setPoint(91, 2.17)).rejects.toThrow();
    await expect(setPoint(41.38, 181)).rejects.toThrow();
    await setPoint(41.3809, 2.1897);

    const inBox = (await db.execute(sql`
      select id from activities
      where latitude between 41.37 and 41.3809 and longitude between 2.1897 and 2.2`)) as {
      rows: { id: string }[];
    };
    expect(inBox.rows.map((r) => r.id)).toEqual([activityId]);
  });

  it('saves an activity once per person and forgets the saves of a deleted person', async () => {
    const { db } = database;
    const host = await insertPerson(db);
    const guest = await insertPerson(db, 'Pau');
    const activityId = await insertActivity(db, {
      hostId: host.id,
      start: new Date(Date.now() + 86_400_000),
    });
    const save = () =>
      db.execute(
        sql`insert into saved_activities (user_id, activity_id) values (${guest.id}, ${activityId})`,
      );

    await save();
    await expect(save()).rejects.toThrow();

    await db.execute(sql`delete from users where id = ${guest.id}`);
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from saved_activities where activity_id = ${activityId}`,
    )) as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });
});
