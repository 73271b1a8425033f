import { z } from 'zod';
import { CategoryNames, categoryName, type PartyLine, PRICE_CATEGORY_KINDS } from './pricing.ts';
import type { Locale } from './product.ts';

/*
 * What a ticket, a booking, the roster and the door say of a guest's price: "Child", "Adult", a host's own
 * name. The server sends the category (its kind and the host's own names) and each screen names it in its
 * viewer's language. A ticket of an activity with one price says nothing more (it would only read "Person"),
 * so the server sends no category for it: the first price reads "Adult" once the activity has others.
 */

export const TicketCategory = z.object({
  kind: z.enum(PRICE_CATEGORY_KINDS),
  names: CategoryNames.nullable(),
});
export type TicketCategory = z.infer<typeof TicketCategory>;

/** "Child · Marc": a ticket's category and the name a private group's guest put on it; null with neither. */
export function ticketLabel(
  ticket: { category: TicketCategory | null; guestName: string | null },
  locale: Locale,
): string | null {
  const parts = [
    ticket.category ? categoryName(ticket.category, locale) : null,
    ticket.guestName?.trim() || null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** So many guests of one category. */
export type PartyCount = { category: TicketCategory; quantity: number };

/**
 * A party's guests by category, in the order of its lines: a category's early-bird seats and the rest count
 * together, and a private group's top-up to its minimum price is no guest.
 */
export function partyCounts(lines: readonly PartyLine[]): PartyCount[] {
  const counts = new Map<string, PartyCount>();
  for (const line of lines) {
    if (line.kind === 'private_minimum' || line.quantity <= 0) continue;
    const key = line.categoryId ?? `${line.kind}:${JSON.stringify(line.names)}`;
    const count = counts.get(key);
    if (count) count.quantity += line.quantity;
    else counts.set(key, { category: { kind: line.kind, names: line.names }, quantity: line.quantity });
  }
  return [...counts.values()];
}

/** "2 Adult · 1 Child · 1 Infant": a party's guests by category, in `locale`. */
export function partySummary(lines: readonly PartyLine[], locale: Locale, separator = ' · '): string {
  return countsText(partyCounts(lines), locale, separator);
}

/**
 * Tickets by category, in seat order of each category's first ticket; tickets that name no category (an
 * activity of one price) are left out, so an activity of one price counts nothing.
 */
export function ticketCounts(tickets: readonly { category: TicketCategory | null }[]): PartyCount[] {
  const counts = new Map<string, PartyCount>();
  for (const { category } of tickets) {
    if (!category) continue;
    const key = `${category.kind}:${JSON.stringify(category.names)}`;
    const count = counts.get(key);
    if (count) count.quantity += 1;
    else counts.set(key, { category, quantity: 1 });
  }
  return [...counts.values()];
}

/** "2 Adult · 1 Child" of some tickets, in `locale`; empty when none names a category. */
export function ticketSummary(
  tickets: readonly { category: TicketCategory | null }[],
  locale: Locale,
  separator = ' · ',
): string {
  return countsText(ticketCounts(tickets), locale, separator);
}

const countsText = (counts: PartyCount[], locale: Locale, separator: string) =>
  counts.map(({ category, quantity }) => `${quantity} ${categoryName(category, locale)}`).join(separator);
