import { LIMITS } from './limits.ts';
import { defineMessages } from './messages.ts';
import type { Locale } from './product.ts';

/*
 * The words of prices per kind of guest (pricing.ts), without zod: the activity page's first load names
 * its categories and runs the quote (quote.ts) with them, and stays free of zod.
 */

export const PRICE_CATEGORY_KINDS = ['adult', 'child', 'reduced', 'senior', 'infant', 'custom'] as const;
export type PriceCategoryKind = (typeof PRICE_CATEGORY_KINDS)[number];

/** The names of the kinds in each language; 'person' is the first category's name while it is alone. */
export const PRICE_CATEGORY_NAMES: Record<
  Locale,
  Record<Exclude<PriceCategoryKind, 'custom'> | 'person', string>
> = {
  en: {
    person: 'Person',
    adult: 'Adult',
    child: 'Child',
    reduced: 'Reduced',
    senior: 'Senior',
    infant: 'Infant',
  },
  es: {
    person: 'Persona',
    adult: 'Adulto',
    child: 'Niño',
    reduced: 'Reducida',
    senior: 'Mayor',
    infant: 'Bebé',
  },
  ca: {
    person: 'Persona',
    adult: 'Adult',
    child: 'Infant',
    reduced: 'Reduïda',
    senior: 'Gent gran',
    infant: 'Nadó',
  },
};

/** The words a payment page and a ticket add to a line, in each language. */
export const LINE_WORDS: Record<Locale, { earlyBird: string; privateMinimum: string; code: string }> = {
  en: { earlyBird: 'early bird', privateMinimum: 'Private group minimum', code: 'Code' },
  es: { earlyBird: 'precio anticipado', privateMinimum: 'Mínimo del grupo privado', code: 'Código' },
  ca: { earlyBird: 'preu anticipat', privateMinimum: 'Mínim del grup privat', code: 'Codi' },
};

/** A host's own name for a price, in the languages they wrote it in (pricing.ts' CategoryNames). */
type OwnNames = Partial<Record<Locale, string>> | null;

/** What a line of a party reads as ("Child", "Adult (early bird)", "Private group minimum"). */
export function lineName(
  line: { kind: PriceCategoryKind | 'private_minimum'; names: OwnNames; early: boolean },
  locale: Locale,
  alone = false,
): string {
  const words = LINE_WORDS[locale];
  if (line.kind === 'private_minimum') return words.privateMinimum;
  const name = categoryName({ kind: line.kind, names: line.names }, locale, alone);
  return line.early ? `${name} (${words.earlyBird})` : name;
}

/** What a guest reads for a category: its kind's name, or the host's own name in their language. */
export function categoryName(
  category: { kind: PriceCategoryKind; names: OwnNames },
  locale: Locale,
  alone = false,
): string {
  if (category.kind === 'custom') {
    const names = category.names;
    return names?.[locale] || names?.en || names?.es || names?.ca || PRICE_CATEGORY_NAMES[locale].person;
  }
  if (category.kind === 'adult' && alone) return PRICE_CATEGORY_NAMES[locale].person;
  return PRICE_CATEGORY_NAMES[locale][category.kind];
}

export const PRICING_MESSAGES = defineMessages('pricing', {
  name: 'Give this price a name',
  ageRange: 'The age range must go from a lower age to a higher one (0-120)',
  earlyPrice: 'The early-bird price must be lower than the price',
  earlyEnd: 'Say when the early-bird price ends: a date, a number of seats, or both',
  chooseGuests: 'Choose at least one guest who takes a seat',
  tooManySeats: `A booking has at most ${LIMITS.maxSpotsPerBooking} seats`,
  needsAdult: 'This price needs an adult in the same booking',
  unknownCategory: 'This price is not offered for this activity',
  categoryInUse: 'This price has bookings: hide it instead of deleting it',
  tooManyCategories: 'An activity has at most 8 prices',
  notPrivate: 'This activity is not offered for private groups',
  bookedPrivately: 'Booked privately',
  privateTaken: 'This date already has bookings: choose another date for a private group',
});

/** The most categories an activity has, and the most tickets one booking line may ask for. */
export const MAX_PRICE_CATEGORIES = 8;
export const MAX_TICKETS_PER_BOOKING = 20;
