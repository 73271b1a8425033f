import { randomUUID } from 'node:crypto';
import type { PartyLine, PriceCategoryKind } from '@sortim/contracts/pricing';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { priceCategories, promoCodes, tickets } from '#src/db/schema.ts';
import { createBooking } from './factories.ts';

/*
 * Parties of several prices for tests: an activity's extra price categories (its first is made by the
 * database with it), bookings whose lines name them (the database issues a ticket per guest, with its
 * category), and promo codes.
 */

type Category = typeof priceCategories.$inferSelect;

/** Adds a price after the activity's others ("Child" at €8, an infant who takes no seat...). */
export async function addPriceCategory(
  db: Database,
  activityId: string,
  values: {
    kind: PriceCategoryKind;
    priceCents: number;
    takesSeat?: boolean;
    names?: { en: string; es: string; ca: string };
    hidden?: boolean;
  },
): Promise<Category> {
  const existing = await db
    .select({ position: priceCategories.position })
    .from(priceCategories)
    .where(eq(priceCategories.activityId, activityId));
  const [category] = await db
    .insert(priceCategories)
    .values({ activityId, position: existing.length, ...values })
    .returning();
  if (!category) throw new Error('price category not added');
  return category;
}

/** An activity's prices in their order (the first is its own price, "Adult"). */
export function categoriesOfActivity(db: Database, activityId: string): Promise<Category[]> {
  return db
    .select()
    .from(priceCategories)
    .where(eq(priceCategories.activityId, activityId))
    .orderBy(asc(priceCategories.position));
}

/** A line of `quantity` guests at a category's price (or its early-bird price, `unitPriceCents`). */
export function lineOf(
  category: Category,
  quantity: number,
  options: { unitPriceCents?: number; early?: boolean } = {},
): PartyLine {
  const unitPriceCents = options.unitPriceCents ?? category.priceCents;
  return {
    categoryId: category.id,
    kind: category.kind,
    names: category.names,
    quantity,
    unitPriceCents,
    totalCents: quantity * unitPriceCents,
    early: options.early ?? false,
    takesSeat: category.takesSeat,
  };
}

/**
 * A booking of these lines: its seats, subtotal and amount follow from them (less `discountCents` with a
 * code); the database issues its tickets, one per guest of each line, in the lines' order.
 */
export function createPartyBooking(
  db: Database,
  values: {
    userId: string;
    activityId: string;
    lines: PartyLine[];
    discountCents?: number;
    promoCodeId?: string;
    discountPayer?: 'host' | 'platform';
    status?: 'paid' | 'refunded' | 'cancelled';
    createdAt?: Date;
  },
) {
  const { lines, discountCents = 0, ...rest } = values;
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const spots = lines.reduce((sum, line) => sum + (line.takesSeat ? line.quantity : 0), 0);
  return createBooking(db, {
    ...rest,
    lines,
    spots,
    subtotalCents,
    discountCents,
    amountCents: subtotalCents - discountCents,
    ...(rest.status === 'refunded' && {
      refundedAt: new Date(),
      refundedCents: subtotalCents - discountCents,
    }),
  });
}

/**
 * A promo code: a host's (`hostId`) or, without one, the platform's; for all activities unless told. Codes
 * are unique across Sortim, so the text is `<prefix>-<random>` (`code.code` is what was made).
 */
export async function createPromoCode(
  db: Database,
  values: Partial<typeof promoCodes.$inferInsert> & { prefix?: string } = {},
) {
  const { prefix = 'CODE', ...rest } = values;
  const [code] = await db
    .insert(promoCodes)
    .values({
      code: `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`,
      allActivities: true,
      ...(rest.amountOffCents === undefined && { percentOff: 10 }),
      ...rest,
    })
    .returning();
  if (!code) throw new Error('promo code not created');
  return code;
}

/** A booking's tickets by seat, with their category and guest name. */
export function ticketsOfBooking(db: Database, bookingId: string) {
  return db
    .select({
      id: tickets.id,
      seat: tickets.seat,
      code: tickets.code,
      categoryId: tickets.categoryId,
      guestName: tickets.guestName,
    })
    .from(tickets)
    .where(eq(tickets.bookingId, bookingId))
    .orderBy(asc(tickets.seat));
}

/** Puts a private group's guest's name on a ticket (as the group's link does). */
export async function nameTicket(db: Database, ticketId: string, guestName: string): Promise<void> {
  await db.update(tickets).set({ guestName }).where(eq(tickets.id, ticketId));
}
