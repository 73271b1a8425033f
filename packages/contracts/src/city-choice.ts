/*
 * Which city a screen about no activity uses (decision 195), zod-free for explore's first load: the one in
 * the address (`?city=lisbon`), else the one this browser chose last, else the default city.
 */

/** The query parameter that picks a city on explore and the map (its slug). */
export const CITY_PARAM = 'city';

/** The chosen city when it exists, else the default, else the first. */
export function chooseCity<C extends { slug: string; isDefault: boolean }>(
  cities: readonly C[],
  ...choices: (string | null | undefined)[]
): C | undefined {
  for (const slug of choices) {
    const chosen = slug ? cities.find((c) => c.slug === slug) : undefined;
    if (chosen) return chosen;
  }
  return cities.find((c) => c.isDefault) ?? cities[0];
}
