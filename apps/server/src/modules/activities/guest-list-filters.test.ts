import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createUser } from '#src/test/factories.ts';
import { useGuestListActivities } from '#src/test/guest-list.ts';

/*
 * The guest list (GET /api/activities): what it lists, in what order, and every filter a guest sets.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('activities (guest side)', () => {
  const ctx = useTestApp();
  const { host, make, at, list, titles } = useGuestListActivities(ctx);

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
          id: host.id,
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
      // An hour apart, so the list's order (by start) is theirs: made a millisecond apart, two of them could
      // start at the same instant and fall back to the order of their random ids (a PostgreSQL run did).
      beforeEach(async () => {
        const base = Date.now() + 3 * DAY;
        const prices = [
          ['Free walk', 0],
          ['Ten euros', 1000],
          ['Twenty euros', 2000],
          ['Twenty and a cent', 2001],
          ['Premium dinner', 15000],
        ] as const;
        for (const [i, [title, priceCents]] of prices.entries()) {
          await make(title, { priceCents, startTime: new Date(base + i * HOUR) });
        }
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
  });
});
