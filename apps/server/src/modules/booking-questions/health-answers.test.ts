import type { ActivityQuestions } from '@sortim/contracts/booking-questions';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookingAnswers, bookings } from '#src/db/schema.ts';
import { SCHEDULES } from '#src/lib/queues.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay } from '#src/test/checkout.ts';
import { createActivity, createPaymentSession, createUser } from '#src/test/factories.ts';
import { payingHost } from '#src/test/host-activities.ts';
import { deleteExpiredHealthAnswers } from './health-answers-cleanup.ts';

/*
 * How long answers live: health answers go 30 days after their activity ended (the job, with the clock
 * moved past that moment), the others stay with the booking; a deleted account takes all its answers.
 */

const ctx = useTestApp();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const call = (who: TestAccount, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: who.cookie } });

/** A guest's paid booking of an activity asking allergies (health) and level of each guest. */
async function answeredBooking() {
  const host = await payingHost(ctx.app);
  const start = new Date(Date.now() + 7 * DAY);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    startTime: start,
    endTime: new Date(start.getTime() + 2 * HOUR),
  });
  const saved = await call(host, 'PUT', `/api/host/activities/${activity.id}/questions`, {
    questions: [
      { label: 'Allergies', kind: 'short_text', scope: 'guest', required: true, health: true },
      {
        label: 'Level',
        kind: 'one_choice',
        scope: 'guest',
        options: ['Easy', 'Hard'],
        required: true,
        health: false,
      },
    ],
  });
  const [allergies, level] = (saved.json() as ActivityQuestions).questions.map((q) => q.id) as [
    string,
    string,
  ];
  const guest = await signUp(ctx.app);
  const { booking } = await bookAndPay(ctx.app, guest, activity.id, 1, {
    guests: [{ [allergies]: 'Nuts', [level]: 'Easy' }],
    healthConsent: true,
  });
  return { activity, guest, booking };
}

const answersOf = async (activityId: string) =>
  (await ctx.app.db.select().from(bookingAnswers).where(eq(bookingAnswers.activityId, activityId)))
    .map((a) => [a.label, a.value])
    .sort();

describe('health answers, 30 days after the activity', () => {
  it('are deleted once 30 days have passed since the end, the other answers kept', async () => {
    const { activity } = await answeredBooking();
    const run = (now: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now });
      return deleteExpiredHealthAnswers(ctx.app.db, new Date()).finally(() => vi.useRealTimers());
    };

    expect(await run(activity.endTime.getTime() + 29 * DAY)).toBe(0);
    expect(await answersOf(activity.id)).toEqual([
      ['Allergies', 'Nuts'],
      ['Level', 'Easy'],
    ]);

    expect(await run(activity.endTime.getTime() + 30 * DAY + HOUR)).toBe(1);
    expect(await answersOf(activity.id)).toEqual([['Level', 'Easy']]);
  });

  it("is the hourly 'questions.health-cleanup' job's work", async () => {
    expect(SCHEDULES['questions.health-cleanup']).toBe('29 * * * *');
    const host = await createUser(ctx.app.db, { roles: ['host'] });
    const guest = await createUser(ctx.app.db);
    const ended = new Date(Date.now() - 31 * DAY);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(ended.getTime() - 2 * HOUR),
      endTime: ended,
    });
    const session = await createPaymentSession(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      status: 'completed',
    });
    const answer = { paymentSessionId: session.id, userId: guest.id, activityId: activity.id, guest: 1 };
    await ctx.app.db.insert(bookingAnswers).values([
      { ...answer, label: 'Allergies', value: 'Shellfish', health: true, consentedAt: ended },
      { ...answer, label: 'Size', value: 'M', health: false },
    ]);

    await ctx.app.jobs.send('questions.health-cleanup', {});

    await vi.waitFor(async () => expect(await answersOf(activity.id)).toEqual([['Size', 'M']]), {
      timeout: 10_000,
      interval: 50,
    });
  });
});

describe('account deletion', () => {
  it('deletes every answer the person gave, while their booking stays', async () => {
    const { activity, guest, booking } = await answeredBooking();
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const res = await call(admin, 'DELETE', `/api/admin/users/${guest.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await answersOf(activity.id)).toEqual([]);
    // Refunded (it was still to come), but kept: money records outlive the person.
    const [kept] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.status).toBe('refunded');
  });
});
