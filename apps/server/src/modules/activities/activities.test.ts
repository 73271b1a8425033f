import { randomUUID } from 'node:crypto';
import { ActivityList, LIST_TOTAL_CAP } from '@sortim/contracts/activities';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activities, bookings } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';

type Overrides = Omit<Parameters<typeof createActivity>[1], 'hostId'>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('activities (guest side)', () => {
  const ctx = useTestApp();
  let hostId: string;

  beforeAll(async () => {
    const host = await createHost(ctx.app.db, {
      profile: { displayName: 'Laia Serra', avatarUrl: '/uploads/avatars/laia.webp', bio: 'Local guide.' },
    });
    hostId = host.id;
  });

  // Every test starts from no activities, so a list shows exactly what the test made.
  beforeEach(async () => {
    await ctx.app.db.delete(bookings);
    await ctx.app.db.delete(activities);
  });

  const make = (title: string, overrides: Overrides = {}) =>
    createActivity(ctx.app.db, { hostId, title, ...overrides });
  /** An instant written as a Barcelona wall time with its offset, e.g. '2027-07-15T23:30+02:00'. */
  const at = (iso: string) => new Date(iso);

  async function list(query = '') {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/activities${query ? `?${query}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ActivityList;
  }
  const titles = async (query = '') => (await list(query)).items.map((i) => i.title);

  describe('GET /api/activities', () => {
    it('lists only published, upcoming activities, with the host', async () => {
      await make('Visible yoga');
      await make('Unpublished yoga', { isPublished: false });
      await make('Draft yoga', { status: 'draft' });
      await make('Cancelled yoga', { status: 'cancelled' });
      await make('Past yoga', { startTime: new Date(Date.now() - HOUR) });
      const page = await list();
      expect(page.items.map((i) => i.title)).toEqual(['Visible yoga']);
      expect(page.total).toBe(1);
      expect(page.nextCursor).toBeNull();
      expect(page.items[0]).toMatchObject({
        category: 'Get Outdoors',
        priceCents: 1500,
        activityLanguages: ['English'],
        host: {
          id: hostId,
          displayName: 'Laia Serra',
          avatarUrl: '/uploads/avatars/laia.webp',
          roles: ['host', 'verified_host'],
        },
      });
    });

    it('gives a host without roles an empty role list', async () => {
      const plain = await createUser(ctx.app.db);
      await createActivity(ctx.app.db, { hostId: plain.id, title: 'Roleless host walk' });
      expect((await list()).items[0]?.host.roles).toEqual([]);
    });

    it('orders by start time, then id', async () => {
      const base = Date.now() + 3 * DAY;
      await make('Third', { startTime: new Date(base + 2 * HOUR) });
      await make('First', { startTime: new Date(base) });
      const a = await make('Second A', { startTime: new Date(base + HOUR) });
      const b = await make('Second B', { startTime: new Date(base + HOUR) });
      const [lo, hi] = a.id < b.id ? ['Second A', 'Second B'] : ['Second B', 'Second A'];
      expect(await titles()).toEqual(['First', lo, hi, 'Third']);
    });

    describe('text search', () => {
      it('matches title or description, case-insensitively', async () => {
        await make('Paella workshop');
        await make('Evening hike', { description: 'We finish with PAELLA at the top of the hill.' });
        await make('Board games night');
        expect((await titles('q=paella')).sort()).toEqual(['Evening hike', 'Paella workshop']);
      });

      it('treats % and _ as plain characters', async () => {
        await make('100% fun tapas');
        await make('100 fun tapas');
        await make('Tapas my_route');
        await make('Tapas myXroute');
        expect(await titles(`q=${encodeURIComponent('100%')}`)).toEqual(['100% fun tapas']);
        expect(await titles('q=my_route')).toEqual(['Tapas my_route']);
        expect(await titles(`q=${encodeURIComponent('\\')}`)).toEqual([]);
      });
    });

    it('filters by categories and subcategories (any of)', async () => {
      await make('Padel match', { category: 'Be Active', subtype: 'Play Padel' });
      await make('Yoga flow', { category: 'Be Active', subtype: 'Do Yoga' });
      await make('Wine tasting', { category: 'Taste & Cook', subtype: 'Taste Wine' });
      await make('Museum visit', { category: 'Explore Culture', subtype: 'Visit a Museum' });
      expect((await titles(`categories=${encodeURIComponent('Be Active,Taste & Cook')}`)).sort()).toEqual([
        'Padel match',
        'Wine tasting',
        'Yoga flow',
      ]);
      expect(
        (
          await titles(`subcategories=Play+Padel&subcategories=${encodeURIComponent('Visit a Museum')}`)
        ).sort(),
      ).toEqual(['Museum visit', 'Padel match']);
    });

    describe('price', () => {
      beforeEach(async () => {
        await make('Free walk', { priceCents: 0 });
        await make('Ten euros', { priceCents: 1000 });
        await make('Twenty euros', { priceCents: 2000 });
        await make('Twenty and a cent', { priceCents: 2001 });
        await make('Premium dinner', { priceCents: 15000 });
      });

      it('keeps a range in euros, both ends included', async () => {
        expect(await titles('priceMin=10&priceMax=20')).toEqual(['Ten euros', 'Twenty euros']);
      });

      it('reads the top value 100 as "100 and up"', async () => {
        expect(await titles('priceMin=20&priceMax=100')).toEqual([
          'Twenty euros',
          'Twenty and a cent',
          'Premium dinner',
        ]);
        expect(await titles('priceMin=20&priceMax=95')).toEqual(['Twenty euros', 'Twenty and a cent']);
      });

      it("'Free' (0 to 0) keeps only free activities", async () => {
        expect(await titles('priceMin=0&priceMax=0')).toEqual(['Free walk']);
      });
    });

    describe('dates and times on the Barcelona clock', () => {
      it('puts 23:30 in its own date and 00:30 in the next, in summer', async () => {
        await make('Late summer', { startTime: at('2027-07-15T23:30+02:00') });
        await make('After midnight', { startTime: at('2027-07-16T00:30+02:00') });
        expect(await titles('dateFrom=2027-07-15&dateTo=2027-07-15')).toEqual(['Late summer']);
        expect(await titles('dateFrom=2027-07-16')).toEqual(['After midnight']);
        expect(await titles('dateTo=2027-07-15')).toEqual(['Late summer']);
        expect(await titles('timeOfDay=evening')).toEqual(['Late summer']);
      });

      it('keeps the whole 25-hour day when summer time ends (last Sunday of October)', async () => {
        await make('Sunday 00:30 CEST', { startTime: at('2027-10-31T00:30+02:00') });
        await make('Sunday 23:30 CET', { startTime: at('2027-10-31T23:30+01:00') });
        await make('Saturday 23:59 CEST', { startTime: at('2027-10-30T23:59+02:00') });
        await make('Monday 00:00 CET', { startTime: at('2027-11-01T00:00+01:00') });
        expect(await titles('dateFrom=2027-10-31&dateTo=2027-10-31')).toEqual([
          'Sunday 00:30 CEST',
          'Sunday 23:30 CET',
        ]);
        expect(await titles('dateFrom=2027-10-30&dateTo=2027-10-30')).toEqual(['Saturday 23:59 CEST']);
        expect(await titles('dateFrom=2027-10-31&timeOfDay=evening')).toEqual(['Sunday 23:30 CET']);
      });

      it('keeps the whole 23-hour day when summer time starts (last Sunday of March)', async () => {
        await make('Sunday 00:30 CET', { startTime: at('2027-03-28T00:30+01:00') });
        await make('Sunday 23:30 CEST', { startTime: at('2027-03-28T23:30+02:00') });
        await make('Saturday 23:30 CET', { startTime: at('2027-03-27T23:30+01:00') });
        await make('Monday 00:00 CEST', { startTime: at('2027-03-29T00:00+02:00') });
        expect(await titles('dateFrom=2027-03-28&dateTo=2027-03-28')).toEqual([
          'Sunday 00:30 CET',
          'Sunday 23:30 CEST',
        ]);
        expect(await titles('dateFrom=2027-03-29')).toEqual(['Monday 00:00 CEST']);
      });

      it('starts the morning at 06:00 Barcelona time in summer and in winter', async () => {
        await make('Summer 05:59', { startTime: at('2027-07-20T05:59+02:00') });
        await make('Summer 06:00', { startTime: at('2027-07-20T06:00+02:00') });
        await make('Winter 05:59', { startTime: at('2027-12-20T05:59+01:00') });
        await make('Winter 06:00', { startTime: at('2027-12-20T06:00+01:00') });
        expect(await titles('timeOfDay=morning')).toEqual(['Summer 06:00', 'Winter 06:00']);
      });

      it('splits the day at 12:00 and 18:00 and combines times of day', async () => {
        await make('Before noon', { startTime: at('2027-12-21T11:59+01:00') });
        await make('Noon sharp', { startTime: at('2027-12-21T12:00+01:00') });
        await make('Before six', { startTime: at('2027-12-21T17:59+01:00') });
        await make('Six sharp', { startTime: at('2027-12-21T18:00+01:00') });
        await make('Half past midnight', { startTime: at('2027-12-22T00:30+01:00') });
        expect(await titles('timeOfDay=morning')).toEqual(['Before noon']);
        expect(await titles('timeOfDay=afternoon')).toEqual(['Noon sharp', 'Before six']);
        expect(await titles('timeOfDay=evening')).toEqual(['Six sharp']);
        expect(await titles('timeOfDay=morning,evening')).toEqual(['Before noon', 'Six sharp']);
      });
    });

    it('filters by language, a case-insensitive substring of any listed language (any of)', async () => {
      await make('Bilingual tour', { activityLanguages: ['English', 'Spanish'] });
      await make('French dinner', { activityLanguages: ['Français / French'] });
      await make('Catalan walk', { activityLanguages: ['Català'] });
      expect(await titles('languages=spanish')).toEqual(['Bilingual tour']);
      expect((await titles('languages=English&languages=FRENCH')).sort()).toEqual([
        'Bilingual tour',
        'French dinner',
      ]);
      expect(await titles('languages=German')).toEqual([]);
      expect(await titles(`languages=${encodeURIComponent('%')}`)).toEqual([]);
    });

    it('filters by difficulty (any of)', async () => {
      await make('Easy yoga', { level: 'Beginner' });
      await make('Hard climb', { level: 'Advanced' });
      await make('Open to all', { level: 'All levels' });
      expect(await titles('difficulty=Beginner')).toEqual(['Easy yoga']);
      expect((await titles('difficulty=Beginner,Advanced')).sort()).toEqual(['Easy yoga', 'Hard climb']);
    });

    it('combines filters', async () => {
      const morning = at('2027-07-22T09:00+02:00');
      await make('Morning padel in Spanish', {
        category: 'Be Active',
        subtype: 'Play Padel',
        priceCents: 1000,
        startTime: morning,
        activityLanguages: ['Spanish'],
        level: 'Beginner',
      });
      await make('Morning padel in English', {
        category: 'Be Active',
        subtype: 'Play Padel',
        priceCents: 1000,
        startTime: morning,
        level: 'Beginner',
      });
      await make('Evening padel in Spanish', {
        category: 'Be Active',
        subtype: 'Play Padel',
        priceCents: 1000,
        startTime: at('2027-07-22T19:00+02:00'),
        activityLanguages: ['Spanish'],
        level: 'Beginner',
      });
      await make('Pricey morning padel', {
        category: 'Be Active',
        subtype: 'Play Padel',
        priceCents: 5000,
        startTime: morning,
        activityLanguages: ['Spanish'],
        level: 'Beginner',
      });
      const page = await list(
        'q=padel&categories=Be+Active&priceMax=20&dateFrom=2027-07-22&dateTo=2027-07-22&timeOfDay=morning&languages=spanish&difficulty=Beginner',
      );
      expect(page.items.map((i) => i.title)).toEqual(['Morning padel in Spanish']);
      expect(page.total).toBe(1);
      expect(await titles('subcategories=Play+Padel&timeOfDay=evening&languages=Spanish')).toEqual([
        'Evening padel in Spanish',
      ]);
    });

    it('binds each request its own values when searches have the same filters', async () => {
      await make('Cheap tapas', { category: 'Taste & Cook', subtype: 'Try a Tapas Tour', priceCents: 1000 });
      await make('Dear wine', { category: 'Taste & Cook', subtype: 'Taste Wine', priceCents: 6000 });
      await make('Cheap padel', { category: 'Be Active', subtype: 'Play Padel', priceCents: 1000 });
      const search = (categories: string, priceMin: number, priceMax: number) =>
        titles(`categories=${encodeURIComponent(categories)}&priceMin=${priceMin}&priceMax=${priceMax}`);
      expect(await search('Taste & Cook', 0, 20)).toEqual(['Cheap tapas']);
      expect(await search('Taste & Cook', 50, 70)).toEqual(['Dear wine']);
      expect(await search('Be Active', 0, 20)).toEqual(['Cheap padel']);
      expect(await search('Be Active', 50, 70)).toEqual([]);
    });

    it('reads a value listed twice as once', async () => {
      await make('Padel match', { category: 'Be Active', subtype: 'Play Padel', level: 'Beginner' });
      await make('Wine tasting', { category: 'Taste & Cook', subtype: 'Taste Wine', level: 'Beginner' });
      expect(await titles('categories=Be+Active,Be+Active&difficulty=Beginner,Beginner')).toEqual([
        'Padel match',
      ]);
      const page = await list('categories=Be+Active,Taste+%26+Cook,Be+Active&languages=english,english');
      expect(page.items.map((i) => i.title).sort()).toEqual(['Padel match', 'Wine tasting']);
      expect(page.total).toBe(2);
    });

    it("replies with exactly the contract's shape, on a first page and on a page from a cursor", async () => {
      const start = at('2027-07-22T09:00+02:00');
      for (const minutes of [0, 10]) {
        await make(`Morning padel ${minutes}`, {
          category: 'Be Active',
          subtype: 'Play Padel',
          startTime: new Date(start.getTime() + minutes * 60_000),
          activityLanguages: ['Spanish'],
          level: 'Beginner',
        });
      }
      const query =
        'q=padel&categories=Be+Active&priceMin=1&priceMax=20&dateFrom=2027-07-22&dateTo=2027-07-22&timeOfDay=morning&languages=spanish&difficulty=Beginner&limit=1';
      const first = await list(query);
      expect(first.items).toHaveLength(1);
      expect(ActivityList.parse(first)).toEqual(first);
      const next = await list(`${query}&cursor=${first.nextCursor}`);
      expect(next.items).toHaveLength(1);
      expect(ActivityList.parse(next)).toEqual(next);
    });

    it('walks every page by cursor without repeats, counting on the first page only', async () => {
      const base = Date.now() + 2 * DAY;
      const made = [];
      for (let i = 0; i < 8; i++) {
        // Pairs share a start time, so the id decides inside a pair.
        made.push(await make(`Walk ${i}`, { startTime: new Date(base + Math.floor(i / 2) * HOUR) }));
      }
      await make('Walk draft', { status: 'draft' });
      const expected = [...made]
        .sort((x, y) => x.startTime.getTime() - y.startTime.getTime() || (x.id < y.id ? -1 : 1))
        .map((a) => a.id);

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await list(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.total).toBe(cursor ? null : 8);
        expect(page.totalCapped).toBe(false);
        expect(page.items.length).toBeLessThanOrEqual(3);
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual(expected);
    });

    it('pages a filtered list, the first page with the filtered total', async () => {
      for (let i = 0; i < 5; i++) await make(`Free ${i}`, { priceCents: 0 });
      await make('Paid one');
      const first = await list('priceMax=0&limit=4');
      expect(first.total).toBe(5);
      expect(first.items).toHaveLength(4);
      const second = await list(`priceMax=0&limit=4&cursor=${first.nextCursor}`);
      expect(second.items.map((i) => i.title)).toHaveLength(1);
      expect(second.total).toBeNull();
      expect(second.nextCursor).toBeNull();
    });

    it('defaults to 24 per page', async () => {
      for (let i = 0; i < 25; i++) await make(`Dinner ${i}`);
      const page = await list();
      expect(page.items).toHaveLength(24);
      expect(page.total).toBe(25);
      expect(page.nextCursor).not.toBeNull();
    });

    describe('total', () => {
      /** `n` public, upcoming Go Social dinners in one statement (a thousand factory calls take too long). */
      const makeCrowd = (n: number) => {
        const start = new Date(Date.now() + 5 * DAY);
        return ctx.app.db.insert(activities).values(
          Array.from({ length: n }, (_, i) => ({
            hostId,
            title: `Crowd dinner ${i}`,
            description: 'A long table for everyone in the square.',
            category: 'Go Social' as const,
            subtype: 'Join a Dinner',
            priceCents: 1000,
            capacity: 10,
            spotsRemaining: 10,
            startTime: start,
            endTime: new Date(start.getTime() + 2 * HOUR),
            locationName: 'Plaça Reial',
            address: 'Plaça Reial, 08002 Barcelona',
            activityLanguages: ['Spanish'],
          })),
        );
      };

      afterEach(() => {
        vi.useRealTimers();
      });

      it(`counts up to ${LIST_TOTAL_CAP} and then says there are more`, async () => {
        // Each test here searches with its own filters: a capped total outlives the test that made it.
        const tenEuros = 'priceMin=10&priceMax=10&limit=1';
        await makeCrowd(LIST_TOTAL_CAP);
        expect(await list(tenEuros)).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: false });
        await make('One more yoga', { priceCents: 1000 });
        expect(await list(tenEuros)).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
        expect(await list(`${tenEuros}&q=yoga`)).toMatchObject({ total: 1, totalCapped: false });
      });

      it('counts an exact total again on every first page', async () => {
        await make('Morning yoga');
        expect((await list()).total).toBe(1);
        await make('Evening yoga');
        expect((await list()).total).toBe(2);
      });

      it('trusts a capped total for a minute, then counts again', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        await makeCrowd(LIST_TOTAL_CAP + 1);
        const capped = { total: LIST_TOTAL_CAP, totalCapped: true };
        expect(await list(`categories=${encodeURIComponent('Be Active,Go Social')}&limit=1`)).toMatchObject(
          capped,
        );
        await ctx.app.db.delete(activities);
        for (const n of [1, 2, 3, 4, 5, 6]) {
          await make(`Dinner number ${n}`, { category: 'Go Social', subtype: 'Join a Dinner' });
        }
        // Another page size and another order of the same categories make the same search.
        const sameSearch = `categories=${encodeURIComponent('Go Social,Be Active')}&limit=5`;
        const again = await list(sameSearch);
        expect(again.items).toHaveLength(5);
        expect(again).toMatchObject(capped);
        // A first page that holds every match is its own count, whatever was trusted before.
        const whole = `categories=${encodeURIComponent('Go Social,Be Active')}&limit=10`;
        expect(await list(whole)).toMatchObject({ total: 6, totalCapped: false });
        expect(await list(`${sameSearch}&q=dinner`)).toMatchObject({ total: 6, totalCapped: false });
        vi.advanceTimersByTime(61_000);
        expect(await list(sameSearch)).toMatchObject({ total: 6, totalCapped: false });
      });
    });

    it.each([
      ['priceMin=abc', 'priceMin'],
      ['priceMax=101', 'priceMax'],
      ['priceMin=50&priceMax=10', 'priceMin'],
      ['categories=Skydiving', 'categories'],
      ['subcategories=Jump', 'subcategories'],
      ['dateFrom=2027-02-30', 'dateFrom'],
      ['dateTo=tomorrow', 'dateTo'],
      ['dateFrom=2027-05-02&dateTo=2027-05-01', 'dateFrom'],
      ['timeOfDay=night', 'timeOfDay'],
      ['difficulty=Expert', 'difficulty'],
      ['limit=61', 'limit'],
      ['limit=0', 'limit'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from(JSON.stringify({ t: "'; drop", id: 'x' })).toString('base64url')}`, 'cursor'],
    ])('refuses %s with a 400 naming %s', async (query, name) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/activities?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(name);
      expect(Object.keys(res.json().error.fields ?? {})[0]).toMatch(new RegExp(`^${name}`));
    });
  });

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
          id: hostId,
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
