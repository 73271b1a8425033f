import type { Locale } from './product.ts';

/*
 * How a sentence names a city (decision 207), zod-free for the web's first load: the schema is cities.ts'
 * `CityName`.
 */

/** A city's name, and its names where a language writes it otherwise (Lisbon is Lisboa in Spanish and Catalan). */
export type CityNames = { name: string; names: Partial<Record<Locale, string>> };

/** The name of `city` in `locale`: the one way a sentence names a city ("Lisbon time", "hora de Lisboa"). */
export const cityNameIn = (city: CityNames, locale: Locale): string => city.names[locale] ?? city.name;
