import type { City, CityList } from '@sortim/contracts/cities';
import { HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, cities } from '#src/db/schema.ts';
import { Invalid } from '#src/lib/errors.ts';

/*
 * The cities Sortim runs in (decision 194): what the switcher lists and explore's map opens on. Written by
 * migrations (Barcelona) and, for another city, by whoever opens it there; nothing in the app edits them.
 */

type CityRow = typeof cities.$inferSelect;

function toCity(row: CityRow): City {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    names: row.names,
    timeZone: row.timeZone,
    center: { latitude: row.centerLatitude, longitude: row.centerLongitude },
    zoom: row.zoom,
    bounds: { south: row.south, west: row.west, north: row.north, east: row.east },
    currency: 'EUR',
    languages: row.languages as City['languages'],
    isDefault: row.isDefault,
  };
}

/** `GET /api/cities`: every city, the default first, then by name. */
export async function listCities(db: Database): Promise<CityList> {
  const rows = await db.select().from(cities).orderBy(desc(cities.isDefault), asc(cities.name));
  return { items: rows.map(toCity) };
}

/**
 * The city a new activity goes to (decision 195): the one its host chose (`slug`), else the default city,
 * which with one city is the only one. An unknown slug is refused on the field.
 */
export async function cityForNewActivity(
  db: Database,
  slug: string | undefined,
): Promise<{ id: string; timeZone: string }> {
  const [city] = await db
    .select({ id: cities.id, timeZone: cities.timeZone })
    .from(cities)
    .where(slug === undefined ? eq(cities.isDefault, true) : eq(cities.slug, slug));
  if (!city) throw new Invalid(HOSTING_MESSAGES.unknownCity, { city: HOSTING_MESSAGES.unknownCity });
  return city;
}

/**
 * The city a host's imported drafts go to (a calendar names no city): the one of the activity they created
 * last, else the default city (undefined: the column's default). A host runs their activities in one city,
 * and a draft's city cannot be changed later (decision 195), so the default would strand a Lisbon host's
 * whole calendar in Barcelona.
 */
export async function hostCityId(db: Database, hostId: string): Promise<string | undefined> {
  const [latest] = await db
    .select({ cityId: activities.cityId })
    .from(activities)
    .where(eq(activities.hostId, hostId))
    .orderBy(desc(activities.createdAt))
    .limit(1);
  return latest?.cityId;
}

/** The slug of the city an activity runs in (the editor names it; a city is chosen once, decision 195). */
export async function citySlugOf(db: Database, activityId: string): Promise<string> {
  const [row] = await db
    .select({ slug: cities.slug })
    .from(activities)
    .innerJoin(cities, eq(cities.id, activities.cityId))
    .where(eq(activities.id, activityId));
  if (!row) throw new Error(`activity ${activityId} has no city`);
  return row.slug;
}
