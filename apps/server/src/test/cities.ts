import type { Database } from '#src/db/client.ts';
import { cities } from '#src/db/schema.ts';

/**
 * A second city for tests of cities as data (decision 194): Lisbon, on Europe/Lisbon, an hour behind
 * Barcelona all year (both change their clocks at the same instant). The demo stays Barcelona only.
 */
export async function addLisbon(db: Database) {
  const [lisbon] = await db
    .insert(cities)
    .values({
      slug: 'lisbon',
      name: 'Lisbon',
      // Lisboa in Spanish and Catalan: the clock is named as the reader's language writes it (decision 207).
      names: { es: 'Lisboa', ca: 'Lisboa' },
      timeZone: 'Europe/Lisbon',
      centerLatitude: 38.7223,
      centerLongitude: -9.1393,
      zoom: 12,
      south: 38.69,
      west: -9.23,
      north: 38.8,
      east: -9.09,
      languages: ['en'],
    })
    .onConflictDoUpdate({ target: cities.slug, set: { name: 'Lisbon' } })
    .returning();
  if (!lisbon) throw new Error('Lisbon not added');
  return lisbon;
}
