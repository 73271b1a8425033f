import type { AttendeeList } from '@sortim/contracts/attendees';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { firstName } from './attendees.service.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/activities/:id/attendees', () => {
  const ctx = useTestApp();
  const people = {} as Record<'host' | 'admin' | 'coAttendee' | 'stranger', TestAccount>;
  const ids = {} as { activity: string; draft: string; alice: string; bob: string };

  const get = (id: string, cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/activities/${id}/attendees`,
      headers: cookie ? { cookie } : {},
    });
  const list = async (cookie: string, id = ids.activity) => {
    const res = await get(id, cookie);
    expect(res.statusCode).toBe(200);
    return { body: res.json() as AttendeeList, raw: res.body };
  };

  beforeAll(async () => {
    const db = ctx.app.db;
    people.host = await signUp(ctx.app, { name: 'Hana Host', roles: ['host'] });
    people.admin = await signUp(ctx.app, { name: 'Ada Admin', roles: ['admin'] });
    people.coAttendee = await signUp(ctx.app, { name: 'Dani Coll' });
    people.stranger = await signUp(ctx.app, { name: 'Eva Estranya' });

    const alice = await createUser(db, {
      profile: {
        displayName: 'Alice Martínez Puig',
        city: 'Girona',
        avatarUrl: '/uploads/avatars/alice.webp',
      },
    });
    const bob = await createUser(db, {
      profile: { displayName: 'Bob Serra', city: 'Sabadell', avatarUrl: '/uploads/avatars/bob.webp' },
    });
    const carol = await createUser(db, { profile: { displayName: 'Carol Refunded', city: 'Reus' } });
    ids.alice = alice.id;
    ids.bob = bob.id;

    const activity = await createActivity(db, { hostId: people.host.id, thirdPartyAttendees: 3 });
    ids.activity = activity.id;
    await createBooking(db, { userId: alice.id, activityId: activity.id, spots: 2 });
    await createBooking(db, { userId: bob.id, activityId: activity.id, spots: 1 });
    await createBooking(db, {
      userId: carol.id,
      activityId: activity.id,
      spots: 4,
      status: 'refunded',
      refundedAt: new Date(),
    });

    // The co-attendee went to another activity with Alice; with Bob only on a booking later refunded.
    const otherHost = await createHost(db);
    const past = await createActivity(db, {
      hostId: otherHost.id,
      startTime: new Date(Date.now() - 10 * DAY),
    });
    await createBooking(db, { userId: people.coAttendee.id, activityId: past.id });
    await createBooking(db, { userId: alice.id, activityId: past.id });
    const another = await createActivity(db, { hostId: otherHost.id });
    await createBooking(db, { userId: people.coAttendee.id, activityId: another.id });
    await createBooking(db, {
      userId: bob.id,
      activityId: another.id,
      status: 'refunded',
      refundedAt: new Date(),
    });

    const draft = await createActivity(db, { hostId: people.host.id, isPublished: false });
    ids.draft = draft.id;
  });

  it('refuses anonymous callers with 401', async () => {
    const res = await get(ids.activity);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    expect(res.body).not.toContain('Alice');
  });

  it('shows the host every paid attendee in full, counting people by spots and external attendees apart', async () => {
    const { body } = await list(people.host.cookie);

    expect(body).toMatchObject({ view: 'host', ownPeople: 3, external: 3, totalPeople: 6 });
    expect(body.attendees).toEqual([
      expect.objectContaining({
        name: 'Alice Martínez Puig',
        city: 'Girona',
        avatarUrl: '/uploads/avatars/alice.webp',
        spots: 2,
        visibility: 'full',
      }),
      expect.objectContaining({ name: 'Bob Serra', city: 'Sabadell', spots: 1, visibility: 'full' }),
    ]);
  });

  it('leaves out refunded bookings', async () => {
    const { raw } = await list(people.host.cookie);
    expect(raw).not.toContain('Carol');
    expect(raw).not.toContain('Reus');
  });

  it('shows an admin everyone in full', async () => {
    const { body } = await list(people.admin.cookie);

    expect(body.view).toBe('host');
    expect(body.attendees.map((a) => [a.name, a.city])).toEqual([
      ['Alice Martínez Puig', 'Girona'],
      ['Bob Serra', 'Sabadell'],
    ]);
  });

  it('shows a co-attendee of another paid activity that person in full, and only the first name of others', async () => {
    const { body, raw } = await list(people.coAttendee.cookie);

    expect(body).toMatchObject({ view: 'guest', ownPeople: 3, external: 3, totalPeople: 6 });
    expect(body.attendees).toEqual([
      {
        name: 'Alice Martínez Puig',
        city: 'Girona',
        avatarUrl: '/uploads/avatars/alice.webp',
        spots: 2,
        visibility: 'full',
        sharedActivity: true,
        isYou: false,
      },
      // Bob's booking on the shared activity was refunded: they never met.
      {
        name: 'Bob',
        city: null,
        avatarUrl: null,
        spots: 1,
        visibility: 'first_name',
        sharedActivity: false,
        isYou: false,
      },
    ]);
    for (const hidden of ['Serra', 'Sabadell', 'bob.webp', ids.bob]) expect(raw).not.toContain(hidden);
  });

  it('shows a stranger first names only, and nothing else of anyone', async () => {
    const { body, raw } = await list(people.stranger.cookie);

    expect(body.view).toBe('guest');
    expect(body.attendees.map((a) => a.name)).toEqual(['Alice', 'Bob']);
    expect(body.attendees.every((a) => a.city === null && a.avatarUrl === null)).toBe(true);
    for (const hidden of ['Martínez', 'Puig', 'Girona', 'Serra', 'Sabadell', 'alice.webp', 'bob.webp']) {
      expect(raw).not.toContain(hidden);
    }
    for (const id of [ids.alice, ids.bob]) expect(raw).not.toContain(id);
  });

  it('shows an attendee their own booking in full, marked as theirs', async () => {
    await ctx.app.db.update(profiles).set({ city: 'Terrassa' }).where(eq(profiles.id, people.stranger.id));
    const mine = await createActivity(ctx.app.db, { hostId: people.host.id });
    await createBooking(ctx.app.db, { userId: people.stranger.id, activityId: mine.id, spots: 2 });

    const { body } = await list(people.stranger.cookie, mine.id);

    expect(body.attendees).toEqual([
      expect.objectContaining({ name: 'Eva Estranya', city: 'Terrassa', visibility: 'full', isYou: true }),
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('8a4b7f61-1c2d-4e5f-8a9b-0c1d2e3f4a5b', people.stranger.cookie)).statusCode).toBe(404);
    expect((await get('not-an-id', people.stranger.cookie)).statusCode).toBe(404);
  });

  it('hides an unpublished activity from others, not from its host or an admin', async () => {
    expect((await get(ids.draft, people.stranger.cookie)).statusCode).toBe(404);
    expect((await get(ids.draft, people.host.cookie)).statusCode).toBe(200);
    expect((await get(ids.draft, people.admin.cookie)).statusCode).toBe(200);
  });
});

describe('firstName', () => {
  it.each([
    ['Alice Martínez', 'Alice'],
    ['  Jordi   Pujol ', 'Jordi'],
    ['Mononym', 'Mononym'],
  ])('keeps the first word of %j', (displayName, expected) => {
    expect(firstName(displayName)).toBe(expected);
  });
});
