import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import { rowsOf } from './rows.ts';

/*
 * Whether the database carries every migration this build ships, decided the way drizzle's migrator
 * decides what to apply: a journal entry is pending when it is newer than the last recorded migration.
 * A process that starts on a database another release has not migrated yet is not ready for traffic.
 */

type Journal = { entries: { tag: string; when: number }[] };

/** The migrations this build ships, oldest first (read once: they are part of the build). */
export function shippedMigrations(folder = migrationsFolder): Journal['entries'] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries;
}

/** Tags of the shipped migrations the database has not applied; throws when the database is unreachable. */
export async function pendingMigrations(db: Database, shipped: Journal['entries']): Promise<string[]> {
  // A database no migrator has touched has no journal table at all: everything is pending.
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return shipped.map((entry) => entry.tag);
  const [applied] = await rowsOf<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = Number(applied?.last ?? 0);
  return shipped.filter((entry) => entry.when > last).map((entry) => entry.tag);
}
