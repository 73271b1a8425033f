import type { PriceCategory } from '@sortim/contracts/pricing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { bookings, paymentSessions, priceCategories } from '#src/db/schema.ts';

/*
 * An activity's price categories as guests, the host's editor and the quote read them, with the early-bird
 * seats still open on their date. Early seats count the paid bookings and the holds not yet expired.
 */

type Reader = Database | Transaction;

/** The early-bird seats taken on one date, by category id (paid bookings and live holds). */
export async function earlySeatsTaken(db: Reader, activityId: string): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    select line->>'categoryId' as category_id, sum((line->>'quantity')::int)::int as taken
    from (
      select ${paymentSessions.lines} as lines from ${paymentSessions}
      where ${paymentSessions.activityId} = ${activityId} and ${paymentSessions.status} = 'open'
        and ${paymentSessions.holdExpiresAt} > now()
      union all
      select ${bookings.lines} from ${bookings}
      where ${bookings.activityId} = ${activityId} and ${bookings.status} = 'paid'
    ) party, jsonb_array_elements(party.lines) as line
    where (line->>'early')::boolean
    group by 1`);
  // Both drivers answer raw SQL with `{ rows }`; the shared Database type cannot say so.
  const { rows } = result as unknown as { rows: { category_id: string; taken: number }[] };
  return Object.fromEntries(rows.map((r) => [r.category_id, Number(r.taken)]));
}

/** The categories of some activities, in their order, keyed by activity id; hidden ones only when asked. */
export async function categoriesOf(
  db: Reader,
  activityIds: string[],
  options: { withHidden?: boolean; earlyTaken?: Record<string, number> } = {},
): Promise<Map<string, PriceCategory[]>> {
  const byActivity = new Map<string, PriceCategory[]>(activityIds.map((id) => [id, []]));
  if (activityIds.length === 0) return byActivity;
  const rows = await db
    .select()
    .from(priceCategories)
    .where(
      and(
        inArray(priceCategories.activityId, activityIds),
        options.withHidden ? undefined : eq(priceCategories.hidden, false),
      ),
    )
    .orderBy(asc(priceCategories.activityId), asc(priceCategories.position));
  for (const row of rows) byActivity.get(row.activityId)?.push(toCategory(row, options.earlyTaken ?? {}));
  return byActivity;
}

/** One activity's categories with its early seats left (the activity page, the quote). */
export async function categoriesForSale(
  db: Reader,
  activityId: string,
  options: { withHidden?: boolean } = {},
): Promise<PriceCategory[]> {
  const earlyTaken = await earlySeatsTaken(db, activityId);
  return (await categoriesOf(db, [activityId], { ...options, earlyTaken })).get(activityId) ?? [];
}

function toCategory(
  row: typeof priceCategories.$inferSelect,
  earlyTaken: Record<string, number>,
): PriceCategory {
  const early =
    row.earlyPriceCents === null
      ? null
      : {
          priceCents: row.earlyPriceCents,
          until: row.earlyUntil?.toISOString() ?? null,
          seats: row.earlySeats,
          seatsLeft: row.earlySeats === null ? null : Math.max(0, row.earlySeats - (earlyTaken[row.id] ?? 0)),
        };
  return {
    id: row.id,
    kind: row.kind,
    names: row.names,
    priceCents: row.priceCents,
    minAge: row.minAge,
    maxAge: row.maxAge,
    takesSeat: row.takesSeat,
    needsAdult: row.needsAdult,
    codeOnly: row.codeOnly,
    hidden: row.hidden,
    earlyBird: early,
  };
}
