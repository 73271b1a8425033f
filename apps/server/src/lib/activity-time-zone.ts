import type { CityNames } from '@sortim/contracts/city-name';
import { sql } from 'drizzle-orm';
import { activities, cities } from '#src/db/schema.ts';

/**
 * The time zone of the activity a query reads (`activities`, unaliased): its city's (decision 194). The one
 * way the server learns an activity's wall clock, for its dates, deadlines and e-mails; a column any select
 * over `activities` adds without a join.
 */
export const activityTimeZone = sql<string>`(select ${cities.timeZone} from ${cities} where ${cities.id} = ${activities.cityId})`;

/**
 * The name of that city in each language, which names the clock where a sentence says whose time it is
 * ("Lisbon time", "hora de Lisboa"): read with contracts' `cityNameIn` in the reader's language.
 */
export const activityCityName = sql<CityNames>`(select json_build_object('name', ${cities.name}, 'names', ${cities.names}) from ${cities} where ${cities.id} = ${activities.cityId})`;
