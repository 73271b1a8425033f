import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from '#src/db/client.ts';
import { migrationsFolder } from '#src/db/migrate.ts';

/*
 * For a migration's own test: a database as one deployed before the migration has it (the migrations up
 * to the one before, written with the columns of the time), then every migration since.
 */

/**
 * A temporary migrations folder holding the project's migrations up to `lastIdx` (the journal cut there);
 * the caller removes it.
 */
export async function migrationsUpTo(lastIdx: number): Promise<string> {
  const folder = await mkdtemp(
    path.join(os.tmpdir(), `sortim-migrations-${String(lastIdx).padStart(4, '0')}-`),
  );
  await mkdir(path.join(folder, 'meta'));
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= lastIdx);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries as { tag: string }[]) {
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return folder;
}

/** Applies the migrations of `folder` (migrationsUpTo's, or the project's `migrationsFolder`) not yet applied. */
export const applyMigrations = (database: DatabaseHandle, folder: string) =>
  migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });

/**
 * A person (account and profile) written with the columns users and profiles have had since the first
 * migration: on a database migrated part of the way, the factories would name columns added since.
 */
export async function insertPerson(db: Database, name = 'Ana'): Promise<{ id: string }> {
  const id = randomUUID();
  await db.execute(sql`insert into users (id, name, email) values (${id}, ${name}, ${`${id}@example.test`})`);
  await db.execute(
    sql`insert into profiles (id, display_name, ab_group) values (${id}, ${name}, 'variant_a')`,
  );
  return { id };
}

/**
 * A published activity of `hostId` written with the columns activities have had since the first
 * migration (a 2-hour yoga session at Barceloneta); returns its id.
 */
export async function insertActivity(
  db: Database,
  { hostId, start, priceCents = 2500 }: { hostId: string; start: Date; priceCents?: number },
): Promise<string> {
  const end = new Date(start.getTime() + 2 * 60 * 60 * 1000);
  const { rows } = (await db.execute(sql`
    insert into activities (host_id, title, description, category, subtype, price_cents, capacity,
      spots_remaining, start_time, end_time, location_name, address, activity_languages)
    values (${hostId}, 'Sunset yoga', 'A relaxed session by the sea, for every level.', 'Get Outdoors',
      'Do Yoga in the Park', ${priceCents}, 10, 10, ${start.toISOString()}, ${end.toISOString()},
      'Barceloneta Beach', 'Passeig Marítim de la Barceloneta, 08003 Barcelona', array['English'])
    returning id`)) as { rows: { id: string }[] };
  const [row] = rows;
  if (!row) throw new Error('activity not created');
  return row.id;
}
