import {
  ACTIVITY_FIELD_MESSAGES,
  type EditableActivity,
  PrivateOffer,
  type PrivateOffer as PrivateOfferInput,
} from '@sortim/contracts/hosting';
import {
  EarlyBird,
  MAX_PRICE_CATEGORIES,
  PRICING_MESSAGES,
  type PriceCategory,
  PriceCategoryInput,
  type PriceCategoryKind,
} from '@sortim/contracts/pricing';
import type { z } from 'zod';
import { centsToEuros, eurosToCents } from '#/features/activity-editor/lib/money.ts';
import { isoToWallTime, isWallTime, wallTimeToIso } from '#/lib/wall-time.ts';

/*
 * The Prices part of the activity form: the first price's early bird, the other prices (Child, Infant, a
 * name of the host's own...) and the private-group offer, as typed (euros, wall times on the activity's city's clock, empty
 * numbers as NaN). The contract's own schemas check them (PriceCategoryInput, EarlyBird, PrivateOffer),
 * their messages landing on the field the host typed in.
 */

const M = ACTIVITY_FIELD_MESSAGES;

/** An early-bird price as typed: off, or a lower price until a moment and/or for the first seats. */
export interface EarlyBirdValues {
  on: boolean;
  priceEur: number;
  /** A wall time on the activity's city's clock ('' for none). */
  until: string;
  /** NaN for none. */
  seats: number;
  /** Shown while editing: the early seats still open on this date (null without a seat count). */
  seatsLeft: number | null;
}

/** One price after the first, as typed. `categoryId`: the saved price it edits (null: a new one). */
export interface PriceValues {
  categoryId: string | null;
  kind: PriceCategoryKind;
  names: { en: string; es: string; ca: string };
  priceEur: number;
  /** NaN for no bound. */
  minAge: number;
  maxAge: number;
  takesSeat: boolean;
  needsAdult: boolean;
  codeOnly: boolean;
  hidden: boolean;
  /** A booking or a hold names it: it can be hidden, not removed. */
  inUse: boolean;
  early: EarlyBirdValues;
}

export interface PrivateOfferValues {
  on: boolean;
  minimumEur: number;
  maxGroup: number;
}

export interface PricesFormValues {
  earlyBird: EarlyBirdValues;
  prices: PriceValues[];
  privateOffer: PrivateOfferValues;
}

/** The kinds a host adds after the first price ('adult' is the first price itself). */
export const ADDABLE_KINDS = ['child', 'reduced', 'senior', 'infant', 'custom'] as const;
/** How many prices may follow the first. */
export const MAX_OTHER_PRICES = MAX_PRICE_CATEGORIES - 1;

const NO_EARLY_BIRD: EarlyBirdValues = {
  on: false,
  priceEur: Number.NaN,
  until: '',
  seats: Number.NaN,
  seatsLeft: null,
};

/** A new price of `kind`: an infant takes no seat, a child or an infant comes with an adult; the price is typed. */
export function newPrice(kind: (typeof ADDABLE_KINDS)[number]): PriceValues {
  return {
    categoryId: null,
    kind,
    names: { en: '', es: '', ca: '' },
    priceEur: kind === 'infant' ? 0 : Number.NaN,
    minAge: Number.NaN,
    maxAge: Number.NaN,
    takesSeat: kind !== 'infant',
    needsAdult: kind === 'child' || kind === 'infant',
    codeOnly: false,
    hidden: false,
    inUse: false,
    early: NO_EARLY_BIRD,
  };
}

export const PRICES_DEFAULTS: PricesFormValues = {
  earlyBird: NO_EARLY_BIRD,
  prices: [],
  privateOffer: { on: false, minimumEur: Number.NaN, maxGroup: Number.NaN },
};

const orNaN = (value: number | null) => value ?? Number.NaN;
const orNull = (value: number) => (Number.isNaN(value) ? null : value);

function earlyValues(early: PriceCategory['earlyBird'], timeZone: string): EarlyBirdValues {
  if (!early) return NO_EARLY_BIRD;
  return {
    on: true,
    priceEur: centsToEuros(early.priceCents),
    until: early.until ? isoToWallTime(early.until, timeZone) : '',
    seats: orNaN(early.seats),
    seatsLeft: early.seatsLeft,
  };
}

/** The form's prices from the activity as its editor loads it (the first price is `priceEur`'s). */
export function pricesDefaults(activity: EditableActivity): PricesFormValues & { priceEur: number } {
  const [first, ...others] = activity.priceCategories;
  return {
    priceEur: centsToEuros(first?.priceCents ?? activity.priceCents),
    earlyBird: earlyValues(first?.earlyBird ?? null, activity.timeZone),
    prices: others.map((category) => ({
      categoryId: category.id,
      kind: category.kind,
      names: { en: '', es: '', ca: '', ...category.names },
      priceEur: centsToEuros(category.priceCents),
      minAge: orNaN(category.minAge),
      maxAge: orNaN(category.maxAge),
      takesSeat: category.takesSeat,
      needsAdult: category.needsAdult,
      codeOnly: category.codeOnly,
      hidden: category.hidden,
      inUse: category.inUse,
      early: earlyValues(category.earlyBird, activity.timeZone),
    })),
    privateOffer: activity.privateOffer
      ? {
          on: true,
          minimumEur: centsToEuros(activity.privateOffer.minimumCents),
          maxGroup: activity.privateOffer.maxGroup,
        }
      : PRICES_DEFAULTS.privateOffer,
  };
}

function earlyInput(early: EarlyBirdValues, timeZone: string): z.input<typeof EarlyBird> | null {
  if (!early.on) return null;
  return {
    priceCents: eurosToCents(early.priceEur),
    until: early.until ? (wallTimeToIso(early.until, timeZone) ?? early.until) : null,
    seats: orNull(early.seats),
  };
}

function categoryInput(price: PriceValues, timeZone: string): PriceCategoryInput {
  return {
    ...(price.categoryId && { id: price.categoryId }),
    kind: price.kind,
    names: price.kind === 'custom' ? price.names : null,
    priceCents: eurosToCents(price.priceEur),
    minAge: orNull(price.minAge),
    maxAge: orNull(price.maxAge),
    takesSeat: price.takesSeat,
    needsAdult: price.needsAdult,
    codeOnly: price.codeOnly,
    hidden: price.hidden,
    earlyBird: earlyInput(price.early, timeZone),
  };
}

/** The prices of a create or update input; the early birds' ends typed on `timeZone`'s clock. */
export function toPricesInput(value: PricesFormValues, timeZone: string) {
  return {
    earlyBird: earlyInput(value.earlyBird, timeZone),
    priceCategories: value.prices.map((price) => categoryInput(price, timeZone)),
    privateOffer: value.privateOffer.on
      ? ({
          minimumCents: eurosToCents(value.privateOffer.minimumEur),
          maxGroup: value.privateOffer.maxGroup,
        } satisfies PrivateOfferInput)
      : null,
  };
}

/** Where a contract's path lands in the form: cents are typed as euros, a custom name first in English. */
const FORM_PATH: Record<string, string> = { priceCents: 'priceEur', names: 'names.en' };
const formPath = (path: PropertyKey[]): string[] => {
  const key = path.map(String).join('.');
  return (FORM_PATH[key] ?? key).split('.');
};

type Issue = { path: (string | number)[]; message: string };

/** A euro amount typed: a number, 0 or more, not beyond the most an activity may cost. */
function moneyIssue(euros: number): string | null {
  if (!Number.isFinite(euros) || euros < 0) return M.price;
  return euros > 10_000 ? M.priceMax : null;
}

/** An early bird's issues at `at`: the contract's EarlyBird rules, and below `priceEur`. */
function earlyIssues(
  early: EarlyBirdValues,
  priceEur: number,
  at: (string | number)[],
  timeZone: string,
): Issue[] {
  if (!early.on) return [];
  const money = moneyIssue(early.priceEur);
  if (money) return [{ path: [...at, 'priceEur'], message: money }];
  if (early.until && !isWallTime(early.until)) {
    return [{ path: [...at, 'until'], message: PRICING_MESSAGES.earlyEnd }];
  }
  const parsed = EarlyBird.safeParse(earlyInput(early, timeZone));
  const issues: Issue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: [...at, ...formPath(issue.path)],
        message: issue.message,
      }));
  if (Number.isFinite(priceEur) && early.priceEur >= priceEur) {
    issues.push({ path: [...at, 'priceEur'], message: PRICING_MESSAGES.earlyPrice });
  }
  return issues;
}

/** A price's issues: its amount as typed, then the contract's PriceCategoryInput rules. */
function priceIssues(price: PriceValues, index: number, timeZone: string): Issue[] {
  const at = ['prices', index];
  const money = moneyIssue(price.priceEur);
  if (money) return [{ path: [...at, 'priceEur'], message: money }];
  const issues = earlyIssues(price.early, price.priceEur, [...at, 'early'], timeZone);
  const parsed = PriceCategoryInput.safeParse({ ...categoryInput(price, timeZone), earlyBird: null });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = formPath(issue.path);
      // An age typed out of 0-120 gets the range's message, as a range backwards does.
      const age = path[0] === 'minAge' || path[0] === 'maxAge';
      issues.push({ path: [...at, ...path], message: age ? PRICING_MESSAGES.ageRange : issue.message });
    }
  }
  return issues;
}

/** The private offer's issues: the contract's PrivateOffer, and a group no larger than the activity. */
function privateOfferIssues(offer: PrivateOfferValues, capacity: number): Issue[] {
  if (!offer.on) return [];
  const issues: Issue[] = [];
  const minimum = moneyIssue(offer.minimumEur);
  if (minimum) issues.push({ path: ['privateOffer', 'minimumEur'], message: M.privateMinimum });
  const group = PrivateOffer.shape.maxGroup.safeParse(offer.maxGroup);
  if (!group.success) {
    issues.push({ path: ['privateOffer', 'maxGroup'], message: M.privateMaxGroup });
  } else if (Number.isFinite(capacity) && offer.maxGroup > capacity) {
    issues.push({ path: ['privateOffer', 'maxGroup'], message: M.privateGroupOverCapacity });
  }
  return issues;
}

/** The Prices part's rules, for the form's superRefine. */
export function pricesRules(
  value: PricesFormValues & { priceEur: number; capacity: number; timeZone: string },
  ctx: z.RefinementCtx,
) {
  const issues = [
    ...earlyIssues(value.earlyBird, value.priceEur, ['earlyBird'], value.timeZone),
    ...value.prices.flatMap((price, index) => priceIssues(price, index, value.timeZone)),
    ...privateOfferIssues(value.privateOffer, value.capacity),
  ];
  if (value.prices.length > MAX_OTHER_PRICES) {
    issues.push({ path: ['prices'], message: PRICING_MESSAGES.tooManyCategories });
  }
  for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
}
