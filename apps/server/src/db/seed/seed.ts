import type { PartyLine } from '@sortim/contracts/pricing';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import {
  accounts,
  activities,
  analyticsEvents,
  auditLog,
  bookings,
  hostApplications,
  hostTransfers,
  paymentSessions,
  priceCategories,
  profiles,
  promoCodeActivities,
  promoCodes,
  reviews,
  testProviderAccounts,
  testProviderCheckouts,
  testProviderRefunds,
  testProviderTransfers,
  userRoles,
  users,
  waitlistEntries,
} from '#src/db/schema.ts';
import { addDays, barcelonaDay } from '#src/lib/barcelona-time.ts';
import { rollupDay } from '#src/modules/analytics/daily-rollup.ts';
import { syncFromPrice } from '#src/modules/reservations/from-price.ts';
import { DEMO_ANALYTICS_DAYS } from './analytics-rows.ts';
import { buildDemoData, type DemoData } from './demo-data.ts';
import { pinKnownPlaces } from './demo-points.ts';
import { demoPasswords } from './people-rows.ts';
import { clearAllTables } from './reset-database.ts';

/** Rows inserted per table. */
export type SeedSummary = { [Table in keyof DemoData | 'dailyAnalytics']: number };

/** Serialises concurrent seeders (two server processes starting on one empty database). */
const SEED_LOCK_KEY = 72_022_001;

/** Builds the rows first: password hashing is slow and should not hold a transaction open. */
async function prepareDemoData(now: Date): Promise<DemoData> {
  const hashes = await Promise.all(
    demoPasswords().map(async (password) => [password, await hashPassword(password)] as const),
  );
  return buildDemoData(now, new Map(hashes));
}

/**
 * Inserts parents before children, each table in one statement, then rolls up the demo's week of traffic
 * as the nightly job would have (the Trends tab's rows).
 */
async function insertDemoData(tx: Transaction, data: DemoData, now: Date): Promise<SeedSummary> {
  await tx.insert(users).values(data.users);
  await tx.insert(profiles).values(data.profiles);
  await tx.insert(accounts).values(data.accounts);
  await tx.insert(userRoles).values(data.userRoles);
  await tx.insert(hostApplications).values(data.hostApplications);
  await tx.insert(testProviderAccounts).values(data.testProviderAccounts);
  await tx.insert(auditLog).values(data.auditLog);
  await tx.insert(activities).values(data.activities);
  await insertPrices(tx, data);
  await withFirstPrices(tx, [...data.paymentSessions, ...data.bookings]);
  await tx.insert(paymentSessions).values(data.paymentSessions);
  await tx.insert(testProviderCheckouts).values(data.testProviderCheckouts);
  await tx.insert(testProviderRefunds).values(data.testProviderRefunds);
  if (data.testProviderTransfers.length > 0) {
    await tx.insert(testProviderTransfers).values(data.testProviderTransfers);
  }
  await tx.insert(bookings).values(data.bookings);
  // Charged on the platform as checkout does today: hosts of activities ended a day ago were paid by then.
  if (data.hostTransfers.length > 0) await tx.insert(hostTransfers).values(data.hostTransfers);
  await tx.insert(reviews).values(data.reviews);
  await tx.insert(waitlistEntries).values(data.waitlistEntries);
  await tx.insert(analyticsEvents).values(data.analyticsEvents);
  const today = barcelonaDay(now);
  for (let daysBack = DEMO_ANALYTICS_DAYS; daysBack >= 1; daysBack--) {
    await rollupDay(tx, addDays(today, -daysBack));
  }
  const inserted = Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, rows.length]));
  return { ...inserted, dailyAnalytics: DEMO_ANALYTICS_DAYS } as SeedSummary;
}

/** The demo's prices and codes (price-rows.ts): its categories, early birds, "from" prices and codes. */
async function insertPrices(tx: Transaction, data: DemoData) {
  if (data.priceCategories.length > 0) await tx.insert(priceCategories).values(data.priceCategories);
  for (const { activityId, ...early } of data.earlyBirds) {
    await tx
      .update(priceCategories)
      .set(early)
      .where(and(eq(priceCategories.activityId, activityId), eq(priceCategories.position, 0)));
  }
  await syncFromPrice(tx, [...new Set(data.priceCategories.map((c) => c.activityId))]);
  await tx.insert(promoCodes).values(data.promoCodes);
  if (data.promoCodeActivities.length > 0)
    await tx.insert(promoCodeActivities).values(data.promoCodeActivities);
}

/** The demo's parties are of each activity's first price, whose id the database gave it (trigger). */
async function withFirstPrices(tx: Transaction, parties: { activityId: string; lines?: PartyLine[] }[]) {
  const firsts = await tx
    .select({ activityId: priceCategories.activityId, id: priceCategories.id })
    .from(priceCategories)
    .where(eq(priceCategories.position, 0));
  const firstOf = new Map(firsts.map((row) => [row.activityId, row.id]));
  for (const party of parties) {
    party.lines = party.lines?.map((line) => ({
      ...line,
      categoryId: firstOf.get(party.activityId) ?? null,
    }));
  }
}

async function hasUsers(db: Database | Transaction): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Inserts the whole demo data set in one transaction (an empty database is expected). */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<SeedSummary> {
  const data = await prepareDemoData(now);
  return db.transaction((tx) => insertDemoData(tx, data, now));
}

/**
 * Seeds only a database without users, so restarting the server never duplicates or overwrites data. A
 * seeded one only gains what the demo has since learnt about its own rows: their map pins (demo-points.ts).
 */
export async function seedIfEmpty(
  db: Database,
  logger: { info: (...a: unknown[]) => void },
): Promise<SeedSummary | null> {
  if (await hasUsers(db)) {
    const pinned = await pinKnownPlaces(db);
    if (pinned > 0) logger.info({ pinned }, 'demo activities given their map pins');
    return null;
  }
  const now = new Date();
  const data = await prepareDemoData(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return null;
    logger.info('Seeding demo data into the empty database');
    return insertDemoData(tx, data, now);
  });
}

/** Replaces everything in the database with the demo data, atomically (`npm run seed -- --reset`). */
export async function reseedDemoData(db: Database): Promise<SeedSummary> {
  const now = new Date();
  const data = await prepareDemoData(now);
  return db.transaction(async (tx) => {
    await clearAllTables(tx);
    return insertDemoData(tx, data, now);
  });
}
