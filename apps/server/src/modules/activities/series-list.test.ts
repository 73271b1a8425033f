import { randomUUID } from 'node:crypto';
import type { ActivityDetail, ActivityList, FeaturedActivities } from '@sortim/contracts/activities';
import type { HostActivityList } from '@sortim/contracts/hosting';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, bookings } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { createActivity, createHost } from '#src/test/factories.ts';

type Overrides = Omit<Parameters<typeof createActivity>[1], 'hostId'>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/*
 * A series is one activity to guests: the lists show it once, at its first date that matches, with how
 * many other upcoming dates it has; its page offers those dates.
 */
describe('a series in the guest lists', () => {
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
    createActivity(ctx.app.db, { hostId, title, ...overrides });
  const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * HOUR);

  /** A weekly series titled as the create form numbers it, from `firstDay` days ahead. */
  async function weekly(
    title: string,
    count: number,
    firstDay: number,
    overrides: (i: number) => Overrides = () => ({}),
  ) {
    const seriesId = randomUUID();
    const rows = [];
    for (let i = 0; i < count; i++) {
      rows.push(
        await make(i === 0 ? title : `${title} (${i + 1})`, {
          seriesId,
          startTime: inDays(firstDay + 7 * i),
          ...overrides(i),
        }),
      );
    }
    return rows;
  }

  async function get<T>(url: string): Promise<T> {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  }
  const list = (query = '') => get<ActivityList>(`/api/activities${query ? `?${query}` : ''}`);

  describe('GET /api/activities', () => {
    it('shows a series once, at its next date, with the count of its other dates and no number', async () => {
      const yoga = await weekly('Sunrise Yoga', 4, 2);
      await make('Tapas walk', { startTime: inDays(3) });
      const page = await list();
      expect(page.items.map((c) => [c.id, c.title, c.moreDates])).toEqual([
        [yoga[0]?.id, 'Sunrise Yoga', 3],
        [expect.any(String), 'Tapas walk', 0],
      ]);
      expect(page.total).toBe(2);
    });

    it('leaves out dates that have started or are not listed, from the card and from the count', async () => {
      const yoga = await weekly('Sunrise Yoga', 5, 2, (i) =>
        i === 0 ? { startTime: inDays(0, -1) } : i === 1 ? { status: 'cancelled' } : {},
      );
      const page = await list();
      expect(page.items.map((c) => [c.id, c.title, c.moreDates])).toEqual([[yoga[2]?.id, 'Sunrise Yoga', 2]]);
      expect(page.total).toBe(1);
    });

    it('shows a series at its first date matching the filters, and not when none matches', async () => {
      const yoga = await weekly('Sunrise Yoga', 4, 2, (i) => ({ priceCents: i === 2 ? 4000 : 1500 }));
      await make('Wine tasting', { priceCents: 4500, startTime: inDays(1) });
      const expensive = await list('priceMin=35');
      expect(expensive.items.map((c) => [c.id, c.title, c.moreDates])).toEqual([
        [expect.any(String), 'Wine tasting', 0],
        [yoga[2]?.id, 'Sunrise Yoga', 3],
      ]);
      expect(expensive.total).toBe(2);
      const later = await list(`dateFrom=${barcelonaDate(inDays(10))}`);
      expect(later.items.map((c) => c.id)).toEqual([yoga[2]?.id]);
      expect((await list('q=pilates')).items).toEqual([]);
    });

    it('pages across series without repeating or skipping one, and counts each series once', async () => {
      // Interleaved: three series of three and three single activities, all on different days.
      const expected: string[] = [];
      for (let s = 0; s < 3; s++) {
        const rows = await weekly(`Series ${s}`, 3, 1 + s);
        expected.push(rows[0]?.id as string);
      }
      for (let a = 0; a < 3; a++)
        expected.push((await make(`Single ${a}`, { startTime: inDays(4 + a, 12) })).id);
      const seen: string[] = [];
      let page = await list('limit=2');
      expect(page.total).toBe(6);
      seen.push(...page.items.map((c) => c.id));
      while (page.nextCursor) {
        page = await list(`limit=2&cursor=${page.nextCursor}`);
        expect(page.total).toBeNull();
        seen.push(...page.items.map((c) => c.id));
      }
      expect(seen).toHaveLength(6);
      expect(new Set(seen)).toEqual(new Set(expected));
      expect((await list('limit=60')).items.map((c) => c.id)).toEqual(seen);
    });
  });

  it("keeps the numbered titles in the host's own list, where each date is managed apart", async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const seriesId = randomUUID();
    for (const [i, title] of ['Paella class', 'Paella class (2)'].entries()) {
      await createActivity(ctx.app.db, { hostId: host.id, title, seriesId, startTime: inDays(2 + 7 * i) });
    }
    expect((await list()).items.map((c) => [c.title, c.moreDates])).toEqual([['Paella class', 1]]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/host/activities',
      headers: { cookie: host.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as HostActivityList;
    expect(items.map((a) => a.title).sort()).toEqual(['Paella class', 'Paella class (2)']);
  });

  describe('GET /api/activities/featured', () => {
    it('features a series once, at its next featured date', async () => {
      const yoga = await weekly('Sunrise Yoga', 3, 2, (i) => ({ featured: i > 0 }));
      const { items } = await get<FeaturedActivities>('/api/activities/featured');
      expect(items.map((c) => [c.id, c.title, c.moreDates])).toEqual([[yoga[1]?.id, 'Sunrise Yoga', 2]]);
    });

    it('takes a series once among the newest when none is featured', async () => {
      await weekly('Sunrise Yoga', 3, 2);
      await make('Tapas walk');
      const { items } = await get<FeaturedActivities>('/api/activities/featured');
      expect(items.map((c) => c.title).sort()).toEqual(['Sunrise Yoga', 'Tapas walk']);
    });
  });

  describe('GET /api/activities/:id', () => {
    it("gives a series date its series' upcoming dates with their spots, itself among them", async () => {
      const yoga = await weekly('Sunrise Yoga', 4, 2, (i) =>
        i === 3 ? { status: 'draft' } : i === 1 ? { capacity: 8, spotsRemaining: 0 } : {},
      );
      const second = yoga[1];
      if (!second) throw new Error('no second date');
      const detail = await get<ActivityDetail>(`/api/activities/${second.id}`);
      expect(detail.title).toBe('Sunrise Yoga');
      expect(detail.moreDates).toBe(2);
      expect(detail.seriesDates).toEqual(
        yoga.slice(0, 3).map((row) => ({
          id: row.id,
          startTime: row.startTime.toISOString(),
          endTime: row.endTime.toISOString(),
          spotsRemaining: row.spotsRemaining,
        })),
      );
      expect(detail.seriesDates[1]?.spotsRemaining).toBe(0);
    });

    it('gives an activity outside a series no dates, and keeps a numbered title that is its own', async () => {
      const single = await make('Top tapas (2)');
      const detail = await get<ActivityDetail>(`/api/activities/${single.id}`);
      expect(detail.seriesDates).toEqual([]);
      expect(detail.moreDates).toBe(0);
      expect(detail.title).toBe('Top tapas (2)');
    });
  });
});

/** A Barcelona date as the explore filters take it. */
const barcelonaDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(instant);
