import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsEvents, dailyAnalytics } from '#src/db/schema.ts';
import { addDays, barcelonaDay, barcelonaTime, type CalendarDay, isoDate } from '#src/lib/barcelona-time.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { MAX_BACKFILL_DAYS, rollupDay, rollupMissedDays } from './daily-rollup.ts';

describe('daily analytics rollup', () => {
  const ctx = useTestApp();
  let activityId: string;

  beforeAll(async () => {
    const host = await createHost(ctx.app.db);
    activityId = (await createActivity(ctx.app.db, { hostId: host.id })).id;
  });

  const pageView = (at: Date, sessionId: string = randomUUID()) =>
    ctx.app.db
      .insert(analyticsEvents)
      .values({ eventType: 'page_view', page: '/explore', sessionId, createdAt: at });
  const checkoutStarted = (at: Date, sessionId: string = randomUUID()) =>
    ctx.app.db
      .insert(analyticsEvents)
      .values({ eventType: 'checkout_started', activityId, sessionId, createdAt: at });
  /** A booking by a new guest (one paid booking per guest and activity). */
  const booking = async (at: Date, status: 'paid' | 'refunded' | 'cancelled' = 'paid') => {
    const guest = await createUser(ctx.app.db);
    const refundedAt = status === 'refunded' ? new Date(at.getTime() + 3_600_000) : null;
    await createBooking(ctx.app.db, { userId: guest.id, activityId, status, refundedAt, createdAt: at });
  };
  const storedRows = () =>
    ctx.app.db
      .select({
        date: dailyAnalytics.date,
        uniqueVisitors: dailyAnalytics.uniqueVisitors,
        checkoutsStarted: dailyAnalytics.checkoutsStarted,
        checkoutsCompleted: dailyAnalytics.checkoutsCompleted,
        conversionRate: dailyAnalytics.conversionRate,
      })
      .from(dailyAnalytics)
      .orderBy(asc(dailyAnalytics.date));
  const storedRow = async (day: CalendarDay) => (await storedRows()).find((row) => row.date === isoDate(day));
  const at = (day: CalendarDay, time: string) => barcelonaTime(day, time);

  describe('rollupDay', () => {
    const day: CalendarDay = { year: 2025, month: 5, day: 14 };

    it('counts visitors, checkouts and paid bookings of the day, and their conversion', async () => {
      const returning = randomUUID();
      await pageView(at(day, '09:00'), returning);
      await pageView(at(day, '09:05'), returning);
      await pageView(at(day, '12:00'));
      await pageView(at(day, '18:00'));
      // A session that only started a checkout is no visitor (no page view).
      await checkoutStarted(at(day, '09:06'), returning);
      await checkoutStarted(at(day, '12:10'));
      await checkoutStarted(at(day, '19:00'));
      await booking(at(day, '09:10'));
      // Refunded later: the checkout was completed all the same.
      await booking(at(day, '12:15'), 'refunded');
      await booking(at(day, '20:00'), 'cancelled');
      // Other days.
      await pageView(at(addDays(day, -1), '12:00'));
      await checkoutStarted(at(addDays(day, 1), '12:00'));
      await booking(at(addDays(day, 1), '12:05'));

      const row = await rollupDay(ctx.app.db, day);

      // 2 of 3 checkouts completed: 66.7 %.
      const expected = {
        date: '2025-05-14',
        uniqueVisitors: 3,
        checkoutsStarted: 3,
        checkoutsCompleted: 2,
        conversionRate: 66.7,
      };
      expect(row).toEqual(expected);
      expect(await storedRow(day)).toEqual(expected);
    });

    it('is idempotent: run twice, one row with the same numbers', async () => {
      const first = await rollupDay(ctx.app.db, day);
      const second = await rollupDay(ctx.app.db, day);

      expect(second).toEqual(first);
      expect((await storedRows()).filter((row) => row.date === '2025-05-14')).toEqual([first]);
    });

    it('updates the day it rolls up again when late data arrived', async () => {
      await checkoutStarted(at(day, '22:00'));

      const row = await rollupDay(ctx.app.db, day);

      // 2 of 4 now.
      expect(row).toMatchObject({ checkoutsStarted: 4, checkoutsCompleted: 2, conversionRate: 50 });
      expect(await storedRow(day)).toEqual(row);
    });

    it('writes zeros, and a 0 % conversion, for a day without checkouts', async () => {
      const quiet: CalendarDay = { year: 2025, month: 5, day: 20 };
      await pageView(at(quiet, '10:00'));
      await booking(at(quiet, '10:30'));

      expect(await rollupDay(ctx.app.db, quiet)).toEqual({
        date: '2025-05-20',
        uniqueVisitors: 1,
        checkoutsStarted: 0,
        checkoutsCompleted: 1,
        conversionRate: 0,
      });
    });

    it('cuts days at midnight in Barcelona, not in UTC', async () => {
      // Summer (UTC+2): 23:30 in Barcelona is 21:30 UTC, 00:30 the next day is still 22:30 UTC the same day.
      const summer: CalendarDay = { year: 2025, month: 7, day: 10 };
      await pageView(at(summer, '00:00'));
      await pageView(at(summer, '23:30'));
      await checkoutStarted(at(summer, '23:30'));
      await booking(at(summer, '23:59'));
      await pageView(at(addDays(summer, 1), '00:30'));
      await checkoutStarted(at(addDays(summer, 1), '00:00'));
      expect(at(addDays(summer, 1), '00:30').toISOString()).toBe('2025-07-10T22:30:00.000Z');

      expect(await rollupDay(ctx.app.db, summer)).toMatchObject({
        uniqueVisitors: 2,
        checkoutsStarted: 1,
        checkoutsCompleted: 1,
      });
      expect(await rollupDay(ctx.app.db, addDays(summer, 1))).toMatchObject({
        uniqueVisitors: 1,
        checkoutsStarted: 1,
        checkoutsCompleted: 0,
      });
    });

    it('keeps all 25 hours of the day the clocks go back, and only 23 of the day they go forward', async () => {
      const views = (...instants: string[]) => Promise.all(instants.map((i) => pageView(new Date(i))));
      // 26 October 2025 runs from 22:00 UTC the day before (00:00 CEST) to 23:00 UTC (00:00 CET).
      await views(
        '2025-10-25T22:30:00Z',
        '2025-10-25T23:30:00Z',
        '2025-10-26T12:00:00Z',
        '2025-10-26T22:30:00Z',
      );
      await views('2025-10-25T21:59:00Z', '2025-10-26T23:00:00Z');
      // 30 March 2025 runs from 23:00 UTC the day before (00:00 CET) to 22:00 UTC (00:00 CEST).
      await views(
        '2025-03-29T23:30:00Z',
        '2025-03-29T23:45:00Z',
        '2025-03-30T12:00:00Z',
        '2025-03-30T21:30:00Z',
      );
      await views('2025-03-29T22:59:00Z', '2025-03-30T22:00:00Z');

      // UTC days, or one offset for the whole day, would count 3 or 5.
      expect((await rollupDay(ctx.app.db, { year: 2025, month: 10, day: 26 })).uniqueVisitors).toBe(4);
      expect((await rollupDay(ctx.app.db, { year: 2025, month: 3, day: 30 })).uniqueVisitors).toBe(4);
    });
  });

  describe('rollupMissedDays', () => {
    const now = barcelonaTime({ year: 2024, month: 2, day: 10 }, '02:15');
    const today = barcelonaDay(now);
    const daysBack = (n: number) => addDays(today, -n);

    beforeEach(async () => {
      await ctx.app.db.delete(dailyAnalytics);
    });

    it('back-fills the days missed since the latest row, through yesterday', async () => {
      await rollupDay(ctx.app.db, daysBack(4));
      await pageView(at(daysBack(3), '10:00'));
      await pageView(at(daysBack(2), '10:00'));
      await pageView(at(daysBack(2), '11:00'));
      await checkoutStarted(at(daysBack(1), '10:00'));
      // Today is not over: it waits for tomorrow night.
      await pageView(at(today, '01:00'));

      const written = await rollupMissedDays(ctx.app.db, now);

      expect(written.map((row) => row.date)).toEqual(['2024-02-07', '2024-02-08', '2024-02-09']);
      expect((await storedRows()).map((row) => [row.date, row.uniqueVisitors, row.checkoutsStarted])).toEqual(
        [
          ['2024-02-06', 0, 0],
          ['2024-02-07', 1, 0],
          ['2024-02-08', 2, 0],
          ['2024-02-09', 0, 1],
        ],
      );
    });

    it('always does yesterday again, and only yesterday when nothing was missed', async () => {
      await rollupDay(ctx.app.db, daysBack(2));
      await rollupDay(ctx.app.db, daysBack(1));
      // A page view sent just before midnight that arrived after last night's run.
      await pageView(at(daysBack(1), '23:59'));

      const written = await rollupMissedDays(ctx.app.db, now);

      expect(written).toEqual([expect.objectContaining({ date: '2024-02-09', uniqueVisitors: 1 })]);
      expect(await storedRows()).toHaveLength(2);
    });

    it(`starts ${MAX_BACKFILL_DAYS} days back on an empty table`, async () => {
      const written = await rollupMissedDays(ctx.app.db, now);

      expect(written).toHaveLength(MAX_BACKFILL_DAYS);
      expect(written[0]?.date).toBe(isoDate(daysBack(MAX_BACKFILL_DAYS)));
      expect(written.at(-1)?.date).toBe('2024-02-09');
      expect(await storedRows()).toHaveLength(MAX_BACKFILL_DAYS);
    });

    it(`reaches no further than ${MAX_BACKFILL_DAYS} days back after a long stop`, async () => {
      await rollupDay(ctx.app.db, daysBack(100));

      const written = await rollupMissedDays(ctx.app.db, now);

      expect(written[0]?.date).toBe(isoDate(daysBack(MAX_BACKFILL_DAYS)));
      expect(written).toHaveLength(MAX_BACKFILL_DAYS);
    });

    it('is idempotent: a second run writes the same rows', async () => {
      await pageView(at(daysBack(5), '10:00'));
      await rollupMissedDays(ctx.app.db, now);
      const before = await storedRows();

      await rollupMissedDays(ctx.app.db, now);

      expect(await storedRows()).toEqual(before);
    });
  });

  describe("the 'analytics.rollup' job", () => {
    it('rolls up yesterday', async () => {
      await ctx.app.db.delete(dailyAnalytics);
      const yesterday = isoDate(addDays(barcelonaDay(new Date()), -1));

      await ctx.app.jobs.send('analytics.rollup', {});

      await vi.waitFor(
        async () => {
          const rows = await ctx.app.db
            .select()
            .from(dailyAnalytics)
            .where(eq(dailyAnalytics.date, yesterday));
          expect(rows).toHaveLength(1);
        },
        { timeout: 10_000, interval: 50 },
      );
    });
  });
});
