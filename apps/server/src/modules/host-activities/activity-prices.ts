import type { EditableActivity, PrivateOffer } from '@sortim/contracts/hosting';
import { type EarlyBird, PRICING_MESSAGES, type PriceCategoryInput } from '@sortim/contracts/pricing';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, bookings, paymentSessions, priceCategories, tickets } from '#src/db/schema.ts';
import { Conflict, Invalid } from '#src/lib/errors.ts';
import { syncFromPrice } from '#src/modules/reservations/from-price.ts';
import { categoriesForSale } from '#src/modules/reservations/price-categories.ts';

/*
 * The host's side of an activity's prices (docs/product.md, "Prices and codes"): the first price (made by the
 * database with the activity, position 0) takes the form's price and early-bird price; the others are the
 * list the host edits. Every write here runs in the activity's own transaction and ends by writing the
 * "from" price cards and the price filter read. Bookings keep the lines they were paid at, so a price change
 * or a hidden price never touches one.
 */

type CategoryInput = z.output<typeof PriceCategoryInput>;
type EarlyBirdInput = z.output<typeof EarlyBird>;

/** The prices of a create form, or (each absent: unchanged) of an edit. */
export type PricesInput = {
  priceCents: number;
  earlyBird?: EarlyBirdInput | null | undefined;
  priceCategories?: CategoryInput[] | undefined;
};

/** The early-bird columns of a category. */
const earlyColumns = (early: EarlyBirdInput | null) => ({
  earlyPriceCents: early?.priceCents ?? null,
  earlyUntil: early?.until ? new Date(early.until) : null,
  earlySeats: early?.seats ?? null,
});

/** A category's columns as the host wrote them (its activity and position aside). */
const categoryColumns = (category: CategoryInput) => ({
  kind: category.kind,
  names: category.kind === 'custom' ? category.names : null,
  priceCents: category.priceCents,
  minAge: category.minAge,
  maxAge: category.maxAge,
  takesSeat: category.takesSeat,
  needsAdult: category.needsAdult,
  codeOnly: category.codeOnly,
  hidden: category.hidden,
  ...earlyColumns(category.earlyBird),
});

/** The private offer's columns: both set, or both null (not offered). */
export const privateOfferColumns = (offer: PrivateOffer | null) => ({
  privateMinimumCents: offer?.minimumCents ?? null,
  privateMaxGroup: offer?.maxGroup ?? null,
});

/**
 * The prices of new activities (one, or every date of a series): the first price's early bird, and the same
 * other prices on each date, which counts its own early-bird seats.
 */
export async function addPrices(
  tx: Transaction,
  activityIds: string[],
  prices: Required<Omit<PricesInput, 'priceCents'>>,
): Promise<void> {
  if (activityIds.length === 0) return;
  if (prices.earlyBird) {
    await tx
      .update(priceCategories)
      .set(earlyColumns(prices.earlyBird))
      .where(and(inArray(priceCategories.activityId, activityIds), eq(priceCategories.position, 0)));
  }
  const rows = activityIds.flatMap((activityId) =>
    prices.priceCategories.map((category, i) => ({
      activityId,
      position: i + 1,
      ...categoryColumns(category),
    })),
  );
  if (rows.length > 0) await tx.insert(priceCategories).values(rows);
  await syncFromPrice(tx, activityIds);
}

/**
 * An edit's prices, under the activity's row lock (held by the caller: a hold taken meanwhile waits, so a
 * price is never deleted under a guest paying for it). The first price takes `priceCents` and, when given,
 * the early bird; a listed price with an id is changed, one without is added at the next position, and one
 * left out is deleted unless a booking, a ticket or an open hold names it (409: hide it instead).
 */
export async function savePrices(tx: Transaction, activityId: string, prices: PricesInput): Promise<void> {
  const existing = await tx
    .select({
      id: priceCategories.id,
      position: priceCategories.position,
      earlyPriceCents: priceCategories.earlyPriceCents,
    })
    .from(priceCategories)
    .where(eq(priceCategories.activityId, activityId));
  const first = existing.find((category) => category.position === 0);
  if (!first) throw new Error(`activity ${activityId} has no first price`);

  const early = prices.earlyBird === undefined ? undefined : earlyColumns(prices.earlyBird);
  // The early-bird price kept as it was must still be below the new price (the form sends both; an old page
  // sends only the price).
  const keptEarly = early === undefined ? first.earlyPriceCents : null;
  if (keptEarly !== null && keptEarly >= prices.priceCents) {
    throw new Invalid(PRICING_MESSAGES.earlyPrice, { 'earlyBird.priceCents': PRICING_MESSAGES.earlyPrice });
  }
  await tx
    .update(priceCategories)
    .set({ priceCents: prices.priceCents, ...early, updatedAt: sql`now()` })
    .where(eq(priceCategories.id, first.id));

  if (prices.priceCategories) {
    const others = existing.filter((category) => category.position > 0);
    const listed = prices.priceCategories;
    const known = new Set(others.map((category) => category.id));
    const unknown = listed.findIndex((category) => category.id !== undefined && !known.has(category.id));
    if (unknown >= 0) {
      throw new Invalid(PRICING_MESSAGES.unknownCategory, {
        [`priceCategories.${unknown}.id`]: PRICING_MESSAGES.unknownCategory,
      });
    }
    const kept = new Set(listed.flatMap((category) => (category.id ? [category.id] : [])));
    const removed = others.filter((category) => !kept.has(category.id)).map((category) => category.id);
    if (removed.length > 0) {
      if ((await categoriesInUse(tx, activityId, removed)).size > 0) {
        throw new Conflict(PRICING_MESSAGES.categoryInUse);
      }
      await tx.delete(priceCategories).where(inArray(priceCategories.id, removed));
    }
    let next = Math.max(0, ...others.map((category) => category.position)) + 1;
    for (const category of listed) {
      if (category.id) {
        await tx
          .update(priceCategories)
          .set({ ...categoryColumns(category), updatedAt: sql`now()` })
          .where(and(eq(priceCategories.id, category.id), gt(priceCategories.position, 0)));
      } else {
        await tx
          .insert(priceCategories)
          .values({ activityId, position: next++, ...categoryColumns(category) });
      }
    }
  }
  await syncFromPrice(tx, [activityId]);
}

/**
 * A duplicate's prices: the original's, every field of them, with none of its early-bird seats taken (those
 * are counted from the copy's own bookings, of which it has none).
 */
export async function copyPrices(tx: Transaction, fromId: string, toId: string): Promise<void> {
  const rows = await tx
    .select()
    .from(priceCategories)
    .where(eq(priceCategories.activityId, fromId))
    .orderBy(priceCategories.position);
  for (const { id: _id, activityId: _a, createdAt: _c, updatedAt: _u, ...row } of rows) {
    if (row.position === 0) {
      await tx
        .update(priceCategories)
        .set(row)
        .where(and(eq(priceCategories.activityId, toId), eq(priceCategories.position, 0)));
    } else {
      await tx.insert(priceCategories).values({ ...row, activityId: toId });
    }
  }
  await syncFromPrice(tx, [toId]);
}

/**
 * Which of an activity's categories (all, or `among`) something sold names: a booking's line (paid,
 * refunded or cancelled: its records keep it), a ticket, or the line of a hold not yet closed.
 */
export async function categoriesInUse(
  db: Database | Transaction,
  activityId: string,
  among?: string[],
): Promise<Set<string>> {
  const result = await db.execute(sql`
    select line->>'categoryId' as category_id
    from (
      select ${bookings.lines} as lines from ${bookings} where ${bookings.activityId} = ${activityId}
      union all
      select ${paymentSessions.lines} from ${paymentSessions}
      where ${paymentSessions.activityId} = ${activityId} and ${paymentSessions.status} = 'open'
    ) party, jsonb_array_elements(party.lines) as line
    where line->>'categoryId' is not null
    union
    select ${tickets.categoryId}::text from ${tickets}
    inner join ${bookings} on ${bookings.id} = ${tickets.bookingId}
    where ${bookings.activityId} = ${activityId} and ${tickets.categoryId} is not null`);
  // Both drivers answer raw SQL with `{ rows }`; the shared Database type cannot say so.
  const { rows } = result as unknown as { rows: { category_id: string }[] };
  const used = new Set(rows.map((row) => row.category_id));
  return among ? new Set(among.filter((id) => used.has(id))) : used;
}

/** The prices part of the editor's read: every category in order, whether each is in use, the private offer. */
export async function editablePrices(
  db: Database,
  activityId: string,
): Promise<Pick<EditableActivity, 'priceCategories' | 'privateOffer'>> {
  const categories = await categoriesForSale(db, activityId, { withHidden: true });
  const used = await categoriesInUse(db, activityId);
  const [offer] = await db
    .select({ minimumCents: activities.privateMinimumCents, maxGroup: activities.privateMaxGroup })
    .from(activities)
    .where(eq(activities.id, activityId));
  return {
    priceCategories: categories.map((category) => ({ ...category, inUse: used.has(category.id) })),
    privateOffer:
      offer?.minimumCents != null && offer.maxGroup != null
        ? { minimumCents: offer.minimumCents, maxGroup: offer.maxGroup }
        : null,
  };
}
