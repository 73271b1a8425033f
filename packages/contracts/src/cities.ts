import { z } from 'zod';
import type { CityNames } from './city-name.ts';
import { LOCALES } from './product.ts';

/*
 * Cities are data (decision 194): the cities table holds each one's zone, map frame, currency and languages.
 * An activity payload carries its city's `timeZone`, so whoever writes its dates (the web's formatters, the
 * server's e-mails and deadlines) reads one field instead of a constant.
 */

/** A point on the map, WGS 84 degrees. */
const Point = z.object({ latitude: z.number(), longitude: z.number() });

/**
 * A city's name as each language writes it (decision 207): `name`, or `names[locale]` where a language
 * writes it otherwise (Lisbon is Lisboa in Spanish and Catalan). Read it with city-name.ts' `cityNameIn`.
 */
export const CityName = z.object({
  name: z.string(),
  names: z.partialRecord(z.enum(LOCALES), z.string()),
}) satisfies z.ZodType<CityNames>;

/** One city as the switcher, explore and the map read it. */
export const City = CityName.extend({
  id: z.string(),
  slug: z.string(),
  /** An IANA zone: the wall clock of the city's activities. */
  timeZone: z.string(),
  center: Point,
  zoom: z.number().int(),
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }),
  /** EUR only for now (decision 194). */
  currency: z.literal('EUR'),
  languages: z.array(z.enum(LOCALES)),
  isDefault: z.boolean(),
});
export type City = z.infer<typeof City>;

/** `GET /api/cities`: every city, the default first, then by name. Public, cacheable. */
export const CityList = z.object({ items: z.array(City) });
export type CityList = z.infer<typeof CityList>;
