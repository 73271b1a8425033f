import { z } from 'zod';
import { PRICE_CATEGORY_KINDS, PRICING_MESSAGES } from './price-words.ts';

/*
 * Prices per kind of guest (docs/product.md, "Prices and codes"): every activity has one or more price
 * categories. The first is the activity's own price ("Adult", or "Person" while it is the only one); a host
 * may add Child, Reduced, Senior, Infant or a name of their own. A category may have an early-bird price
 * until a moment or for its first seats, may not take a seat (an infant on a lap still gets a ticket), may
 * need an adult in the same booking, and may show only with a code ("friends" prices).
 */

// The kinds' names, the messages and categoryName live beside, without zod, for the activity page's first
// load; imported from here as before.
export {
  categoryName,
  LINE_WORDS,
  lineName,
  MAX_PRICE_CATEGORIES,
  MAX_TICKETS_PER_BOOKING,
  PRICE_CATEGORY_KINDS,
  PRICE_CATEGORY_NAMES,
  PRICING_MESSAGES,
  type PriceCategoryKind,
} from './price-words.ts';

/** A name of the host's own, in the three languages (the host writes at least one; the others fall back). */
export const CategoryNames = z.object({
  en: z.string().trim().max(40).default(''),
  es: z.string().trim().max(40).default(''),
  ca: z.string().trim().max(40).default(''),
});
export type CategoryNames = z.infer<typeof CategoryNames>;

/** An early-bird price: until a moment (Barcelona time in the form, an instant here), for the first seats, or both. */
export const EarlyBird = z
  .object({
    priceCents: z.number().int().min(0).max(10_000_00),
    until: z.iso.datetime({ offset: true }).nullable().default(null),
    seats: z.number().int().min(1).max(1000).nullable().default(null),
  })
  .refine((e) => e.until !== null || e.seats !== null, {
    message: PRICING_MESSAGES.earlyEnd,
    path: ['until'],
  });
export type EarlyBird = z.infer<typeof EarlyBird>;

/**
 * A category as the host writes it. `id` names an existing one (edit); without it a new one is added.
 * Hidden: no longer sold (a category with bookings cannot be deleted). Code only: shown only with a code
 * that unlocks hidden prices.
 */
export const PriceCategoryInput = z
  .object({
    id: z.uuid().optional(),
    kind: z.enum(PRICE_CATEGORY_KINDS),
    names: CategoryNames.nullable().default(null),
    priceCents: z.number().int().min(0).max(10_000_00),
    minAge: z.number().int().min(0).max(120).nullable().default(null),
    maxAge: z.number().int().min(0).max(120).nullable().default(null),
    takesSeat: z.boolean().default(true),
    needsAdult: z.boolean().default(false),
    codeOnly: z.boolean().default(false),
    hidden: z.boolean().default(false),
    earlyBird: EarlyBird.nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'custom' && !(c.names?.en || c.names?.es || c.names?.ca)) {
      ctx.addIssue({ code: 'custom', path: ['names'], message: PRICING_MESSAGES.name });
    }
    if (c.minAge !== null && c.maxAge !== null && c.minAge > c.maxAge) {
      ctx.addIssue({ code: 'custom', path: ['maxAge'], message: PRICING_MESSAGES.ageRange });
    }
    if (c.earlyBird && c.earlyBird.priceCents >= c.priceCents) {
      ctx.addIssue({
        code: 'custom',
        path: ['earlyBird', 'priceCents'],
        message: PRICING_MESSAGES.earlyPrice,
      });
    }
  });
export type PriceCategoryInput = z.input<typeof PriceCategoryInput>;

/** A category as guests and the host's editor read it. `earlySeatsLeft`: of an early bird with a seat count. */
export const PriceCategory = z.object({
  id: z.string(),
  kind: z.enum(PRICE_CATEGORY_KINDS),
  names: CategoryNames.nullable(),
  priceCents: z.number().int(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  takesSeat: z.boolean(),
  needsAdult: z.boolean(),
  codeOnly: z.boolean(),
  hidden: z.boolean(),
  earlyBird: z
    .object({
      priceCents: z.number().int(),
      until: z.string().nullable(),
      seats: z.number().int().nullable(),
      seatsLeft: z.number().int().nullable(),
    })
    .nullable(),
});
export type PriceCategory = z.infer<typeof PriceCategory>;

/** The largest private group a host may offer (activities' private_max_group). */
export const MAX_PRIVATE_GROUP = 1000;

/** A line of a party as the guest chooses it: so many of a category. */
export const PartyLineInput = z.object({
  categoryId: z.uuid(PRICING_MESSAGES.unknownCategory),
  // A private group's line may be as large as its group (the quote holds seats to the party's limit).
  quantity: z.number().int().min(0).max(MAX_PRIVATE_GROUP),
});
export type PartyLineInput = z.infer<typeof PartyLineInput>;

/**
 * A line of a quote, a hold and a booking, as stored (jsonb) and shown: `quantity` tickets at `unitPriceCents`.
 * One category may be two lines: its early-bird seats and the rest. `categoryId` null: the top-up to a
 * private group's minimum price (no tickets).
 */
export const PartyLine = z.object({
  categoryId: z.string().nullable(),
  kind: z.union([z.enum(PRICE_CATEGORY_KINDS), z.literal('private_minimum')]),
  names: CategoryNames.nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  early: z.boolean(),
  takesSeat: z.boolean(),
});
export type PartyLine = z.infer<typeof PartyLine>;

/** A party of `quantity` guests at the first price (an activity's own price, before other categories). */
export const firstPriceLine = (
  categoryId: string | null,
  quantity: number,
  unitPriceCents: number,
): PartyLine => ({
  categoryId,
  kind: 'adult',
  names: null,
  quantity,
  unitPriceCents,
  totalCents: quantity * unitPriceCents,
  early: false,
  takesSeat: true,
});
