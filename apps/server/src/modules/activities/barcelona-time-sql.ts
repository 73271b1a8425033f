import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { cities } from '#src/db/schema.ts';

/*
 * Every date and time-of-day filter reads a city's wall clock (decision 194): the chosen city's on explore
 * and the map, the default city's (Barcelona) when none was chosen, whatever the server's, the database
 * session's or the viewer's zone. PostgreSQL does the conversion (`AT TIME ZONE`) with its own zone rules,
 * so the daylight-saving changes are right on both engines; the zone is read from the cities table once
 * per statement (an init plan), so the start-time index still serves the range.
 * (The seed's `db/seed/barcelona-time.ts` does the same in JavaScript for instants it writes.)
 */

/** A date as YYYY-MM-DD, or the placeholder a prepared statement binds it to. */
type IsoDate = string | Placeholder;

/** The zone of the city with slug `slug`. */
export const cityZone = (slug: string | Placeholder): SQL =>
  sql`(select ${cities.timeZone} from ${cities} where ${cities.slug} = ${slug})`;

/** The id of the city with slug `slug`. */
export const cityIdOf = (slug: string | Placeholder): SQL =>
  sql`(select ${cities.id} from ${cities} where ${cities.slug} = ${slug})`;

/** The default city's zone. */
export const defaultCityZone: SQL = sql`(select ${cities.timeZone} from ${cities} where ${cities.isDefault})`;

/** The instant a calendar date (YYYY-MM-DD) begins in `zone`, 00:00 local time. */
export const barcelonaDayStart = (isoDate: IsoDate, zone: SQL = defaultCityZone): SQL =>
  sql`((${isoDate}::date)::timestamp AT TIME ZONE ${zone})`;

/** The instant the next day begins in `zone`: the exclusive end of `isoDate`, 23 or 25 hours on DST days. */
export const barcelonaDayEnd = (isoDate: IsoDate, zone: SQL = defaultCityZone): SQL =>
  sql`((${isoDate}::date + 1)::timestamp AT TIME ZONE ${zone})`;

/** The hour (0..23) on `zone`'s wall clock at an instant. */
export const barcelonaHour = (instant: SQLWrapper, zone: SQL = defaultCityZone): SQL<number> =>
  sql<number>`extract(hour from ${instant} AT TIME ZONE ${zone})`;
