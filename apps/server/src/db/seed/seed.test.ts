import { existsSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '@sortim/contracts/taxonomy';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import {
  accounts,
  activities,
  auditLog,
  bookings,
  hostApplications,
  profiles,
  userRoles,
  users,
  waitlistEntries,
} from '#src/db/schema.ts';
import { verifyAdminRole } from '#src/modules/admin/role-tools.service.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';
import { DEMO_ACCOUNTS } from './demo-people.ts';
import { reseedDemoData, type SeedSummary, seedIfEmpty } from './seed.ts';

const quiet = { info: () => {} };
const webPublic = path.resolve(import.meta.dirname, '../../../../web/public');

let database: TestDatabase;
let db: Database;
let summary: SeedSummary | null;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  summary = await seedIfEmpty(db, quiet);
});

afterAll(async () => {
  await database.close();
});

const roleHolders = async (role: 'admin' | 'host' | 'verified_host') =>
  (await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, role))).map(
    (r) => r.userId,
  );

/** Hosts and verified hosts (a verified host holds that role instead of host). */
const allHosts = async () => [...(await roleHolders('host')), ...(await roleHolders('verified_host'))];

describe('seedIfEmpty', () => {
  it('seeds an empty database and reports the rows per table', async () => {
    expect(summary).not.toBeNull();
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(activities);
    expect(summary?.activities).toBe(count);
    expect(summary?.users).toBe(summary?.profiles);
  });

  it('seeds once: a second call leaves the data alone', async () => {
    const before = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(await seedIfEmpty(db, quiet)).toBeNull();
    expect(await db.select({ count: sql<number>`count(*)::int` }).from(users)).toEqual(before);
  });
});

describe('demo people', () => {
  it('has one admin, about eight hosts and about ten guests', async () => {
    expect(await roleHolders('admin')).toHaveLength(1);
    const hosts = await allHosts();
    expect(hosts.length).toBeGreaterThanOrEqual(7);
    const everyone = await db.select({ id: users.id }).from(users);
    const guests = everyone.filter((u) => !hosts.includes(u.id)).length - 1;
    expect(guests).toBeGreaterThanOrEqual(9);
  });

  it('gives verified hosts a payment account with payouts, and leaves some hosts without payouts', async () => {
    const hostProfiles = await db
      .select({
        id: profiles.id,
        stripeAccountId: profiles.stripeAccountId,
        payoutsEnabled: profiles.payoutsEnabled,
      })
      .from(profiles)
      .innerJoin(
        userRoles,
        and(eq(userRoles.userId, profiles.id), inArray(userRoles.role, ['host', 'verified_host'])),
      );
    const verified = await roleHolders('verified_host');
    const withPayouts = hostProfiles.filter((p) => p.payoutsEnabled);
    expect(withPayouts.length).toBeGreaterThanOrEqual(4);
    expect(withPayouts.map((p) => p.id).sort()).toEqual([...verified].sort());
    for (const host of withPayouts) expect(host.stripeAccountId).toMatch(/^acct_demo_/);
    // A verified host holds that single role, never host beside it.
    const plainHosts = await roleHolders('host');
    for (const id of verified) expect(plainHosts).not.toContain(id);
    expect(hostProfiles.some((p) => !p.payoutsEnabled)).toBe(true);
  });

  it('lets the demo accounts sign in with their documented passwords', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [row] = await db
        .select({ hash: accounts.password, accountId: accounts.accountId, userId: accounts.userId })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(and(eq(users.email, account.email), eq(accounts.providerId, 'credential')));
      expect(row?.accountId).toBe(row?.userId);
      expect(await verifyPassword({ hash: row?.hash ?? '', password: account.password })).toBe(true);
    }
  });

  it("records how the admin became one, so 'Verify Admin Role' can give a lost role back", async () => {
    const [adminId] = await roleHolders('admin');
    const records = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, adminId ?? ''));
    expect(records).toMatchObject([
      { action: 'admin.grant', actorId: null, targetId: adminId, after: { roles: ['user', 'admin'] } },
    ]);

    await db.delete(userRoles).where(and(eq(userRoles.userId, adminId ?? ''), eq(userRoles.role, 'admin')));
    const caller = {
      id: adminId ?? '',
      email: DEMO_ACCOUNTS.admin.email,
      name: 'Admin',
      roles: ['user' as const],
    };
    expect(await verifyAdminRole(db, caller)).toEqual({ isAdmin: true, restored: true });
    expect(await roleHolders('admin')).toEqual([adminId]);
  });

  it('has an approved application per host, and pending and rejected ones from guests', async () => {
    const applications = await db.select().from(hostApplications);
    const hosts = await allHosts();
    const approved = applications.filter((a) => a.status === 'approved').map((a) => a.userId);
    expect(approved.sort()).toEqual([...hosts].sort());
    expect(applications.filter((a) => a.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(applications.filter((a) => a.status === 'rejected')).toHaveLength(1);
  });
});

describe('demo activities', () => {
  it('covers every category and most subtypes, mostly in the coming eight weeks', async () => {
    const rows = await db.select().from(activities);
    const now = Date.now();
    const upcoming = rows.filter((a) => a.startTime.getTime() > now);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((a) => a.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(rows.map((a) => a.subtype)).size).toBeGreaterThanOrEqual(20);
    expect(upcoming.length).toBeGreaterThan(rows.length / 2);
    expect(upcoming.every((a) => a.startTime.getTime() < now + 9 * 7 * 24 * 3600 * 1000)).toBe(true);
    expect(rows.length - upcoming.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((a) => !a.isPublished).length).toBeGreaterThanOrEqual(1);
  });

  it('pins every activity on the map at its meeting point, in Barcelona', async () => {
    const rows = await db.select().from(activities);
    for (const row of rows) {
      // Barcelona from Collserola to the sea; day trips meet at a station in town.
      expect(row.latitude, row.title).toBeGreaterThan(41.35);
      expect(row.latitude, row.title).toBeLessThan(41.43);
      expect(row.longitude, row.title).toBeGreaterThan(2.1);
      expect(row.longitude, row.title).toBeLessThan(2.22);
    }
    // The same place, the same pin: a series' dates and activities sharing a meeting point agree.
    const byPlace = new Map<string, string>();
    for (const row of rows) {
      const place = `${row.locationName} | ${row.address}`;
      const point = `${row.latitude},${row.longitude}`;
      expect(byPlace.get(place) ?? point, place).toBe(point);
      byPlace.set(place, point);
    }
    expect(new Set(byPlace.values()).size).toBeGreaterThanOrEqual(30);
  });

  it('pins, on the next start, demo rows seeded before activities had points, and only those', async () => {
    const rows = await db.select().from(activities).orderBy(activities.id).limit(3);
    const [lost, alsoLost, hostsOwn] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const pinOf = async (id: string) =>
      (
        await db
          .select({ latitude: activities.latitude, longitude: activities.longitude })
          .from(activities)
          .where(eq(activities.id, id))
      )[0];
    const unpinned = { latitude: null, longitude: null };
    await db
      .update(activities)
      .set(unpinned)
      .where(inArray(activities.id, [lost.id, alsoLost.id]));
    // A host moved this one's pin, and this one's place is not the demo's: both stay as they are.
    const moved = { latitude: 41.4, longitude: 2.17 };
    await db.update(activities).set(moved).where(eq(activities.id, hostsOwn.id));
    const [elsewhere] = await db
      .insert(activities)
      .values({
        ...lost,
        id: undefined,
        externalUid: null,
        locationName: 'A café the demo does not know',
        ...unpinned,
      })
      .returning({ id: activities.id });

    expect(await seedIfEmpty(db, quiet)).toBeNull();

    expect(await pinOf(lost.id)).toEqual({ latitude: lost.latitude, longitude: lost.longitude });
    expect(await pinOf(alsoLost.id)).toEqual({ latitude: alsoLost.latitude, longitude: alsoLost.longitude });
    expect(await pinOf(hostsOwn.id)).toEqual(moved);
    expect(await pinOf(elsewhere?.id as string)).toEqual(unpinned);
    await db.delete(activities).where(eq(activities.id, elsewhere?.id as string));
    await db
      .update(activities)
      .set({ latitude: hostsOwn.latitude, longitude: hostsOwn.longitude })
      .where(eq(activities.id, hostsOwn.id));
  });

  it('features a few published upcoming activities', async () => {
    const featured = await db.select().from(activities).where(eq(activities.featured, true));
    expect(featured.length).toBeGreaterThanOrEqual(3);
    for (const a of featured) {
      expect(a.isPublished).toBe(true);
      expect(a.startTime.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('has a few nearly sold out and exactly one sold out activity, which has a waitlist', async () => {
    const rows = await db.select().from(activities).where(eq(activities.isPublished, true));
    expect(rows.filter((a) => a.spotsRemaining >= 1 && a.spotsRemaining <= 2).length).toBeGreaterThanOrEqual(
      2,
    );
    const soldOut = rows.filter((a) => a.spotsRemaining === 0);
    expect(soldOut).toHaveLength(1);
    const waiting = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.activityId, soldOut[0]?.id ?? ''));
    expect(waiting.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps spots remaining = capacity - paid spots - third-party attendees', async () => {
    const rows = await db
      .select({
        capacity: activities.capacity,
        thirdParty: activities.thirdPartyAttendees,
        spotsRemaining: activities.spotsRemaining,
        paidSpots: sql<number>`coalesce(sum(${bookings.spots}), 0)::int`,
      })
      .from(activities)
      .leftJoin(bookings, and(eq(bookings.activityId, activities.id), eq(bookings.status, 'paid')))
      .groupBy(activities.id);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const a of rows) expect(a.spotsRemaining).toBe(a.capacity - a.paidSpots - a.thirdParty);
  });

  it('shows every cancellation policy on upcoming activities, each booking carrying its activity’s', async () => {
    const policies = await db
      .selectDistinct({ policy: activities.cancellationPolicy })
      .from(activities)
      .where(and(eq(activities.status, 'published'), sql`${activities.startTime} > now()`));
    expect(policies.map((p) => p.policy).sort()).toEqual(['flexible', 'moderate', 'strict']);
    const mismatched = await db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(sql`${bookings.cancellationPolicy} is distinct from ${activities.cancellationPolicy}`);
    expect(mismatched).toEqual([]);
    const refunded = await db
      .select({ amountCents: bookings.amountCents, refundedCents: bookings.refundedCents })
      .from(bookings)
      .where(eq(bookings.status, 'refunded'));
    expect(refunded.length).toBeGreaterThan(0);
    for (const row of refunded) expect(row.refundedCents).toBe(row.amountCents);
  });

  it('points at images that ship with the web app', async () => {
    const rows = await db.select().from(activities);
    const avatars = await db.select({ url: profiles.avatarUrl }).from(profiles);
    const urls = [
      ...rows.flatMap((a) => [a.coverImageUrl, a.thumbnailUrl, ...a.additionalImages]),
      ...avatars.map((p) => p.url),
    ].filter((url): url is string => url !== null);
    const missing = [...new Set(urls)].filter((url) => !existsSync(path.join(webPublic, url)));
    expect(missing).toEqual([]);
  });
});

describe('reseedDemoData', () => {
  it('replaces every row with a fresh copy of the demo data', async () => {
    const before = await db.select({ id: users.id }).from(users);
    await db.insert(users).values({ id: 'extra', name: 'Extra Person', email: 'extra@example.test' });

    // Counts that depend on the minute (events within the week) may move; people and activities do not.
    expect(await reseedDemoData(db)).toMatchObject({
      users: summary?.users,
      activities: summary?.activities,
    });

    const after = await db.select({ id: users.id }).from(users);
    expect(after).toHaveLength(before.length);
    expect(after.some((u) => before.some((b) => b.id === u.id) || u.id === 'extra')).toBe(false);
  });
});
