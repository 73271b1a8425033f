import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '#src/db/client.ts';
import * as schema from '#src/db/schema.ts';
import { promoCodeActivities, promoCodes } from '#src/db/schema.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

let made = 0;

/**
 * A promo code: 10 % off, live, for all of its owner's activities (a host's, or the platform's when
 * `hostId` is null or left out), or for `activityIds` when given.
 */
export async function createPromoCode(
  db: Database,
  overrides: Insert<typeof promoCodes> & { activityIds?: string[] } = {},
) {
  const { activityIds, ...values } = overrides;
  made += 1;
  const [code] = await db
    .insert(promoCodes)
    .values({
      code: `CODE-${Date.now().toString(36).toUpperCase()}-${made}`,
      percentOff: values.amountOffCents ? null : 10,
      allActivities: activityIds === undefined,
      ...values,
    })
    .returning();
  if (!code) throw new Error('promo code not created');
  if (activityIds?.length) {
    await db
      .insert(promoCodeActivities)
      .values(activityIds.map((activityId) => ({ codeId: code.id, activityId })));
  }
  return code;
}

/**
 * The same database with every statement it runs written down (its SQL, without the values), for the
 * tests that compare the work two requests do.
 */
export function countingDatabase(handle: DatabaseHandle): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const { $client } = handle.db as unknown as { $client: unknown };
  const db =
    handle.backend === 'pglite'
      ? drizzlePglite($client as PGlite, { schema, logger })
      : drizzlePg($client as pg.Pool, { schema, logger });
  return { db: db as unknown as Database, statements };
}
