import type { CityNames } from '@sortim/contracts/city-name';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/*
 * The cities Sortim runs in (decision 194). An activity belongs to one; its time zone is the wall clock of
 * every date, deadline and e-mail about the activity, and its map centre and bounds frame explore's map.
 * One city is the default: new activities go to it unless the host chose another, and explore opens on it.
 */

export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Its name where a language writes it otherwise ({"es": "Lisboa"}): contracts' `cityNameIn`. */
    names: jsonb('names').$type<CityNames['names']>().notNull().default({}),
    /** An IANA zone ('Europe/Madrid'): the wall clock of the city's activities. */
    timeZone: text('time_zone').notNull(),
    centerLatitude: doublePrecision('center_latitude').notNull(),
    centerLongitude: doublePrecision('center_longitude').notNull(),
    /** The map's zoom when it opens on the city. */
    zoom: integer('zoom').notNull(),
    /** The box the city's map keeps to (WGS 84 degrees). */
    south: doublePrecision('south').notNull(),
    west: doublePrecision('west').notNull(),
    north: doublePrecision('north').notNull(),
    east: doublePrecision('east').notNull(),
    /** ISO 4217; EUR only for now (decision 194). */
    currency: text('currency').notNull().default('EUR'),
    /** The languages the city's pages are offered in, first the city's own. */
    languages: text('languages').array().notNull(),
    /** The one city new activities and first visits go to. */
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cities_slug_uq').on(t.slug),
    uniqueIndex('cities_one_default_uq').on(t.isDefault).where(sql`${t.isDefault}`),
    check('cities_slug_form', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('cities_currency_eur', sql`${t.currency} = 'EUR'`),
    check('cities_has_language', sql`cardinality(${t.languages}) >= 1`),
    check(
      'cities_bounds',
      sql`${t.south} < ${t.north} AND ${t.west} < ${t.east} AND ${t.centerLatitude} BETWEEN ${t.south} AND ${t.north} AND ${t.centerLongitude} BETWEEN ${t.west} AND ${t.east}`,
    ),
  ],
);
