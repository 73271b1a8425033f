import { activityRow, scheduleActivities } from './activity-rows.ts';
import { type AnalyticsRows, buildAnalytics } from './analytics-rows.ts';
import { type BookingRows, buildBookings, paidSpotsByActivity } from './booking-rows.ts';
import { buildPeople, type PeopleRows } from './people-rows.ts';
import { buildPrices, type PriceRows } from './price-rows.ts';
import { buildTransfers, type TransferRows } from './transfer-rows.ts';

/*
 * The whole demo database as plain rows, built in memory from the definitions (demo-people.ts,
 * demo-activities.ts) and a seeded PRNG. Pure apart from the ids and "now", so it can be inspected
 * before anything is written.
 */

export type DemoData = PeopleRows &
  PriceRows &
  BookingRows &
  TransferRows &
  AnalyticsRows & { activities: ReturnType<typeof activityRow>[] };

export function buildDemoData(now: Date, passwordHashes: ReadonlyMap<string, string>): DemoData {
  const { people, rows: peopleRows } = buildPeople(now, passwordHashes);
  const scheduled = scheduleActivities(now, new Map(people.map((p) => [p.key, p])));
  const bookingRows = buildBookings(now, scheduled, people);
  const transferRows = buildTransfers(now, scheduled, bookingRows);
  const paidSpots = paidSpotsByActivity(bookingRows.bookings);
  const activities = scheduled.map((a) => activityRow(a, paidSpots.get(a.id) ?? 0));
  const analytics = buildAnalytics(now, activities, bookingRows.bookings, people);
  const prices = buildPrices(scheduled, people);
  return { ...peopleRows, activities, ...prices, ...bookingRows, ...transferRows, ...analytics };
}
