import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createUser } from '#src/test/factories.ts';
import { useGuestListActivities } from '#src/test/guest-list.ts';

/*
 * An activity as guests find it: the featured ones, and an activity's own page.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('activities (guest side)', () => {
  const ctx = useTestApp();
  const { host, make } = useGuestListActivities(ctx);

  describe('GET /api/activities/featured', () => {
    const featured = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/activities/featured' });
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: { title: string }[] }).items.map((i) => i.title);
    };

    it('returns a random 3 of the visible featured activities', async () => {
      for (const n of [1, 2, 3, 4]) await make(`Featured ${n}`, { featured: true });
      await make('Not featured');
      await make('Featured draft', { featured: true, status: 'draft' });
      await make('Featured past', { featured: true, startTime: new Date(Date.now() - HOUR) });
      const seen = new Set<string>();
      for (let i = 0; i < 25; i++) {
        const items = await featured();
        expect(items).toHaveLength(3);
        expect(new Set(items).size).toBe(3);
        for (const title of items) {
          expect(title).toMatch(/^Featured \d$/);
          seen.add(title);
        }
      }
      // 25 draws of 3 out of 4 all missing the same one has a chance of (1/4)^24.
      expect(seen.size).toBe(4);
    });

    it('falls back to the most paid-booked of the 10 newest when none is featured', async () => {
      const now = Date.now();
      const made: Record<string, string> = {};
      for (let i = 0; i < 12; i++) {
        const a = await make(`Newest ${i}`, { createdAt: new Date(now - i * HOUR) });
        made[`Newest ${i}`] = a.id;
      }
      const guests = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx.app.db)));
      const book = async (title: string, paid: number, refunded = 0) => {
        for (let i = 0; i < paid + refunded; i++) {
          await createBooking(ctx.app.db, {
            userId: guests[i]?.id ?? '',
            activityId: made[title] ?? '',
            ...(i >= paid ? { status: 'refunded' as const, refundedAt: new Date() } : {}),
          });
        }
      };
      await book('Newest 10', 6); // the 11th newest: outside the pool however popular
      await book('Newest 11', 6);
      await book('Newest 5', 3);
      await book('Newest 7', 2, 4); // refunded bookings do not count
      await book('Newest 2', 1);
      expect(await featured()).toEqual(['Newest 5', 'Newest 7', 'Newest 2']);
    });

    it('fills the fallback with the newest when few are booked, and is empty with nothing to show', async () => {
      expect(await featured()).toEqual([]);
      const now = Date.now();
      await make('Older', { createdAt: new Date(now - 2 * HOUR) });
      await make('Newer', { createdAt: new Date(now - HOUR) });
      await make('Hidden newest', { createdAt: new Date(now), isPublished: false });
      expect(await featured()).toEqual(['Newer', 'Older']);
    });
  });

  describe('GET /api/activities/:id', () => {
    let owner: TestAccount;
    let other: TestAccount;
    let admin: TestAccount;

    beforeAll(async () => {
      owner = await signUp(ctx.app, { name: 'Marc Puig', roles: ['host'] });
      other = await signUp(ctx.app);
      admin = await signUp(ctx.app, { roles: ['admin'] });
    });

    const detail = (id: string, who: TestAccount | null = null) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/activities/${id}`,
        headers: who ? { cookie: who.cookie } : {},
      });

    it('shows a public activity to anyone, with the host’s bio, payouts and roles', async () => {
      const a = await make('Gràcia food walk', {
        additionalImages: ['/uploads/a.webp'],
        thirdPartyAttendees: 2,
      });
      const res = await detail(a.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: a.id,
        title: 'Gràcia food walk',
        description: a.description,
        additionalImages: ['/uploads/a.webp'],
        thirdPartyAttendees: 2,
        isPublished: true,
        status: 'published',
        startTime: a.startTime.toISOString(),
        host: {
          id: host.id,
          displayName: 'Laia Serra',
          bio: 'Local guide.',
          payoutsEnabled: true,
          roles: ['host', 'verified_host'],
        },
      });
    });

    it('still shows a public activity that has started (its reviews live there)', async () => {
      const a = await make('Yesterday’s hike', { startTime: new Date(Date.now() - DAY) });
      expect((await detail(a.id)).statusCode).toBe(200);
    });

    it('answers 404 Activity not found for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'not-a-uuid', '1%27%20or%201=1']) {
        const res = await detail(id);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Activity not found');
      }
    });

    it.each([
      ['a draft', { status: 'draft' as const }],
      ['an unpublished activity', { isPublished: false }],
    ])('shows %s only to its host and admins', async (_, hidden) => {
      const a = await createActivity(ctx.app.db, { hostId: owner.id, title: 'Hidden tapas tour', ...hidden });
      for (const who of [null, other]) {
        const res = await detail(a.id, who);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Activity not found');
      }
      for (const who of [owner, admin]) {
        const res = await detail(a.id, who);
        expect(res.statusCode).toBe(200);
        expect(res.json().host.displayName).toBe('Marc Puig');
      }
    });
  });
});
