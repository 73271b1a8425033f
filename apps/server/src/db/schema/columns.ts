import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/* Pieces of table definitions shared by the areas; no table lives here. */

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** `column IN ('a','b')` for enum-like text checks built from the contract's lists. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`);
