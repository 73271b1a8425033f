import { sql } from 'drizzle-orm';
import { activities, cities } from '#src/db/schema.ts';

/**
 * The time zone of the activity a query reads (`activities`, unaliased): its city's (decision 194). The one
 * way the server learns an activity's wall clock, for its dates, deadlines and e-mails; a column any select
 * over `activities` adds without a join.
 */
export const activityTimeZone = sql<string>`(select ${cities.timeZone} from ${cities} where ${cities.id} = ${activities.cityId})`;

/** The name of that city, which names the clock where a sentence says whose time it is ("Lisbon time"). */
export const activityCityName = sql<string>`(select ${cities.name} from ${cities} where ${cities.id} = ${activities.cityId})`;
