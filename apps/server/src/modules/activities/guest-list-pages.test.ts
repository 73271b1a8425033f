import { ActivityList, LIST_TOTAL_CAP } from '@sortim/contracts/activities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activities } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { useGuestListActivities } from '#src/test/guest-list.ts';

/*
 * The guest list's pages (GET /api/activities): the reply's shape, cursors, totals and refused queries.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('activities (guest side)', () => {
  const ctx = useTestApp();
  const { host, make, at, list } = useGuestListActivities(ctx);

  describe('GET /api/activities', () => {
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
            hostId: host.id,
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

      it('reads a capped first page from every match, not from those it counted (decision 209)', async () => {
        // The crowd first, the soonest last: a count stopping at its cap reads the crowd and never the soonest.
        await makeCrowd(LIST_TOTAL_CAP + 1);
        const soonest = await make('Soonest dinner', {
          category: 'Go Social',
          subtype: 'Join a Dinner',
          priceCents: 1100,
          startTime: new Date(Date.now() + DAY),
        });
        const elevenEurosOrLess = await list('subcategories=Join+a+Dinner&priceMin=10&priceMax=11&limit=2');
        expect(elevenEurosOrLess).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
        const [first, second] = elevenEurosOrLess.items;
        expect(first?.id).toBe(soonest.id);
        expect(second?.title).toMatch(/^Crowd dinner/);
      });

      it('reads an uncapped first page from the matches it counted, the soonest first', async () => {
        for (const days of [9, 3, 7, 1, 5]) {
          await make(`Dinner in ${days} days`, { startTime: new Date(Date.now() + days * DAY) });
        }
        const page = await list('q=dinner&limit=3');
        expect(page).toMatchObject({ total: 5, totalCapped: false });
        expect(page.items.map((card) => card.title)).toEqual([
          'Dinner in 1 days',
          'Dinner in 3 days',
          'Dinner in 5 days',
        ]);
        const next = await list(`q=dinner&limit=3&cursor=${page.nextCursor}`);
        expect(next.items.map((card) => card.title)).toEqual(['Dinner in 7 days', 'Dinner in 9 days']);
        expect(next.nextCursor).toBeNull();
      });

      it('trusts a capped price range for a minute for every range that holds it (decision 211)', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        await makeCrowd(LIST_TOTAL_CAP + 1);
        const capped = { total: LIST_TOTAL_CAP, totalCapped: true };
        const social = `categories=${encodeURIComponent('Go Social')}&limit=1`;
        expect(await list(`${social}&priceMin=9&priceMax=10`)).toMatchObject(capped);
        await ctx.app.db.delete(activities);
        for (const n of [1, 2, 3]) {
          await make(`Dinner number ${n}`, {
            category: 'Go Social',
            subtype: 'Join a Dinner',
            priceCents: 1000,
          });
        }
        // A wider range, one without a top or no price filter at all holds the capped one: no new count.
        for (const prices of ['&priceMin=5&priceMax=10', '&priceMin=9', '&priceMax=100', '']) {
          expect(await list(`${social}${prices}`), prices).toMatchObject(capped);
        }
        // A narrower range, or the same with another filter, is counted.
        const counted = { total: 3, totalCapped: false };
        expect(await list(`${social}&priceMin=10&priceMax=10`)).toMatchObject(counted);
        expect(await list(`${social}&priceMin=5&priceMax=10&q=dinner`)).toMatchObject(counted);
        vi.advanceTimersByTime(61_000);
        expect(await list(`${social}&priceMin=5&priceMax=10`)).toMatchObject(counted);
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
});
