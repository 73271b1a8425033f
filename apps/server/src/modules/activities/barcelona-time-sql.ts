import { APP_TIME_ZONE } from '@sortim/contracts/product';
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * Activities happen in Barcelona, so every date and time-of-day filter reads the Barcelona wall clock,
 * whatever the server's, the database session's or the viewer's zone. PostgreSQL does the conversion
 * (`AT TIME ZONE`) with its own zone rules, so the daylight-saving changes are right on both engines.
 * (The seed's `db/seed/barcelona-time.ts` does the same in JavaScript for instants it writes.)
 */
const zone = sql.raw(`'${APP_TIME_ZONE}'`);

/** A date as YYYY-MM-DD, or the placeholder a prepared statement binds it to. */
type IsoDate = string | Placeholder;

/** The instant a Barcelona calendar date (YYYY-MM-DD) begins, 00:00 local time. */
export const barcelonaDayStart = (isoDate: IsoDate): SQL =>
  sql`((${isoDate}::date)::timestamp AT TIME ZONE ${zone})`;

/** The instant the next Barcelona day begins: the exclusive end of `isoDate`, 23 or 25 hours on DST days. */
export const barcelonaDayEnd = (isoDate: IsoDate): SQL =>
  sql`((${isoDate}::date + 1)::timestamp AT TIME ZONE ${zone})`;

/** The hour (0..23) on the Barcelona wall clock at an instant. */
export const barcelonaHour = (instant: SQLWrapper): SQL<number> =>
  sql<number>`extract(hour from ${instant} AT TIME ZONE ${zone})`;
