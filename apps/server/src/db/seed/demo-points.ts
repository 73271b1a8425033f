import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';
import { PLACES } from './demo-places.ts';

/** A known place's words, as an activity stores them, and its pin. */
type KnownPlace = { name: string; address: string; latitude: number; longitude: number };

const KNOWN_PLACES: KnownPlace[] = Object.values(PLACES).map((place) => ({
  name: place.name,
  address: place.address,
  ...place.point,
}));

/**
 * Gives the demo's rows their map pins where they have none: a database seeded before activities had
 * points (migration 0024) keeps its rows, as seeding never overwrites, so their places are looked up by
 * the words they were written with (place name and address, both exactly). A row the host has pinned, or
 * one at a place the demo does not know, is left alone (sample activities a host made from /seed are that
 * host's own to pin). Returns the rows pinned.
 */
export async function pinKnownPlaces(db: Database): Promise<number> {
  const rows = KNOWN_PLACES.map(
    (place) =>
      sql`(${place.name}, ${place.address}, ${place.latitude}::double precision, ${place.longitude}::double precision)`,
  );
  const pinned = await db
    .update(activities)
    .set({ latitude: sql`known.latitude`, longitude: sql`known.longitude` })
    .from(sql`(values ${sql.join(rows, sql`, `)}) as known(location_name, address, latitude, longitude)`)
    .where(
      sql`${activities.latitude} is null and ${activities.locationName} = known.location_name and ${activities.address} = known.address`,
    )
    .returning({ id: activities.id });
  return pinned.length;
}
