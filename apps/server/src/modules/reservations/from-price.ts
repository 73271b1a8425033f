import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, priceCategories } from '#src/db/schema.ts';

/*
 * The "from" price (docs/product.md, "Prices and codes"): cards, the map and explore's price filter show
 * and filter on one price per activity, the lowest of its prices that anyone can buy for a seat: not an
 * infant on a lap (no seat), not a hidden price (no longer sold), not a code-only one (a "friends" price
 * shown with a code). Early-bird prices are left out: they end by themselves, and the stored price cannot
 * follow the clock. The first price always counts (the database keeps it open to everyone), so there is one.
 */

/** A category guests can buy a seat at without a code. */
const soldToEveryone = sql`${priceCategories.takesSeat} and not ${priceCategories.hidden} and not ${priceCategories.codeOnly}`;

/**
 * Writes `activities.price_cents` from the activities' categories. Every path that writes categories calls it
 * last, in the same transaction, so a card never shows a price the activity does not sell.
 */
export async function syncFromPrice(tx: Transaction, activityIds: string[]): Promise<void> {
  if (activityIds.length === 0) return;
  await tx
    .update(activities)
    .set({
      priceCents: sql`(select min(${priceCategories.priceCents}) from ${priceCategories}
        where ${priceCategories.activityId} = ${activities.id} and ${soldToEveryone})`,
    })
    .where(inArray(activities.id, activityIds));
}

/**
 * Whether a card's price is a "from" price: a second price anyone can buy a seat at. One probe of the
 * (activity_id, position) index past the first price, so a list of cards pays little for it. A scalar
 * subquery, not `exists`: PostgreSQL may answer an `exists` in a select list by hashing the whole
 * price_categories table once, planned for every row the query could return rather than the page's 25
 * (a 9 ms scan of 100,000 prices in each explore request, docs/performance.md).
 */
export const severalPrices = (activityId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`coalesce((select true from ${priceCategories}
    where ${priceCategories.activityId} = ${activityId} and ${priceCategories.position} > 0 and ${soldToEveryone}
    limit 1), false)`;
