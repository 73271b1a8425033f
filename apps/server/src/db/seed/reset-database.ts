import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#src/db/client.ts';
import * as schema from '#src/db/schema.ts';

/**
 * Empties every table of the schema in one statement: TRUNCATE of all of them at once is FK-safe
 * whatever the order, and a table added to the schema later is included without touching this file.
 * The job queue's own schema is left alone, and so are the cities: reference data written by a migration,
 * which every activity needs (its default city), not demo data.
 */
export async function clearAllTables(db: Database | Transaction): Promise<void> {
  const tables = Object.values(schema as Record<string, unknown>).filter(
    (value): value is PgTable => is(value, PgTable) && value !== schema.cities,
  );
  const names = tables.map((table) => sql.identifier(getTableName(table)));
  await db.execute(sql`TRUNCATE TABLE ${sql.join(names, sql`, `)}`);
}
