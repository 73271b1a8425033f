import type { PriceCategoryKind } from '@sortim/contracts/pricing';
import type { TicketCategory } from '@sortim/contracts/ticket-category';
import { sql } from 'drizzle-orm';
import { activities, priceCategories } from '#src/db/schema.ts';

/*
 * The price a ticket was sold at, as every surface shows it (My Bookings, the roster and its CSV, the door,
 * the confirmation): its category, or nothing when its activity has that one price only (it would read
 * "Person", which tells nobody anything). The first price reads "Adult" once the activity has others,
 * hidden ones included: a ticket sold at a price since hidden still needs its neighbours told apart.
 */

/**
 * A query's columns for `ticketCategoryOf`, read from the price category joined on the ticket:
 * `.leftJoin(priceCategories, eq(priceCategories.id, tickets.categoryId))`.
 */
export const ticketCategoryColumns = {
  categoryKind: priceCategories.kind,
  categoryNames: priceCategories.names,
  categoryShown: sql<boolean>`exists (select 1 from ${priceCategories} as other
    where other.activity_id = ${priceCategories.activityId} and other.id <> ${priceCategories.id})`,
};

type TicketCategoryRow = {
  categoryKind: PriceCategoryKind | null;
  categoryNames: TicketCategory['names'];
  categoryShown: boolean | null;
};

export function ticketCategoryOf(row: TicketCategoryRow): TicketCategory | null {
  if (!row.categoryKind || !row.categoryShown) return null;
  return { kind: row.categoryKind, names: row.categoryNames ?? null };
}

/**
 * Whether an activity (a column of the query, or an id) has one price only: its bookings' lines then read
 * as so many people, as before prices per kind of guest.
 */
export const hasOnePrice = (activityId = activities.id) =>
  sql<boolean>`((select count(*) from ${priceCategories} as price
    where price.activity_id = ${activityId}) <= 1)`;
