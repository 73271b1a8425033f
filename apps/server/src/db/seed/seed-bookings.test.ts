import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import {
  activities,
  analyticsEvents,
  bookings,
  dailyAnalytics,
  profiles,
  reviews,
  users,
} from '#src/db/schema.ts';
import { addDays, barcelonaDay, isoDate } from '#src/lib/barcelona-time.ts';
import { createTestProvider } from '#src/lib/payments/test-provider.ts';
import { hostPayouts } from '#src/modules/host-dashboard/host-payouts.service.ts';
import { reconcile } from '#src/modules/reconcile/reconcile.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';
import { DEMO_ACCOUNTS } from './demo-people.ts';
import { seedIfEmpty } from './seed.ts';

/* The demo data's money and numbers, seeded once for the file: bookings, payouts, reviews and analytics. */

const HOUR = 60 * 60 * 1000;

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedIfEmpty(db, { info: () => {} });
});

afterAll(async () => {
  await database.close();
});

describe('demo bookings and reviews', () => {
  it('has paid bookings and some refunded ones, with consistent amounts', async () => {
    const rows = await db.select().from(bookings);
    expect(rows.filter((b) => b.status === 'paid').length).toBeGreaterThan(50);
    const refunded = rows.filter((b) => b.status === 'refunded');
    expect(refunded.length).toBeGreaterThanOrEqual(3);
    for (const b of refunded) expect(b.refundedAt).not.toBeNull();
    for (const b of rows) {
      expect(b.lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(b.amountCents);
      expect(b.lines.every((line) => line.categoryId !== null)).toBe(true);
    }
  });

  it('charges every demo payment on the platform as checkout does, its fee recorded on the session', async () => {
    const { rows } = (await db.execute(sql`
      select c.destination_account, c.transfer_group, s.platform_fee_cents, s.amount_cents, b.activity_id
      from bookings b join payment_sessions s on s.id = b.payment_session_id
      join test_provider_checkouts c on c.payment_id = b.provider_payment_id
      where b.amount_cents > 0`)) as {
      rows: {
        destination_account: string | null;
        transfer_group: string | null;
        platform_fee_cents: number;
        amount_cents: number;
        activity_id: string;
      }[];
    };
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      expect(row.destination_account).toBeNull();
      expect(row.transfer_group).toBe(`activity_${row.activity_id}`);
      expect(row.platform_fee_cents).toBe(Math.round(row.amount_cents / 10));
    }
  });

  it('pays each host the day after the activity ends, and never before it has ended', async () => {
    const { rows } = (await db.execute(sql`
      select b.status as booking_status, a.end_time, t.status, t.paid_at, t.transferred_cents,
        (select sum(pt.amount_cents) from test_provider_transfers pt where pt.payment_id = b.provider_payment_id)
          as provider_cents
      from bookings b join activities a on a.id = b.activity_id
      left join host_transfers t on t.booking_id = b.id
      where b.amount_cents > 0`)) as {
      rows: {
        booking_status: string;
        end_time: Date | string;
        status: string | null;
        paid_at: Date | string | null;
        transferred_cents: number | null;
        provider_cents: number | string | null;
      }[];
    };
    const now = Date.now();
    const dueAt = (row: (typeof rows)[number]) => new Date(row.end_time).getTime() + 24 * HOUR;
    const due = rows.filter((r) => dueAt(r) + 10 * 60_000 < now);
    const notDue = rows.filter((r) => dueAt(r) > now);
    expect(due.length).toBeGreaterThan(10);
    expect(notDue.length).toBeGreaterThan(10);
    for (const row of notDue) expect(row.status).toBeNull();
    for (const row of due) {
      expect(row.status).toBe(row.booking_status === 'paid' ? 'paid' : 'nothing_due');
      if (row.status !== 'paid') continue;
      const paidAt = new Date(row.paid_at ?? 0).getTime();
      expect(paidAt).toBeGreaterThanOrEqual(dueAt(row));
      expect(paidAt - dueAt(row)).toBeLessThan(HOUR);
      expect(Number(row.provider_cents)).toBe(row.transferred_cents);
    }
    expect(rows.some((r) => r.status === 'destination_charge')).toBe(false);
  });

  it("shows hosts 'paid out' only for activities that ended, and their provider's books balance", async () => {
    const hosts = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.payoutsEnabled, true));
    let upcomingWithMoney = 0;
    for (const host of hosts) {
      const { activities: rows } = await hostPayouts(db, host.id);
      for (const row of rows) {
        if (new Date(row.payableAfter).getTime() > Date.now()) {
          expect(row.paidOutCents).toBe(0);
          expect(row.lastPaidOutAt).toBeNull();
          if (row.pendingCents > 0) upcomingWithMoney += 1;
        }
        expect(row.paidWithBookings).toBe(false);
        if (row.paidOutCents > 0) expect(row.lastPaidOutAt).not.toBeNull();
      }
    }
    expect(upcomingWithMoney).toBeGreaterThan(5);

    const provider = createTestProvider({
      db,
      publicUrl: 'http://localhost:3000',
      webhookSecret: 'whsec_seed_test',
      deliver: async () => {},
    });
    const report = await reconcile({ db, provider }, { since: new Date(0) });
    expect(report.findings).toEqual([]);
  });

  it("records each demo payment at the built-in test provider, so a demo booking's refund goes through", async () => {
    const [paid] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.status, 'paid'), sql`${bookings.providerPaymentId} is not null`))
      .limit(1);
    if (!paid?.providerPaymentId) throw new Error('the demo has no paid booking');
    const provider = createTestProvider({
      db,
      publicUrl: 'http://localhost:3000',
      webhookSecret: 'whsec_seed_test',
      deliver: async () => {},
    });
    const { refundId } = await provider.refund({
      paymentId: paid.providerPaymentId,
      amountCents: paid.amountCents,
      idempotencyKey: `refund-${paid.id}`,
    });
    expect(refundId).toMatch(/^re_test_/);
  });

  it('books only activities of hosts who can take payments, before they start', async () => {
    const rows = await db
      .select({
        createdAt: bookings.createdAt,
        start: activities.startTime,
        payouts: profiles.payoutsEnabled,
      })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .innerJoin(profiles, eq(profiles.id, activities.hostId));
    for (const row of rows) {
      expect(row.payouts).toBe(true);
      expect(row.createdAt.getTime()).toBeLessThan(row.start.getTime());
    }
  });

  it('has reviews only from paid attendees of activities that already started', async () => {
    const rows = await db
      .select({ review: reviews, start: activities.startTime, booking: bookings.id })
      .from(reviews)
      .innerJoin(activities, eq(activities.id, reviews.activityId))
      .leftJoin(
        bookings,
        and(
          eq(bookings.activityId, reviews.activityId),
          eq(bookings.userId, reviews.userId),
          eq(bookings.status, 'paid'),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row.booking).not.toBeNull();
      expect(row.start.getTime()).toBeLessThan(Date.now());
      expect(row.review.createdAt.getTime()).toBeGreaterThan(row.start.getTime());
    }
    const ratings = rows.map((r) => r.review.rating);
    expect(ratings.filter((r) => r >= 4).length / ratings.length).toBeGreaterThan(0.7);
  });

  it('gives the demo guest upcoming and past bookings, a refund and a review', async () => {
    const [guest] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.guest.email));
    const own = await db
      .select({ status: bookings.status, start: activities.startTime })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(eq(bookings.userId, guest?.id ?? ''));
    const paid = own.filter((b) => b.status === 'paid');
    expect(paid.some((b) => b.start.getTime() > Date.now())).toBe(true);
    expect(paid.some((b) => b.start.getTime() < Date.now())).toBe(true);
    expect(own.some((b) => b.status === 'refunded')).toBe(true);
    expect(
      await db
        .select()
        .from(reviews)
        .where(eq(reviews.userId, guest?.id ?? '')),
    ).toHaveLength(1);
  });
});

describe('demo analytics', () => {
  it('has a week of daily rows and events of the last seven days', async () => {
    const rows = await db.select().from(dailyAnalytics).orderBy(dailyAnalytics.date);
    const today = barcelonaDay(new Date());
    expect(rows.map((row) => row.date)).toEqual(
      [7, 6, 5, 4, 3, 2, 1].map((n) => isoDate(addDays(today, -n))),
    );
    // Rolled up from the demo's own events and bookings: every booking came through a started checkout,
    // and some checkouts were abandoned.
    const total = (column: 'checkoutsStarted' | 'checkoutsCompleted') =>
      rows.reduce((sum, row) => sum + row[column], 0);
    expect(rows.every((row) => row.uniqueVisitors > 0)).toBe(true);
    expect(total('checkoutsCompleted')).toBeGreaterThan(0);
    expect(total('checkoutsCompleted')).toBeLessThan(total('checkoutsStarted'));
    const events = await db.select().from(analyticsEvents);
    const weekAgo = Date.now() - 8 * 24 * 3600 * 1000;
    expect(events.some((e) => e.eventType === 'page_view')).toBe(true);
    expect(events.some((e) => e.eventType === 'checkout_started')).toBe(true);
    expect(events.every((e) => e.createdAt.getTime() > weekAgo && e.createdAt.getTime() <= Date.now())).toBe(
      true,
    );
  });
});
