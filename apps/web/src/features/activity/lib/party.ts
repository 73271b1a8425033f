import type { ActivityDetail } from '@sortim/contracts/activities';
import type { CheckoutInput } from '@sortim/contracts/bookings';
import { LIMITS } from '@sortim/contracts/limits';
import type { PartyLineInput, PriceCategory } from '@sortim/contracts/pricing';
import type { AppliedCode } from '@sortim/contracts/promo-codes';
import { earlyBirdOpen, type QuoteResult, quote } from '@sortim/contracts/quote';

/*
 * The party a guest chooses on the activity page (how many of each price) and what it costs, by the same
 * quote() the server prices the hold with: what the page shows is what the payment page asks for.
 */

/** The URL's field for a code a link brings (`/activity/:id?code=FRIENDS`). */
export const CODE_PARAM = 'code';

/** How many guests of each category, by category id (a category not in it: none). */
export type Party = Readonly<Record<string, number>>;

/** A private group's terms, while the guest has chosen to book the whole date. */
export type PrivateGroup = NonNullable<ActivityDetail['privateOffer']>;

/**
 * What Book Now checks out: the party by price, the code, whether the group takes the whole date, and the
 * answers to the host's questions.
 */
export type CheckoutOrder = Pick<CheckoutInput, 'spots' | 'lines' | 'code' | 'private' | 'answers'>;

/** Today's default party: one guest of the first price, none of the others. */
export const startingParty = (categories: readonly PriceCategory[]): Party =>
  categories[0] ? { [categories[0].id]: 1 } : {};

const countOf = (party: Party, category: PriceCategory) => party[category.id] ?? 0;

/** What checkout is sent: every category with a guest, in the page's order. */
export const partyLines = (categories: readonly PriceCategory[], party: Party): PartyLineInput[] =>
  categories.flatMap((category) => {
    const quantity = countOf(party, category);
    return quantity > 0 ? [{ categoryId: category.id, quantity }] : [];
  });

/** The seats a party takes (an infant on a lap takes none) and the tickets it gets (one per guest). */
export function partySize(categories: readonly PriceCategory[], party: Party) {
  let seats = 0;
  let tickets = 0;
  for (const category of categories) {
    const count = countOf(party, category);
    tickets += count;
    if (category.takesSeat) seats += count;
  }
  return { seats, tickets };
}

/**
 * The categories the guest may choose from: the activity's, then those a code unlocks (a "friends" price),
 * each once.
 */
export function categoriesOffered(
  categories: readonly PriceCategory[],
  code: AppliedCode | null,
): PriceCategory[] {
  const unlocked = (code?.unlocked ?? []).filter((u) => !categories.some((c) => c.id === u.id));
  return [...categories, ...unlocked];
}

/** The quote of a party: its lines, discount and total, or the reason it cannot be booked so. */
export function priceParty({
  categories,
  party,
  code,
  privateGroup,
  now,
}: {
  categories: readonly PriceCategory[];
  party: Party;
  code: AppliedCode | null;
  privateGroup: PrivateGroup | null;
  now: Date;
}): QuoteResult {
  return quote({
    categories: [...categories],
    lines: partyLines(categories, party),
    now,
    code: code && {
      percentOff: code.percentOff,
      amountOffCents: code.amountOffCents,
      minParty: code.minParty,
      payer: code.payer,
      unlocksHidden: code.unlocksHidden,
    },
    // Only a platform code reads it (its discount is at most the fee, decision 175): the server sends it.
    feePercent: code?.feePercent ?? 0,
    privateMinimumCents: privateGroup?.minimumCents ?? null,
    maxSeats: privateGroup?.maxGroup ?? null,
  });
}

/**
 * The most guests of one price a booking line may have: a party's 10 seats (a private group's lines are held
 * by its largest group instead, as checkout's PartyLineInput allows).
 */
export const MAX_PER_LINE = LIMITS.maxSpotsPerBooking;

/** The bounds of a party: the seats a booking may take, and the spots on sale that bound them sooner. */
export type PartyBounds = {
  /** A booking's most seats: the usual 10, or a private group's largest. */
  maxSeats: number;
  /** The spots the guest can have now (those on sale, with a spot a waitlist offer holds for them). */
  available: number;
};

/** Why one more guest of a category cannot be added: the seats, the spots left, the tickets, the line. */
export type AddLimit = 'maxSeats' | 'spots' | 'tickets' | 'line';

/** Why one more guest of `category` would be too many, or null when they can come. */
export function addLimit(
  category: PriceCategory,
  categories: readonly PriceCategory[],
  party: Party,
  bounds: PartyBounds,
): AddLimit | null {
  const { seats, tickets } = partySize(categories, party);
  if (category.takesSeat && seats >= bounds.maxSeats) return 'maxSeats';
  if (category.takesSeat && seats >= bounds.available) return 'spots';
  // quote() allows twice the seats in tickets: infants on laps do not make a party endless.
  if (tickets >= bounds.maxSeats * 2) return 'tickets';
  if (countOf(party, category) >= Math.max(MAX_PER_LINE, bounds.maxSeats)) return 'line';
  return null;
}

/** The early-bird price a category sells at now, and how it ends; null when it has none left. */
export function openEarlyBird(category: PriceCategory, now: Date) {
  const early = category.earlyBird;
  if (!early || earlyBirdOpen(category, now) === 0) return null;
  return { priceCents: early.priceCents, until: early.until, seats: early.seats, seatsLeft: early.seatsLeft };
}
