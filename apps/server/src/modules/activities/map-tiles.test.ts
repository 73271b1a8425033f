import { randomUUID } from 'node:crypto';
import { ActivityPins } from '@sortim/contracts/map';
import {
  type MapTile,
  TILE_CACHE_SECONDS,
  TILE_PINS_MAX,
  tileArea,
  tileX,
  tileY,
} from '@sortim/contracts/map-tiles';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, bookings } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { tileKey } from './activities.service.ts';

type Overrides = Omit<Parameters<typeof createActivity>[1], 'hostId'>;

const DAY = 24 * 60 * 60 * 1000;
/** The Born at zoom 15, one neighbourhood's tile, and the tiles east and south of it. */
const BORN = { latitude: 41.3851, longitude: 2.1822 };
const tileOf = (z: number, point = BORN): MapTile => ({
  z,
  x: tileX(point.longitude, z),
  y: tileY(point.latitude, z),
});
const TILE = tileOf(15);
const AREA = tileArea(TILE);
const middle = { latitude: (AREA.north + AREA.south) / 2, longitude: (AREA.west + AREA.east) / 2 };

/*
 * GET /api/activities/pins/:z/:x/:y (decision 190): a map tile's pins, the list's filters applied, each
 * point in exactly one tile of a zoom, public to shared caches for a few seconds.
 */
describe('GET /api/activities/pins/:z/:x/:y', () => {
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
    createActivity(ctx.app.db, { hostId, title, ...middle, ...overrides });

  async function tile({ z, x, y }: MapTile, query = '') {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/activities/pins/${z}/${x}/${y}${query ? `?${query}` : ''}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { pins: ActivityPins.parse(res.json()), headers: res.headers };
  }
  const titles = async (at: MapTile, query = '') =>
    (await tile(at, query)).pins.items.map((pin) => pin.title).sort();

  it('holds the points on its west and north edges; the tiles east and south hold theirs', async () => {
    // A hair inside each edge: a point exactly on a shared edge belongs to the tile east or south of it.
    const e = 1e-9;
    await make('On the west edge', { longitude: AREA.west + e });
    await make('On the north edge', { latitude: AREA.north - e });
    await make('Just east of it', { longitude: AREA.east + e });
    await make('Just south of it', { latitude: AREA.south - e });
    await make('Unpinned walk', { latitude: null, longitude: null });

    expect(await titles(TILE)).toEqual(['On the north edge', 'On the west edge']);
    expect(await titles({ ...TILE, x: TILE.x + 1 })).toEqual(['Just east of it']);
    expect(await titles({ ...TILE, y: TILE.y + 1 })).toEqual(['Just south of it']);
    // A coarser tile holds all four; every point is in exactly one tile of a zoom.
    expect(await titles(tileOf(12))).toEqual([
      'Just east of it',
      'Just south of it',
      'On the north edge',
      'On the west edge',
    ]);
  });

  it("applies the list's filters, and no box: the tile is the area", async () => {
    await make('Padel here', { category: 'Be Active', subtype: 'Play Padel', priceCents: 1000 });
    await make('Dear padel here', { category: 'Be Active', subtype: 'Play Padel', priceCents: 9000 });
    await make('Yoga here', { category: 'Get Outdoors', subtype: 'Do Yoga in the Park' });

    expect(await titles(TILE, 'categories=Be+Active&priceMax=20')).toEqual(['Padel here']);
    expect(await titles(TILE, 'q=dear')).toEqual(['Dear padel here']);
    // A box elsewhere changes nothing.
    expect(await titles(TILE, 'bbox=2.10,41.40,2.11,41.41')).toHaveLength(3);
  });

  it('never shows a draft, an unpublished, a cancelled or a past activity', async () => {
    await make('A listed walk');
    await make('A draft walk', { status: 'draft' });
    await make('An unpublished walk', { isPublished: false });
    await make('A cancelled walk', { status: 'cancelled' });
    await make('A past walk', { startTime: new Date(Date.now() - DAY) });
    expect(await titles(TILE)).toEqual(['A listed walk']);
  });

  it('pins a series once, at its first date in the tile', async () => {
    const seriesId = randomUUID();
    await make('Walk, first date', { seriesId, startTime: new Date(Date.now() + DAY) });
    await make('Walk, second date', { seriesId, startTime: new Date(Date.now() + 2 * DAY) });
    const { pins } = await tile(TILE);
    expect(pins.items).toHaveLength(1);
    expect(pins.items[0]).toMatchObject({ title: 'Walk, first date', moreDates: 1 });
  });

  it(`answers at most ${TILE_PINS_MAX} pins, the soonest, and says more matched`, async () => {
    const rows = Array.from({ length: TILE_PINS_MAX + 1 }, (_, i) => ({
      hostId,
      title: `Meetup ${String(i).padStart(3, '0')}`,
      description: 'A dinner with new people in the Born, one of many this week.',
      category: 'Go Social' as const,
      subtype: 'Join a Dinner',
      priceCents: 1000,
      capacity: 10,
      spotsRemaining: 10,
      startTime: new Date(Date.now() + (i + 1) * 60_000),
      endTime: new Date(Date.now() + (i + 2) * 60_000),
      locationName: 'Born',
      address: 'Born, Barcelona',
      activityLanguages: ['English'],
      ...middle,
    }));
    await ctx.app.db.insert(activities).values(rows);
    const { pins } = await tile(tileOf(16, middle));
    expect(pins.capped).toBe(true);
    expect(pins.items).toHaveLength(TILE_PINS_MAX);
    expect(pins.items[0]?.title).toBe('Meetup 000');
  });

  it('may be kept by shared caches for a few seconds, as it holds nothing personal', async () => {
    const { headers } = await tile(TILE);
    expect(headers['cache-control']).toBe(`public, max-age=${TILE_CACHE_SECONDS}`);
  });

  it('refuses a zoom the map does not ask and a tile past its zoom', async () => {
    for (const path of ['7/64/47', '17/1/1', `15/${2 ** 15}/0`, '15/0/-1', 'a/b/c']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/activities/pins/${path}` });
      expect(res.statusCode, path).toBe(400);
    }
  });

  it('keeps one reply per tile and filters: the key changes with either', () => {
    const key = (tile: MapTile, filters: Record<string, unknown> = {}) =>
      tileKey({ categories: [], tile, ...filters } as Parameters<typeof tileKey>[0]);
    expect(key(TILE)).not.toBe(key({ ...TILE, x: TILE.x + 1 }));
    expect(key(TILE)).not.toBe(key({ ...TILE, z: 14 }));
    expect(key(TILE, { categories: ['Be Active'] })).not.toBe(key(TILE));
    expect(key(TILE, { priceMax: 20 })).not.toBe(key(TILE, { priceMax: 30 }));
    // The same search in another order is the same reply.
    expect(key(TILE, { categories: ['Be Active', 'Go Social'] })).toBe(
      key(TILE, { categories: ['Go Social', 'Be Active'] }),
    );
  });
});
