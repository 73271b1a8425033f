import { randomUUID } from 'node:crypto';
import { ActivityList } from '@sortim/contracts/activities';
import { ActivityPins, MAP_PINS_MAX } from '@sortim/contracts/map';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, bookings } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost } from '#src/test/factories.ts';

type Overrides = Omit<Parameters<typeof createActivity>[1], 'hostId'>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A box around the Born and the Gòtic: west 2.17, south 41.38, east 2.19, north 41.39. */
const BOX = { west: 2.17, south: 41.38, east: 2.19, north: 41.39 };
const bboxParam = `bbox=${BOX.west},${BOX.south},${BOX.east},${BOX.north}`;
/** The box's middle (Santa Caterina market) and a point well outside it (Park Güell). */
const INSIDE = { latitude: 41.3857, longitude: 2.1786 };
const OUTSIDE = { latitude: 41.4145, longitude: 2.1527 };

/*
 * The map's area as a list filter ('Search this area') and the map's pins: every other filter still
 * applies, the box's edges are inside it, and only activities with a point are on a map.
 */
describe('the map area', () => {
  const ctx = useTestApp();
  let hostId: string;

  beforeAll(async () => {
    hostId = (await createHost(ctx.app.db)).id;
  });

  beforeEach(async () => {
    await ctx.app.db.delete(bookings);
    await ctx.app.db.delete(activities);
  });

  const make = (title: string, overrides: Overrides = {}) =>
    createActivity(ctx.app.db, { hostId, title, ...INSIDE, ...overrides });
  const inDays = (days: number) => new Date(Date.now() + days * DAY);

  async function get(path: string, query: string) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/${path}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  }
  const list = async (query: string) => ActivityList.parse(await get('activities', query));
  const titles = async (query: string) => (await list(query)).items.map((card) => card.title).sort();
  /** Every page of a search, `limit` at a time, by cursor: a small box's pages after the first read its cells. */
  async function walk(query: string, limit: number) {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((card) => card.title));
      cursor = page.nextCursor;
    }
    return seen;
  }
  const pins = async (query = '') => ActivityPins.parse(await get('activities/pins', query));
  const pinTitles = async (query = '') => (await pins(query)).items.map((pin) => pin.title).sort();

  describe('GET /api/activities?bbox=', () => {
    it.each([
      ['a neighbourhood', BOX],
      // PostgreSQL reads a wide box in start-time order and a small one from the point index: the same answer.
      ['the whole city', { west: 2.1, south: 41.35, east: 2.23, north: 41.45 }],
    ])(
      'keeps activities exactly on each edge and corner of %s, and none just outside',
      async (_name, box) => {
        const [midLatitude, midLongitude] = [(box.south + box.north) / 2, (box.west + box.east) / 2];
        const onEdges = {
          'On the west edge': { longitude: box.west, latitude: midLatitude },
          'On the east edge': { longitude: box.east, latitude: midLatitude },
          'On the south edge': { longitude: midLongitude, latitude: box.south },
          'On the north edge': { longitude: midLongitude, latitude: box.north },
          'On the south-west corner': { longitude: box.west, latitude: box.south },
          'On the north-east corner': { longitude: box.east, latitude: box.north },
        };
        const justOutside = {
          'Just west': { longitude: box.west - 0.00001, latitude: midLatitude },
          'Just east': { longitude: box.east + 0.00001, latitude: midLatitude },
          'Just south': { longitude: midLongitude, latitude: box.south - 0.00001 },
          'Just north': { longitude: midLongitude, latitude: box.north + 0.00001 },
        };
        for (const [title, point] of Object.entries({ ...onEdges, ...justOutside })) await make(title, point);
        await make('Unpinned', { latitude: null, longitude: null });

        const query = `bbox=${box.west},${box.south},${box.east},${box.north}`;
        const page = await list(query);
        expect(page.items.map((card) => card.title).sort()).toEqual(Object.keys(onEdges).sort());
        expect(page.total).toBe(6);
        expect((await walk(query, 2)).sort()).toEqual(Object.keys(onEdges).sort());
        expect(await pinTitles(query)).toEqual(Object.keys(onEdges).sort());
        // A card says where it is, so the map can draw it.
        const west = page.items.find((card) => card.title === 'On the west edge');
        expect(west).toMatchObject({ longitude: box.west, latitude: midLatitude });
      },
    );

    it('leaves out activities without a point, which the list without a box still shows', async () => {
      await make('Pinned walk');
      await make('Unpinned walk', { latitude: null, longitude: null });
      expect(await titles(bboxParam)).toEqual(['Pinned walk']);
      expect(await titles('')).toEqual(['Pinned walk', 'Unpinned walk']);
      const unpinned = (await list('')).items.find((card) => card.title === 'Unpinned walk');
      expect(unpinned).toMatchObject({ latitude: null, longitude: null });
    });

    it('combines the box with every other filter', async () => {
      const morning = new Date('2027-07-22T09:00+02:00');
      const match: Overrides = {
        category: 'Be Active',
        subtype: 'Play Padel',
        priceCents: 1000,
        startTime: morning,
        activityLanguages: ['Spanish'],
        level: 'Beginner',
      };
      await make('Morning padel here', match);
      // Each misses one filter, or the box.
      await make('Morning padel in the park', { ...match, ...OUTSIDE });
      await make('Morning padel unpinned', { ...match, latitude: null, longitude: null });
      await make('Morning tennis here', { ...match, title: 'Morning tennis here' });
      await make('Morning padel (other kind)', { ...match, subtype: 'Do Yoga' });
      await make('Morning padel (other category)', {
        ...match,
        category: 'Get Outdoors',
        subtype: 'Do Yoga in the Park',
      });
      await make('Morning padel, dear', { ...match, priceCents: 5000 });
      await make('Morning padel, free', { ...match, priceCents: 0 });
      await make('Morning padel next day', { ...match, startTime: new Date(morning.getTime() + DAY) });
      await make('Evening padel here', { ...match, startTime: new Date('2027-07-22T19:00+02:00') });
      await make('Morning padel in English', { ...match, activityLanguages: ['English'] });
      await make('Morning padel for experts', { ...match, level: 'Advanced' });

      const query = [
        'q=padel',
        'categories=Be+Active',
        'subcategories=Play+Padel',
        'priceMin=5',
        'priceMax=20',
        'dateFrom=2027-07-22',
        'dateTo=2027-07-22',
        'timeOfDay=morning',
        'languages=spanish',
        'difficulty=Beginner',
        bboxParam,
      ].join('&');
      const page = await list(query);
      expect(page.items.map((card) => card.title)).toEqual(['Morning padel here']);
      expect(page.total).toBe(1);
      // The same search without the box finds the one in the park too; the pins are the box's match only.
      expect(await titles(query.replace(`&${bboxParam}`, ''))).toEqual([
        'Morning padel here',
        'Morning padel in the park',
        'Morning padel unpinned',
      ]);
      expect(await pinTitles(query)).toEqual(['Morning padel here']);
    });

    it('binds each request its own box', async () => {
      await make('In the Born');
      await make('At Park Güell', OUTSIDE);
      expect(await titles(bboxParam)).toEqual(['In the Born']);
      expect(await titles('bbox=2.14,41.41,2.16,41.42')).toEqual(['At Park Güell']);
      expect(await titles('bbox=2.0,41.0,2.1,41.1')).toEqual([]);
    });

    it('shows a series once, at its first date inside the box', async () => {
      const seriesId = randomUUID();
      await make('Weekly walk', { seriesId, startTime: inDays(2), ...OUTSIDE });
      const second = await make('Weekly walk (2)', { seriesId, startTime: inDays(9) });
      await make('Weekly walk (3)', { seriesId, startTime: inDays(16) });

      const page = await list(bboxParam);
      expect(page.items.map((card) => [card.id, card.title, card.moreDates])).toEqual([
        [second.id, 'Weekly walk', 2],
      ]);
      expect(page.total).toBe(1);
      const [pin] = (await pins(bboxParam)).items;
      expect(pin).toMatchObject({ id: second.id, title: 'Weekly walk', moreDates: 2 });
    });

    it('pages a box in start-time order across its cells, each series at its first date inside it', async () => {
      // Four points about 300 m apart, in cells of their own (zoom 16, about 450 m), one date each day.
      const corners = [
        { latitude: 41.3815, longitude: 2.1715 },
        { latitude: 41.3885, longitude: 2.1885 },
        { latitude: 41.3815, longitude: 2.1885 },
        { latitude: 41.3885, longitude: 2.1715 },
      ];
      for (let day = 1; day <= 8; day++) {
        await make(`Day ${day}`, { startTime: inDays(day), ...corners[day % 4] });
      }
      const seriesId = randomUUID();
      await make('Weekly walk', { seriesId, startTime: inDays(2.5), ...OUTSIDE });
      await make('Weekly walk (2)', { seriesId, startTime: inDays(4.5), ...corners[0] });
      await make('Weekly walk (3)', { seriesId, startTime: inDays(6.5), ...corners[1] });
      const inOrder = ['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Weekly walk', 'Day 5', 'Day 6', 'Day 7', 'Day 8'];
      for (const limit of [1, 2, 4]) expect(await walk(bboxParam, limit), `limit ${limit}`).toEqual(inOrder);
    });

    it.each([
      ['bbox=2.17,41.38,2.19'],
      ['bbox=west,south,east,north'],
      ['bbox=2.19,41.38,2.17,41.39'],
      ['bbox=2.17,41.39,2.19,41.38'],
      ['bbox=-181,41.38,2.19,41.39'],
      ['bbox=2.17,41.38,2.19,91'],
      ['bbox=2.17,,2.19,41.39'],
    ])('refuses %s with a 400 saying what a box is, on the list and the pins', async (query) => {
      for (const path of ['activities', 'activities/pins']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/${path}?${query}` });
        expect(res.statusCode, path).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'validation_failed',
          message:
            'Invalid bbox: must be west,south,east,north in degrees, west below east and south below north',
          fields: { bbox: expect.any(String) },
        });
      }
    });
  });

  describe('GET /api/activities/pins', () => {
    it('answers the pinned, listed, upcoming activities with what a marker and its card show', async () => {
      const host = await createHost(ctx.app.db, { profile: { payoutsEnabled: false } });
      const soon = await make('Tapas walk', {
        startTime: inDays(1),
        priceCents: 2500,
        thumbnailUrl: '/t.webp',
      });
      await make('Sold-out tour', { startTime: inDays(2), capacity: 4, spotsRemaining: 0 });
      await createActivity(ctx.app.db, {
        hostId: host.id,
        title: 'Waitlist only',
        ...INSIDE,
        startTime: inDays(3),
      });
      await make('Unpinned walk', { latitude: null, longitude: null });
      await make('Draft walk', { status: 'draft' });
      await make('Unpublished walk', { isPublished: false });
      await make('Cancelled walk', { status: 'cancelled' });
      await make('Past walk', { startTime: new Date(Date.now() - HOUR) });

      const answer = await pins();
      expect(answer.capped).toBe(false);
      expect(answer.items.map((pin) => [pin.title, pin.state])).toEqual([
        ['Tapas walk', 'bookable'],
        ['Sold-out tour', 'sold-out'],
        ['Waitlist only', 'waitlist-only'],
      ]);
      expect(answer.items[0]).toEqual({
        id: soon.id,
        ...INSIDE,
        title: 'Tapas walk',
        priceCents: 2500,
        severalPrices: false,
        startTime: soon.startTime.toISOString(),
        thumbnailUrl: '/t.webp',
        state: 'bookable',
        moreDates: 0,
      });
    });

    it('applies the filters and the box', async () => {
      await make('Padel here', { category: 'Be Active', subtype: 'Play Padel' });
      await make('Padel in the park', { category: 'Be Active', subtype: 'Play Padel', ...OUTSIDE });
      await make('Yoga here');
      expect(await pinTitles('categories=Be+Active')).toEqual(['Padel here', 'Padel in the park']);
      expect(await pinTitles(`categories=Be+Active&${bboxParam}`)).toEqual(['Padel here']);
      expect(await pinTitles(`q=yoga+here&${bboxParam}`)).toEqual(['Yoga here']);
    });

    it(`answers at most ${MAP_PINS_MAX}, the soonest, and says when more matched`, async () => {
      const base = Date.now() + DAY;
      const values = (count: number, from: number) =>
        Array.from({ length: count }, (_, i) => ({
          hostId,
          title: `Walk ${String(from + i).padStart(3, '0')}`,
          description: 'A relaxed walk through the old town, with stops at its squares and markets.',
          category: 'Get Outdoors',
          subtype: 'Go Hiking',
          priceCents: 1500,
          capacity: 10,
          spotsRemaining: 10,
          startTime: new Date(base + (from + i) * 60_000),
          endTime: new Date(base + (from + i) * 60_000 + HOUR),
          locationName: 'Plaça Reial',
          address: 'Plaça Reial, 08002 Barcelona',
          activityLanguages: ['English'],
          latitude: 41.38 + (i % 100) * 0.0001,
          longitude: 2.175,
        }));
      await ctx.app.db.insert(activities).values(values(MAP_PINS_MAX, 0));

      const exactly = await pins(bboxParam);
      expect(exactly.items).toHaveLength(MAP_PINS_MAX);
      expect(exactly.capped).toBe(false);

      await ctx.app.db.insert(activities).values(values(1, MAP_PINS_MAX));
      const capped = await pins(bboxParam);
      expect(capped.capped).toBe(true);
      expect(capped.items).toHaveLength(MAP_PINS_MAX);
      expect(capped.items[0]?.title).toBe('Walk 000');
      expect(capped.items.at(-1)?.title).toBe(`Walk ${MAP_PINS_MAX - 1}`);
      // Paging means nothing to the pins: a cursor or a page size changes no answer.
      expect(await pins(`${bboxParam}&limit=5`)).toEqual(capped);
    });

    it('is the same for everyone and never kept by browsers (a spot may go at any time)', async () => {
      await make('Tapas walk');
      const res = await ctx.app.inject({ method: 'GET', url: '/api/activities/pins' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    });
  });
});

describe('the map pins with the reply cache on', () => {
  const ctx = useTestApp({ GUEST_LIST_CACHE_MS: '60000' });

  it('serves one search its kept reply, as the list does, whatever page size a request names', async () => {
    const hostId = (await createHost(ctx.app.db)).id;
    await createActivity(ctx.app.db, { hostId, title: 'First walk', ...INSIDE });
    const pins = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/activities/pins?${query}` });
      return ActivityPins.parse(res.json()).items.map((pin) => pin.title);
    };
    expect(await pins(bboxParam)).toEqual(['First walk']);

    await createActivity(ctx.app.db, { hostId, title: 'Second walk', ...INSIDE });
    expect(await pins(bboxParam)).toEqual(['First walk']);
    expect(await pins(`${bboxParam}&limit=5`)).toEqual(['First walk']);
    // Another search is its own.
    expect((await pins('')).sort()).toEqual(['First walk', 'Second walk']);
  });
});
