import { PRICE_CATEGORY_KINDS } from '@sortim/contracts/pricing';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { timestamps } from './columns.ts';
import { profiles, users } from './people.ts';

/*
 * What an activity costs: its price categories (one per kind of guest, with early-bird prices), and the
 * promo codes hosts and admins hand out (docs/product.md, "Prices and codes").
 */

export const priceCategoryKindEnum = pgEnum('price_category_kind', PRICE_CATEGORY_KINDS);

/**
 * The prices of one activity (each date of a series has its own, so each date counts its own early seats).
 * Every activity has its first category (position 0, the activity's own price), created with the activity
 * by the database itself (trigger `activities_first_price`, migration 0027), whatever code inserts it.
 * `activities.price_cents` is the "from" price cards and the price filter use: the lowest price of a
 * category that takes a seat and is sold to everyone, kept by the code that writes categories.
 */
export const priceCategories = pgTable(
  'price_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: priceCategoryKindEnum('kind').notNull(),
    /** The host's own name ({ en, es, ca }) of a 'custom' category. */
    names: jsonb('names').$type<{ en: string; es: string; ca: string }>(),
    priceCents: integer('price_cents').notNull(),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    takesSeat: boolean('takes_seat').notNull().default(true),
    needsAdult: boolean('needs_adult').notNull().default(false),
    /** Shown only to a guest with a code that unlocks hidden prices. */
    codeOnly: boolean('code_only').notNull().default(false),
    /** No longer sold: a category with bookings is hidden, never deleted (its tickets name it). */
    hidden: boolean('hidden').notNull().default(false),
    earlyPriceCents: integer('early_price_cents'),
    earlyUntil: timestamp('early_until', { withTimezone: true }),
    earlySeats: integer('early_seats'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('price_categories_activity_position_uq').on(t.activityId, t.position),
    check('price_categories_price_non_negative', sql`${t.priceCents} >= 0`),
    check(
      'price_categories_early',
      sql`${t.earlyPriceCents} IS NULL OR (${t.earlyPriceCents} >= 0 AND ${t.earlyPriceCents} < ${t.priceCents} AND (${t.earlyUntil} IS NOT NULL OR ${t.earlySeats} IS NOT NULL))`,
    ),
    check('price_categories_early_seats', sql`${t.earlySeats} IS NULL OR ${t.earlySeats} >= 1`),
    check(
      'price_categories_ages',
      sql`${t.minAge} BETWEEN 0 AND 120 AND ${t.maxAge} BETWEEN 0 AND 120 AND ${t.minAge} <= coalesce(${t.maxAge}, 120)`,
    ),
    // The first category is the activity's own price: everyone may buy it, it takes a seat.
    check(
      'price_categories_first_is_open',
      sql`${t.position} <> 0 OR (${t.kind} = 'adult' AND ${t.takesSeat} AND NOT ${t.needsAdult} AND NOT ${t.codeOnly} AND NOT ${t.hidden})`,
    ),
  ],
);

export const discountPayerEnum = pgEnum('discount_payer', ['host', 'platform']);

/**
 * A promo code: a host's (for some or all of their activities; the discount is theirs) or the platform's
 * (`host_id` null, for any activity; the discount comes off the platform's fee). Codes are unique across
 * Sortim whatever their case, so a code means one thing wherever it is typed.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the host wrote it, upper case. */
    code: text('code').notNull(),
    hostId: text('host_id').references(() => profiles.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Every activity of the host (or, for a platform code, of everyone); else those in promo_code_activities. */
    allActivities: boolean('all_activities').notNull().default(false),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perAccountLimit: integer('per_account_limit'),
    /** The fewest guests (tickets) a booking needs for the code. */
    minParty: integer('min_party'),
    /** Shown to the guest when the code applies ("Welcome, friends of the bakery"). */
    note: text('note'),
    /** Shows the activity's code-only categories. */
    unlocksHidden: boolean('unlocks_hidden').notNull().default(false),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promo_codes_code_uq').using('btree', sql`upper(${t.code})`),
    index('promo_codes_host_idx').on(t.hostId),
    check(
      'promo_codes_one_discount',
      sql`(${t.percentOff} IS NULL) <> (${t.amountOffCents} IS NULL) AND ${t.percentOff} BETWEEN 1 AND 100 AND ${t.amountOffCents} BETWEEN 1 AND 1000000`,
    ),
    check(
      'promo_codes_window',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`,
    ),
    check(
      'promo_codes_limits',
      sql`${t.totalLimit} >= 1 AND ${t.perAccountLimit} >= 1 AND ${t.minParty} BETWEEN 1 AND 20`,
    ),
    check('promo_codes_code_shape', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{2,29}$'`),
  ],
);

/** The activities a code is for, when it is not for all of its owner's. */
export const promoCodeActivities = pgTable(
  'promo_code_activities',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.codeId, t.activityId], name: 'promo_code_activities_pk' }),
    index('promo_code_activities_activity_idx').on(t.activityId),
  ],
);
