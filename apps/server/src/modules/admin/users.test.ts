import { randomUUID } from 'node:crypto';
import type { AdminUserDetail, AdminUserStats, AdminUsersPage } from '@sortim/contracts/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueWord, useAdminTestApp } from '#src/test/admin-users.ts';
import { signUp } from '#src/test/auth.ts';
import {
  createActivity,
  createBooking,
  createHost,
  createReview,
  createUser,
  createWaitlistEntry,
} from '#src/test/factories.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

const ctx = useAdminTestApp();

async function get(url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie: ctx.admin.cookie } });
}

async function list(query: Record<string, string | number>): Promise<AdminUsersPage> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await get(`/api/admin/users?${params}`);
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

const namesOf = (page: AdminUsersPage) => page.users.map((u) => u.displayName).sort();

/** A person whose last paid booking was made `daysAgo` days ago (of a past activity of another host). */
async function bookedDaysAgo(name: string, daysAgo: number | null, extra: { refunded?: boolean } = {}) {
  const db = ctx.app.db;
  const user = await createUser(db, { roles: ['user'], profile: { displayName: name } });
  if (daysAgo !== null) {
    const host = await createHost(db);
    const activity = await createActivity(db, { hostId: host.id, startTime: ago(daysAgo * DAY - HOUR) });
    const createdAt = ago(daysAgo * DAY);
    await createBooking(
      db,
      extra.refunded
        ? { userId: user.id, activityId: activity.id, createdAt, status: 'refunded', refundedAt: createdAt }
        : { userId: user.id, activityId: activity.id, createdAt },
    );
  }
  return user;
}

describe('GET /api/admin/users: the activity badge and the status filter', () => {
  const word = uniqueWord();
  const name = (label: string) => `${word} ${label}`;

  beforeAll(async () => {
    await bookedDaysAgo(name('d30'), 30);
    await bookedDaysAgo(name('d31'), 31);
    await bookedDaysAgo(name('d90'), 90);
    await bookedDaysAgo(name('d91'), 91);
    await bookedDaysAgo(name('never'), null);
    await bookedDaysAgo(name('refunded'), 5, { refunded: true });
  });

  it('counts whole days since the last paid booking: 30 active, 31 and 90 moderate, 91 inactive, none', async () => {
    const page = await list({ q: word });

    const badges = Object.fromEntries(page.users.map((u) => [u.displayName.split(' ')[1], u.badge]));
    expect(badges).toEqual({
      d30: 'active',
      d31: 'moderate',
      d90: 'moderate',
      d91: 'inactive',
      never: 'none',
      refunded: 'none',
    });
  });

  it('does not count a refunded booking as activity, but counts it among all bookings', async () => {
    const page = await list({ q: name('refunded') });

    expect(page.users).toHaveLength(1);
    expect(page.users[0]).toMatchObject({
      totalBookings: 1,
      paidBookings: 0,
      lastBookingAt: null,
      badge: 'none',
    });
  });

  it('filters active (a paid booking in 30 days) and inactive (none in 90, never-booked included)', async () => {
    expect(namesOf(await list({ q: word, status: 'active' }))).toEqual([name('d30')]);
    expect(namesOf(await list({ q: word, status: 'inactive' }))).toEqual(
      [name('d91'), name('never'), name('refunded')].sort(),
    );
    expect((await list({ q: word, status: 'all' })).total).toBe(6);
  });
});

describe('GET /api/admin/users: search, filters and pages', () => {
  it('searches name, e-mail, id and city, ignoring case, and takes % and _ literally', async () => {
    const db = ctx.app.db;
    const word = uniqueWord();
    const byName = await createUser(db, { profile: { displayName: `Núria ${word}Ferrer` } });
    const byEmail = await createUser(db, {
      email: `${word.toLowerCase()}.mail@example.test`,
      profile: { displayName: 'Mail Person' },
    });
    const byCity = await createUser(db, {
      profile: { displayName: 'City Person', city: `Sant ${word} de Mar` },
    });
    const id = `${word}-account-id`;
    const byId = await createUser(db, { id, profile: { displayName: 'Id Person' } });

    const ids = async (q: string) => (await list({ q })).users.map((u) => u.id).sort();
    expect(await ids(word.toUpperCase())).toEqual([byName.id, byEmail.id, byCity.id, byId.id].sort());
    expect(await ids(`${word}ferrer`)).toEqual([byName.id]);
    expect(await ids(`${word.toLowerCase()}.MAIL@`)).toEqual([byEmail.id]);
    expect(await ids(`${word}-account`)).toEqual([byId.id]);
    expect(await ids(`sant ${word}`)).toEqual([byCity.id]);
    expect(await ids(`${word}%`)).toEqual([]);
    expect(await ids(`${word.slice(0, 4)}_`)).toEqual([]);
  });

  it('filters by role: admin, host (host or verified host), user (no role beyond user)', async () => {
    const db = ctx.app.db;
    const word = uniqueWord();
    const person = (label: string, roles: ('user' | 'host' | 'verified_host' | 'admin')[]) =>
      createUser(db, { roles, profile: { displayName: `${word} ${label}` } });
    await person('guest', ['user']);
    await person('host', ['user', 'host']);
    await person('verified', ['user', 'verified_host']);
    await person('admin', ['user', 'admin']);
    await person('admin-host', ['user', 'host', 'admin']);

    const labels = async (role: string) =>
      (await list({ q: word, role })).users.map((u) => u.displayName.replace(`${word} `, '')).sort();
    expect(await labels('admin')).toEqual(['admin', 'admin-host']);
    expect(await labels('host')).toEqual(['admin-host', 'host', 'verified']);
    expect(await labels('user')).toEqual(['guest']);
    expect(await labels('all')).toEqual(['admin', 'admin-host', 'guest', 'host', 'verified']);
    expect(namesOf(await list({ q: word, status: 'verified_hosts' }))).toEqual([`${word} verified`]);
    const [verified] = (await list({ q: `${word} verified` })).users;
    expect(verified?.roles).toEqual(['user', 'verified_host']);
  });

  it('filters by city, the whole name ignoring case', async () => {
    const db = ctx.app.db;
    const word = uniqueWord();
    const a = await createUser(db, { profile: { displayName: 'A', city: `Gràcia ${word}` } });
    const b = await createUser(db, { profile: { displayName: 'B', city: `GRÀCIA ${word.toUpperCase()}` } });
    await createUser(db, { profile: { displayName: 'C', city: `Gràcia ${word} Nord` } });

    const page = await list({ city: `gràcia ${word.toLowerCase()}` });

    expect(page.users.map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('pages by 20, newest accounts first, with the total of every page', async () => {
    const db = ctx.app.db;
    const word = uniqueWord();
    const made = [];
    for (let i = 0; i < 23; i++) {
      made.push(
        await createUser(db, { profile: { displayName: `${word} ${i}`, createdAt: ago((30 - i) * HOUR) } }),
      );
    }
    const newest = made.reverse().map((u) => u.id);

    const first = await list({ q: word });
    const second = await list({ q: word, page: 2 });

    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.users.map((u) => u.id)).toEqual(newest.slice(0, 20));
    expect(second).toMatchObject({ total: 23, page: 2, pageSize: 20 });
    expect(second.users.map((u) => u.id)).toEqual(newest.slice(20));
    expect((await list({ q: word, page: 3 })).users).toEqual([]);
  });

  it("counts a person's bookings, paid bookings and the activities they host", async () => {
    const db = ctx.app.db;
    const word = uniqueWord();
    const host = await createHost(db, {
      profile: { displayName: `${word} host`, city: 'Barcelona', age: 34 },
    });
    const other = await createHost(db);
    const own = [
      await createActivity(db, { hostId: host.id }),
      await createActivity(db, { hostId: host.id }),
    ];
    const elsewhere = [
      await createActivity(db, { hostId: other.id, startTime: ago(3 * DAY) }),
      await createActivity(db, { hostId: other.id }),
    ];
    const lastPaid = ago(2 * DAY);
    await createBooking(db, { userId: host.id, activityId: elsewhere[0]?.id ?? '', createdAt: lastPaid });
    await createBooking(db, {
      userId: host.id,
      activityId: elsewhere[1]?.id ?? '',
      status: 'refunded',
      refundedAt: new Date(),
    });
    const guest = await createUser(db);
    await createBooking(db, { userId: guest.id, activityId: own[0]?.id ?? '' });

    const [row] = (await list({ q: `${word} host` })).users;

    expect(row).toMatchObject({
      id: host.id,
      city: 'Barcelona',
      age: 34,
      roles: ['host', 'verified_host'],
      totalBookings: 2,
      paidBookings: 1,
      activitiesHosted: 2,
      lastBookingAt: lastPaid.toISOString(),
      badge: 'active',
    });
  });

  it('never shows an anonymised account', async () => {
    const word = uniqueWord();
    await createUser(ctx.app.db, { profile: { displayName: `${word} gone`, deletedAt: new Date() } });

    expect(await list({ q: word })).toMatchObject({ users: [], total: 0 });
  });

  it('answers a page far past the end with no one', async () => {
    const page = await list({ page: Number.MAX_SAFE_INTEGER });

    expect(page.users).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });

  it('answers bad filters with 400', async () => {
    for (const query of ['role=owner', 'status=asleep', 'page=0', 'page=x']) {
      const res = await get(`/api/admin/users?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/admin/users/stats', () => {
  it('counts everyone, the active in 30 days, verified hosts and accounts new in 30 days; not the anonymised', async () => {
    const db = ctx.app.db;
    const stats = async (): Promise<AdminUserStats> => (await get('/api/admin/users/stats')).json();
    const before = await stats();

    await bookedDaysAgo('Stats active', 3);
    await bookedDaysAgo('Stats moderate', 45);
    await createUser(db, { roles: ['user', 'verified_host'], profile: { createdAt: ago(40 * DAY) } });
    await createUser(db, { profile: { createdAt: ago(31 * DAY) } });
    await createUser(db, { profile: { deletedAt: new Date() } });

    // The two booked people and their hosts (verified hosts made now) are new; the two made 31+ days ago are not.
    expect(await stats()).toEqual({
      total: before.total + 6,
      active30d: before.active30d + 1,
      verifiedHosts: before.verifiedHosts + 3,
      new30d: before.new30d + 4,
    });
  });
});

describe('GET /api/admin/users/cities', () => {
  it('lists each city once whatever its case, in order, without empty ones or anonymised people', async () => {
    const db = ctx.app.db;
    const word = uniqueWord();
    for (const city of [`Zz${word} Vic`, `zz${word} vic`, `Zz${word} Girona`, '']) {
      await createUser(db, { profile: { city } });
    }
    await createUser(db, { profile: { city: `Zz${word} Hidden`, deletedAt: new Date() } });

    const { cities } = (await get('/api/admin/users/cities')).json() as { cities: string[] };

    // One of the spellings for each city, in alphabetical order.
    expect(cities.filter((c) => c.includes(word)).map((c) => c.toLowerCase())).toEqual(
      [`Zz${word} Girona`, `Zz${word} Vic`].map((c) => c.toLowerCase()),
    );
    expect(cities).not.toContain('');
  });
});

describe('GET /api/admin/users/:id', () => {
  it("fills the four tabs: profile, activity, money and security with the admins' actions", async () => {
    const db = ctx.app.db;
    const person = await signUp(ctx.app, { name: 'Pau Vila' });
    const host = await createHost(db);
    const past = await createActivity(db, {
      hostId: host.id,
      title: 'Tapas walk in El Born',
      startTime: ago(DAY),
    });
    const soon = await createActivity(db, { hostId: host.id, title: 'Kayak at dawn in Sitges' });
    await createBooking(db, { userId: person.id, activityId: past.id, spots: 2, unitPriceCents: 2000 });
    await createBooking(db, {
      userId: person.id,
      activityId: soon.id,
      status: 'refunded',
      refundedAt: new Date(),
      unitPriceCents: 1500,
    });
    await createReview(db, { userId: person.id, activityId: past.id });
    await createWaitlistEntry(db, { userId: person.id, activityId: soon.id });
    const hosted = await createActivity(db, { hostId: person.id, title: 'Pau hosts a paella class' });
    const guest = await createUser(db);
    await createBooking(db, { userId: guest.id, activityId: hosted.id, unitPriceCents: 3000 });
    const roles = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${person.id}/roles`,
      headers: { cookie: ctx.admin.cookie },
      payload: { roles: ['user', 'host'] },
    });
    expect(roles.statusCode).toBe(200);

    const res = await get(`/api/admin/users/${person.id}`);

    expect(res.statusCode).toBe(200);
    const detail = res.json() as AdminUserDetail;
    expect(detail.profile).toMatchObject({
      id: person.id,
      displayName: 'Pau Vila',
      email: person.email,
      roles: ['user', 'host'],
      totalBookings: 2,
      paidBookings: 1,
      activitiesHosted: 1,
      badge: 'active',
      languages: [],
      interests: [],
    });
    expect(['variant_a', 'variant_b']).toContain(detail.profile.abGroup);
    expect(detail.activity.recentBookings.map((b) => [b.activityTitle, b.status, b.amountCents])).toEqual([
      ['Kayak at dawn in Sitges', 'refunded', 1500],
      ['Tapas walk in El Born', 'paid', 4000],
    ]);
    expect(detail.activity).toMatchObject({
      reviewsWritten: 1,
      waitlistEntries: 1,
      hostedActivities: [{ id: hosted.id, title: 'Pau hosts a paella class', timeZone: 'Europe/Madrid' }],
    });
    expect(detail.financial).toEqual({
      spentCents: 4000,
      refundedCents: 1500,
      earnedCents: 3000,
      payoutsEnabled: false,
      hasPayoutAccount: false,
    });
    expect(detail.security).toMatchObject({
      emailVerified: false,
      activeSessions: 1,
      signInMethods: ['credential'],
    });
    expect(detail.security.lastSignInAt).not.toBeNull();
    expect(detail.security.audit).toMatchObject([
      {
        action: 'roles.set',
        actorId: ctx.admin.id,
        actorName: 'Test Guest',
        before: { roles: ['user'] },
        after: { roles: ['user', 'host'] },
      },
    ]);
  });

  it('answers 404 for an unknown or anonymised account', async () => {
    const gone = await createUser(ctx.app.db, { profile: { deletedAt: new Date() } });
    for (const id of [randomUUID(), gone.id]) {
      const res = await get(`/api/admin/users/${id}`);
      expect(res.statusCode).toBe(404);
    }
  });
});
