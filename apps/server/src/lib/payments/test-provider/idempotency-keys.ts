import { createHash } from 'node:crypto';
import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#src/db/client.ts';
import { testProviderIdempotencyKeys } from '#src/db/schema.ts';
import { Invalid } from '#src/lib/errors.ts';
import {
  IDEMPOTENCY_KEY_MEMORY_MS,
  IDEMPOTENCY_KEY_METADATA,
  type MadeUnderKey,
} from '#src/lib/payments/payment-provider.ts';

/*
 * Transfers, reversals and refunds are idempotent per key as Stripe's are, and for as long: a key is
 * remembered for 24 hours from its first use (`test_provider_idempotency_keys`, by the database's clock), then
 * the same key makes a new object. The key stays in the object's metadata (`sortim_key`), so the find methods
 * still see what it made.
 */

/** A request as one string (what it is, its values, its metadata in key order), to compare a key's reuse. */
export function requestParams(values: (string | number)[], metadata: Record<string, string>): string {
  return JSON.stringify([...values, Object.entries(metadata).sort(([a], [b]) => a.localeCompare(b))]);
}

/**
 * The id objects made before keys were forgotten had: derived from their key, which was not kept. The find
 * methods still match it, so a retry of one of those finds it.
 */
const idFromKey = (prefix: string, idempotencyKey: string) =>
  `${prefix}${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;

/** A key still remembered: first used less than IDEMPOTENCY_KEY_MEMORY_MS ago, by the database's clock. */
const rememberedSince = sql`now() - ${`${IDEMPOTENCY_KEY_MEMORY_MS} milliseconds`}::interval`;

/** The caller's metadata with the key it was made under, as the object keeps it. */
export const withKey = (metadata: Record<string, string>, idempotencyKey: string) => ({
  ...metadata,
  [IDEMPOTENCY_KEY_METADATA]: idempotencyKey,
});

/** Rows made under the key: by their metadata, or (made before keys were kept) by the id derived from it. */
export const madeUnder = (
  table: { id: PgColumn; metadata: PgColumn },
  prefix: string,
  idempotencyKey: string,
): SQL | undefined =>
  or(
    sql`${table.metadata} ->> ${IDEMPOTENCY_KEY_METADATA}::text = ${idempotencyKey}`,
    eq(table.id, idFromKey(prefix, idempotencyKey)),
  );

/** What the key made, while it is remembered; undefined for a key never used or forgotten. */
export async function rememberedKey(db: Database | Transaction, idempotencyKey: string) {
  const k = testProviderIdempotencyKeys;
  const [row] = await db
    .select()
    .from(k)
    .where(and(eq(k.key, idempotencyKey), gt(k.createdAt, rememberedSince)));
  return row;
}

/** The object a remembered key made, for the same request; the key asked with another is refused. */
export function replayOf(
  kept: { objectId: string; request: string },
  request: string,
  idempotencyKey: string,
) {
  if (kept.request !== request) throw keyReused(idempotencyKey);
  return kept.objectId;
}

/**
 * Takes the key for a new object `id` (a key never used, or forgotten), or, when the key is remembered,
 * returns what it made (refusing another request under it). Inside the transaction that makes the object, so
 * an object that is not made (refused, rolled back) leaves the key unused; two concurrent requests under one
 * key meet on its row, and the second replays the first.
 */
export async function claimKey(
  tx: Transaction,
  idempotencyKey: string,
  request: string,
  id: string,
): Promise<{ id: string; made: boolean }> {
  const k = testProviderIdempotencyKeys;
  const [claimed] = await tx
    .insert(k)
    .values({ key: idempotencyKey, objectId: id, request })
    .onConflictDoUpdate({
      target: k.key,
      set: { objectId: id, request, createdAt: sql`now()` },
      setWhere: sql`${k.createdAt} <= ${rememberedSince}`,
    })
    .returning({ objectId: k.objectId });
  if (claimed) return { id, made: true };
  const kept = await rememberedKey(tx, idempotencyKey);
  if (!kept) throw new Error(`Idempotency key '${idempotencyKey}' was neither taken nor remembered`);
  return { id: replayOf(kept, request, idempotencyKey), made: false };
}

/** Stripe's answer to an idempotency key asked again with other parameters. */
function keyReused(idempotencyKey: string): Invalid {
  return new Invalid(
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
  );
}

/** The one row a find query returns, or null. */
export async function firstMade(query: Promise<MadeUnderKey[]>): Promise<MadeUnderKey | null> {
  const [row] = await query;
  return row ?? null;
}
