import { randomUUID } from 'node:crypto';
import { SimilarActivities } from '@sortim/contracts/activities';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, bookings } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost } from '#src/test/factories.ts';

type Overrides = Omit<Parameters<typeof createActivity>[1], 'hostId'>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/*
 * 'More like this' under an activity's page: up to four upcoming, listed activities of the same subtype
 * first, then of the same category, the nearest first, then the soonest; a series once; never the
 * activity's own dates.
 */
describe('GET /api/activities/:id/similar', () => {
  const ctx = useTestApp();
  let hostId: string;

  beforeAll(async () => {
    hostId = (await createHost(ctx.app.db)).id;
  });

  beforeEach(async () => {
    await ctx.app.db.delete(bookings);
    await ctx.app.db.delete(activities);
  });

  const inDays = (days: number) => new Date(Date.now() + days * DAY);
  const make = (title: string, overrides: Overrides = {}) =>
    createActivity(ctx.app.db, { hostId, title, startTime: inDays(5), ...overrides });
  // The source: a Sunset Yoga (Get Outdoors / Do Yoga in the Park, the factory's kind).
  const yogaInThePark = { category: 'Get Outdoors', subtype: 'Do Yoga in the Park' } as const;
  const hiking = { category: 'Get Outdoors', subtype: 'Go Hiking' } as const;
  const football = { category: 'Be Active', subtype: 'Play Football' } as const;

  const similar = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/activities/${id}/similar` });
  async function titlesLike(id: string): Promise<string[]> {
    const res = await similar(id);
    expect(res.statusCode, res.body).toBe(200);
    return SimilarActivities.parse(res.json()).items.map((card) => card.title);
  }

  it('answers four: the same subtype first, then the same category, each the soonest first', async () => {
    const source = await make('Source yoga', { ...yogaInThePark, startTime: inDays(10) });
    await make('Hike soon', { ...hiking, startTime: inDays(1) });
    await make('Yoga later', { ...yogaInThePark, startTime: inDays(20) });
    await make('Yoga sooner', { ...yogaInThePark, startTime: inDays(2) });
    await make('Hike later', { ...hiking, startTime: inDays(3) });
    await make('Hike latest', { ...hiking, startTime: inDays(30) });
    await make('Football match', { ...football, startTime: inDays(1) });

    expect(await titlesLike(source.id)).toEqual(['Yoga sooner', 'Yoga later', 'Hike soon', 'Hike later']);
  });

  describe('nearest first', () => {
    // The source meets at Barceloneta beach; the others at increasing distances from it.
    const barceloneta = { latitude: 41.3784, longitude: 2.1925 };
    const born = { latitude: 41.3848, longitude: 2.183 }; // about 1 km
    const gracia = { latitude: 41.4036, longitude: 2.1575 }; // about 4 km
    const collserola = { latitude: 41.4183, longitude: 2.1113 }; // about 8 km

    it('orders by distance to its pin after the subtype, the soonest among the unpinned after them', async () => {
      const source = await make('Source yoga', { ...yogaInThePark, ...barceloneta, startTime: inDays(10) });
      await make('Yoga in Collserola, soonest', { ...yogaInThePark, ...collserola, startTime: inDays(1) });
      await make('Yoga in the Born', { ...yogaInThePark, ...born, startTime: inDays(20) });
      await make('Yoga unpinned, sooner', {
        ...yogaInThePark,
        latitude: null,
        longitude: null,
        startTime: inDays(3),
      });
      await make('Hike in Gràcia', { ...hiking, ...gracia, startTime: inDays(2) });
      await make('Hike in the Born', { ...hiking, ...born, startTime: inDays(30) });

      expect(await titlesLike(source.id)).toEqual([
        'Yoga in the Born',
        'Yoga in Collserola, soonest',
        'Yoga unpinned, sooner',
        'Hike in the Born',
      ]);
    });

    it('measures east and west as far as north and south, on the city scale', async () => {
      // 1.1 km due east (0.0132 degrees of longitude) is nearer than 1.2 km due north (0.0108 of latitude),
      // though its degrees alone are more.
      const source = await make('Source yoga', { ...yogaInThePark, ...barceloneta });
      await make('Yoga 1.2 km north', {
        ...yogaInThePark,
        latitude: barceloneta.latitude + 0.0108,
        longitude: barceloneta.longitude,
      });
      await make('Yoga 1.1 km east', {
        ...yogaInThePark,
        latitude: barceloneta.latitude,
        longitude: barceloneta.longitude + 0.0132,
      });
      expect(await titlesLike(source.id)).toEqual(['Yoga 1.1 km east', 'Yoga 1.2 km north']);
    });

    it('goes by the soonest when the activity itself has no pin', async () => {
      const source = await make('Source yoga', { ...yogaInThePark, latitude: null, longitude: null });
      await make('Yoga next door, later', { ...yogaInThePark, ...born, startTime: inDays(9) });
      await make('Yoga far, sooner', { ...yogaInThePark, ...collserola, startTime: inDays(2) });
      await make('Yoga unpinned, soonest', {
        ...yogaInThePark,
        latitude: null,
        longitude: null,
        startTime: inDays(1),
      });
      expect(await titlesLike(source.id)).toEqual([
        'Yoga unpinned, soonest',
        'Yoga far, sooner',
        'Yoga next door, later',
      ]);
    });
  });

  it('leaves out this activity, drafts, cancelled and started ones, other dates of its series and other categories', async () => {
    const seriesId = randomUUID();
    const source = await make('Source yoga', { ...yogaInThePark, seriesId, startTime: inDays(7) });
    await make('Source yoga (2)', { ...yogaInThePark, seriesId, startTime: inDays(14) });
    await make('Source yoga (earlier)', { ...yogaInThePark, seriesId, startTime: inDays(1) });
    await make('Draft yoga', { ...yogaInThePark, isPublished: false });
    await make('Draft-status yoga', { ...yogaInThePark, status: 'draft' });
    await make('Cancelled yoga', { ...yogaInThePark, status: 'cancelled' });
    await make('Started yoga', { ...yogaInThePark, startTime: new Date(Date.now() - HOUR) });
    await make('Football match', football);
    await make('Sold-out hike', { ...hiking, capacity: 4, spotsRemaining: 0 });

    // A sold-out one stays: its page offers the waitlist.
    expect(await titlesLike(source.id)).toEqual(['Sold-out hike']);
  });

  it('shows another series once, at its first date like this one', async () => {
    const source = await make('Source yoga', yogaInThePark);
    const seriesId = randomUUID();
    await make('Weekly hike', { ...hiking, seriesId, startTime: inDays(2) });
    await make('Weekly hike (2)', { ...hiking, seriesId, startTime: inDays(9) });
    await make('Weekly hike (3)', { ...hiking, seriesId, startTime: inDays(16) });
    await make('Yoga class', { ...yogaInThePark, startTime: inDays(12) });

    const res = await similar(source.id);
    const items = SimilarActivities.parse(res.json()).items;
    expect(items.map((card) => [card.title, card.moreDates])).toEqual([
      ['Yoga class', 0],
      ['Weekly hike', 2],
    ]);
  });

  it('still suggests under a past activity, and answers an empty list when nothing is like it', async () => {
    const past = await make('Past yoga', { ...yogaInThePark, startTime: new Date(Date.now() - DAY) });
    const lonely = await make('Football match', football);
    await make('Yoga class', yogaInThePark);

    expect(await titlesLike(past.id)).toEqual(['Yoga class']);
    expect(await titlesLike(lonely.id)).toEqual([]);
  });

  it('is public and cacheable for a minute, the same for everyone', async () => {
    const source = await make('Source yoga');
    const res = await similar(source.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('is not found for an unknown, malformed, draft or cancelled activity, and not cached', async () => {
    await make('Yoga class');
    const draft = await make('Draft yoga', { isPublished: false });
    const cancelled = await make('Cancelled yoga', { status: 'cancelled' });
    for (const id of [randomUUID(), 'not-an-id', draft.id, cancelled.id]) {
      const res = await similar(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('Activity not found');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Asking changed nothing.
    expect(await ctx.app.db.select().from(activities).where(eq(activities.id, draft.id))).toHaveLength(1);
  });
});
