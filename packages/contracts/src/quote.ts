import { LIMITS } from './limits.ts';
import { PRICING_MESSAGES } from './price-words.ts';
import type { PartyLine, PartyLineInput, PriceCategory } from './pricing.ts';

/*
 * The arithmetic of a booking's price, in whole euro cents, with the rounding rule in one place (`shareOf`).
 * The server's reservations/quote.ts feeds it what the database says (the categories, the early seats
 * already taken, the code, the moment) and is the one that counts; the activity page runs the same function
 * on what it was sent, so what the guest sees is what they pay.
 */

/** A code's terms as the quote needs them. `payer`: whose money the discount is (a host's code, or ours). */
export type QuoteCode = {
  percentOff: number | null;
  amountOffCents: number | null;
  minParty: number | null;
  payer: 'host' | 'platform';
  /** Shows the activity's code-only categories. */
  unlocksHidden: boolean;
};

export type QuoteInput = {
  categories: PriceCategory[];
  lines: PartyLineInput[];
  now: Date;
  code: QuoteCode | null;
  /** The platform's share of what a guest pays, in percent (config). */
  feePercent: number;
  /** A private group's minimum price: the party pays at least this much. Null for an ordinary booking. */
  privateMinimumCents: number | null;
  /** A private group may be larger than an ordinary party: its maximum group (null: the usual 10). */
  maxSeats?: number | null;
};

export type Quote = {
  lines: PartyLine[];
  /** Seats taken (infants on a lap take none) and tickets issued (one per guest). */
  seats: number;
  tickets: number;
  /** The lines' sum: what the party costs before a code. */
  subtotalCents: number;
  discountCents: number;
  /** What the guest pays: subtotal less discount. */
  amountCents: number;
  /** What the platform keeps, and what the host is paid (they add up to the amount). */
  platformFeeCents: number;
  hostShareCents: number;
};

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; message: string };

/** A share of an amount in whole cents, halves rounded up: the one rounding rule of money. */
export const shareOf = (cents: number, percent: number): number => Math.round((cents * percent) / 100);

/**
 * How many more guests of a category get its early-bird price at `now`: none once its moment has passed, else
 * the early seats left on this date (counted by the server when it read the category), or any number.
 */
export function earlyBirdOpen(category: PriceCategory, now: Date): number {
  const early = category.earlyBird;
  if (!early) return 0;
  if (early.until !== null && now.getTime() >= new Date(early.until).getTime()) return 0;
  return early.seatsLeft ?? Number.POSITIVE_INFINITY;
}

/** The lines, the discount, the fee and the host's share of a party, or why it cannot be booked so. */
export function quote(input: QuoteInput): QuoteResult {
  const byId = new Map(input.categories.map((c) => [c.id, c]));
  const lines: PartyLine[] = [];
  let seats = 0;
  let tickets = 0;
  let adults = 0;
  let needAdult = false;
  for (const chosen of input.lines) {
    if (chosen.quantity === 0) continue;
    const category = byId.get(chosen.categoryId);
    const offered = category && !category.hidden && (!category.codeOnly || input.code?.unlocksHidden);
    if (!category || !offered) return { ok: false, message: PRICING_MESSAGES.unknownCategory };
    tickets += chosen.quantity;
    if (category.takesSeat) seats += chosen.quantity;
    // An adult is a guest who takes a seat and needs nobody else: an adult, a senior, a reduced price.
    if (category.takesSeat && !category.needsAdult) adults += chosen.quantity;
    if (category.needsAdult) needAdult = true;
    const earlyLeft = Math.min(chosen.quantity, earlyBirdOpen(category, input.now));
    const line = (quantity: number, unitPriceCents: number, early: boolean): PartyLine => ({
      categoryId: category.id,
      kind: category.kind,
      names: category.names,
      quantity,
      unitPriceCents,
      totalCents: quantity * unitPriceCents,
      early,
      takesSeat: category.takesSeat,
    });
    if (earlyLeft > 0 && category.earlyBird) lines.push(line(earlyLeft, category.earlyBird.priceCents, true));
    if (chosen.quantity > earlyLeft)
      lines.push(line(chosen.quantity - earlyLeft, category.priceCents, false));
  }
  const maxSeats = input.maxSeats ?? LIMITS.maxSpotsPerBooking;
  if (seats < 1) return { ok: false, message: PRICING_MESSAGES.chooseGuests };
  if (seats > maxSeats || tickets > maxSeats * 2)
    return { ok: false, message: PRICING_MESSAGES.tooManySeats };
  if (needAdult && adults === 0) return { ok: false, message: PRICING_MESSAGES.needsAdult };

  let subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  if (input.privateMinimumCents !== null && subtotalCents < input.privateMinimumCents) {
    const topUp = input.privateMinimumCents - subtotalCents;
    lines.push({
      categoryId: null,
      kind: 'private_minimum',
      names: null,
      quantity: 1,
      unitPriceCents: topUp,
      totalCents: topUp,
      early: false,
      takesSeat: false,
    });
    subtotalCents = input.privateMinimumCents;
  }
  return {
    ok: true,
    quote: { lines, seats, tickets, subtotalCents, ...split(subtotalCents, input, tickets) },
  };
}

/**
 * Who pays a code: a host's code comes off the price, and the platform's fee is its share of what is paid.
 * A platform code comes off the platform's fee (decision 175): the host is paid as if there were no code, so a
 * platform code gives at most the fee.
 */
function split(subtotalCents: number, input: QuoteInput, tickets: number) {
  const code = input.code;
  const offered = code && tickets >= (code.minParty ?? 0) ? codeDiscount(subtotalCents, code) : 0;
  if (code?.payer === 'platform') {
    const fee = shareOf(subtotalCents, input.feePercent);
    const discountCents = Math.min(offered, fee);
    return {
      discountCents,
      amountCents: subtotalCents - discountCents,
      platformFeeCents: fee - discountCents,
      hostShareCents: subtotalCents - fee,
    };
  }
  const discountCents = Math.min(offered, subtotalCents);
  const amountCents = subtotalCents - discountCents;
  const platformFeeCents = shareOf(amountCents, input.feePercent);
  return { discountCents, amountCents, platformFeeCents, hostShareCents: amountCents - platformFeeCents };
}

function codeDiscount(subtotalCents: number, code: QuoteCode): number {
  if (code.percentOff !== null) return Math.min(subtotalCents, shareOf(subtotalCents, code.percentOff));
  return Math.min(subtotalCents, code.amountOffCents ?? 0);
}
