import {
  type ActivityQuestions,
  type BookingAnswers,
  QUESTION_MESSAGES as M,
} from '@sortim/contracts/booking-questions';
import type { DoorData } from '@sortim/contracts/check-in';
import type { HostGuestList } from '@sortim/contracts/host-guests';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, bookingAnswers, paymentSessions } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay } from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import { payingHost } from '#src/test/host-activities.ts';

/*
 * Questions at booking, end to end on the server: the host's list, the answers required at the hold
 * (nothing held without them, nor health answers without consent), the guest's edits until the cut-off,
 * and who reads them: the guest and the host; an admin never a health answer.
 */

const ctx = useTestApp();
const HOUR = 60 * 60 * 1000;

const call = (who: TestAccount | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

const ALLERGIES = {
  label: 'Allergies',
  kind: 'long_text',
  scope: 'guest',
  required: true,
  health: true,
} as const;
const LEVEL = {
  label: 'Level',
  kind: 'one_choice',
  scope: 'guest',
  options: ['Beginner', 'Advanced'],
  required: true,
  health: false,
} as const;

/** A paying host's activity (starting in `startsIn`) that asks allergies and level of each guest. */
async function askingActivity(startsIn = 7 * 24 * HOUR) {
  const host = await payingHost(ctx.app);
  const start = new Date(Date.now() + startsIn);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    startTime: start,
    endTime: new Date(start.getTime() + 2 * HOUR),
  });
  const res = await call(host, 'PUT', `/api/host/activities/${activity.id}/questions`, {
    questions: [ALLERGIES, LEVEL],
  });
  expect(res.statusCode, res.body).toBe(200);
  const { questions } = res.json() as ActivityQuestions;
  const [allergies, level] = questions.map((q) => q.id) as [string, string];
  const answers = (values: [string, string][], healthConsent = true) => ({
    guests: values.map(([a, l]) => ({ [allergies]: a, [level]: l })),
    healthConsent,
  });
  return { host, activity, allergies, level, answers };
}

describe('PUT /api/host/activities/:id/questions', () => {
  it('saves the ordered list and the cut-off, read back by the booking step', async () => {
    const { host, activity } = await askingActivity();
    const saved = await call(host, 'PUT', `/api/host/activities/${activity.id}/questions`, {
      questions: [LEVEL, ALLERGIES],
      cutoffHours: 48,
    });
    expect(saved.statusCode).toBe(200);
    const read = (
      await call(null, 'GET', `/api/activities/${activity.id}/questions`)
    ).json() as ActivityQuestions;
    expect(read.cutoffHours).toBe(48);
    expect(read.questions.map((q) => [q.label, q.health])).toEqual([
      ['Level', false],
      ['Allergies', true],
    ]);
  });

  it('refuses another host, a guest and an anonymous caller, and changes nothing', async () => {
    const { activity } = await askingActivity();
    const url = `/api/host/activities/${activity.id}/questions`;
    const otherHost = await signUp(ctx.app, { roles: ['host'] });
    const guest = await signUp(ctx.app);
    expect((await call(otherHost, 'PUT', url, { questions: [] })).statusCode).toBe(403);
    expect((await call(guest, 'PUT', url, { questions: [] })).statusCode).toBe(403);
    expect((await call(null, 'PUT', url, { questions: [] })).statusCode).toBe(401);
    expect((await call(otherHost, 'GET', url)).statusCode).toBe(403);
    const read = (
      await call(null, 'GET', `/api/activities/${activity.id}/questions`)
    ).json() as ActivityQuestions;
    expect(read.questions).toHaveLength(2);
  });

  it('goes with the activity when the host duplicates it', async () => {
    const { host, activity } = await askingActivity();
    const copy = await call(host, 'POST', `/api/host/activities/${activity.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const { id } = copy.json() as { id: string };
    const read = (
      await call(host, 'GET', `/api/host/activities/${id}/questions`)
    ).json() as ActivityQuestions;
    expect(read.questions.map((q) => [q.label, q.scope, q.health])).toEqual([
      ['Allergies', 'guest', true],
      ['Level', 'guest', false],
    ]);
  });

  it('refuses a bad list with the field named', async () => {
    const { host, activity } = await askingActivity();
    const res = await call(host, 'PUT', `/api/host/activities/${activity.id}/questions`, {
      questions: [{ ...LEVEL, options: ['Only'] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'questions.0.options': M.optionsNeeded });
  });
});

describe('answers at the hold (POST /api/checkout)', () => {
  const heldSessions = async (activityId: string) =>
    ctx.app.db.select().from(paymentSessions).where(eq(paymentSessions.activityId, activityId));

  it('refuses missing required answers and holds nothing', async () => {
    const { activity, answers } = await askingActivity();
    const guest = await signUp(ctx.app);
    const res = await call(guest, 'POST', '/api/checkout', {
      activityId: activity.id,
      spots: 2,
      answers: answers([['Nuts', 'Beginner']]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.required);
    expect(Object.keys(res.json().error.fields)).toEqual([
      expect.stringMatching(/^answers\.guests\.1\./),
      expect.stringMatching(/^answers\.guests\.1\./),
    ]);
    expect(await heldSessions(activity.id)).toEqual([]);
    const none = await call(guest, 'POST', '/api/checkout', { activityId: activity.id, spots: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(M.required);
    expect(await heldSessions(activity.id)).toEqual([]);
  });

  it('refuses health answers without consent, and holds nothing', async () => {
    const { activity, answers } = await askingActivity();
    const guest = await signUp(ctx.app);
    const res = await call(guest, 'POST', '/api/checkout', {
      activityId: activity.id,
      spots: 1,
      answers: answers([['Nuts', 'Beginner']], false),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.healthConsent);
    expect(await heldSessions(activity.id)).toEqual([]);
  });

  it('keeps the answers with the booking, per guest, health ones marked with the consent moment', async () => {
    const { activity, answers } = await askingActivity();
    const guest = await signUp(ctx.app);
    const { booking } = await bookAndPay(
      ctx.app,
      guest,
      activity.id,
      2,
      answers([
        ['Nuts', 'Beginner'],
        ['None', 'Advanced'],
      ]),
    );
    const rows = await ctx.app.db
      .select()
      .from(bookingAnswers)
      .where(eq(bookingAnswers.activityId, activity.id));
    expect(rows.filter((r) => r.health).every((r) => r.consentedAt instanceof Date)).toBe(true);
    const mine = (await call(guest, 'GET', `/api/bookings/${booking.id}/answers`)).json() as BookingAnswers;
    expect(mine.editable).toBe(true);
    expect(mine.guests).toBe(2);
    expect(mine.answers.map((a) => [a.guest, a.label, a.value, a.health])).toEqual([
      [1, 'Allergies', 'Nuts', true],
      [1, 'Level', 'Beginner', false],
      [2, 'Allergies', 'None', true],
      [2, 'Level', 'Advanced', false],
    ]);
  });
});

describe('PUT /api/bookings/:id/answers', () => {
  it('lets the guest change their answers until the cut-off, then refuses', async () => {
    const { activity, answers } = await askingActivity();
    const guest = await signUp(ctx.app);
    const { booking } = await bookAndPay(ctx.app, guest, activity.id, 1, answers([['Nuts', 'Beginner']]));
    const url = `/api/bookings/${booking.id}/answers`;

    const edited = await call(guest, 'PUT', url, answers([['Nuts and shellfish', 'Beginner']]));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as BookingAnswers).answers[0]?.value).toBe('Nuts and shellfish');

    const badEdit = await call(guest, 'PUT', url, answers([['Nuts', 'Expert']]));
    expect(badEdit.statusCode).toBe(400);

    // The activity moves to 23 hours from now: inside the 24-hour cut-off.
    const start = new Date(Date.now() + 23 * HOUR);
    await ctx.app.db
      .update(activities)
      .set({ startTime: start, endTime: new Date(start.getTime() + HOUR) })
      .where(eq(activities.id, activity.id));
    const late = await call(guest, 'PUT', url, answers([['Gluten', 'Beginner']]));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(M.pastCutoff);
    const after = (await call(guest, 'GET', url)).json() as BookingAnswers;
    expect(after.editable).toBe(false);
    expect(after.answers[0]?.value).toBe('Nuts and shellfish');
  });

  it('refuses another guest, the host, an admin and an anonymous caller', async () => {
    const { host, activity, answers } = await askingActivity();
    const guest = await signUp(ctx.app);
    const { booking } = await bookAndPay(ctx.app, guest, activity.id, 1, answers([['Nuts', 'Beginner']]));
    const url = `/api/bookings/${booking.id}/answers`;
    const other = await signUp(ctx.app);
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    for (const who of [other, host, admin]) {
      expect((await call(who, 'GET', url)).statusCode).toBe(404);
      expect((await call(who, 'PUT', url, answers([['x', 'Beginner']]))).statusCode).toBe(404);
    }
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(null, 'PUT', url, answers([['x', 'Beginner']]))).statusCode).toBe(401);
    const kept = (await call(guest, 'GET', url)).json() as BookingAnswers;
    expect(kept.answers[0]?.value).toBe('Nuts');
  });
});

describe('who reads the answers', () => {
  async function bookedWithAnswers() {
    const setup = await askingActivity();
    const guest = await signUp(ctx.app, { name: 'Laia Guest' });
    const { booking } = await bookAndPay(
      ctx.app,
      guest,
      setup.activity.id,
      2,
      setup.answers([
        ['Nuts', 'Beginner'],
        ['None', 'Advanced'],
      ]),
    );
    return { ...setup, guest, booking };
  }

  it('shows the host every answer on the roster, the CSV and the door, health ones marked', async () => {
    const { host, activity, booking } = await bookedWithAnswers();
    const roster = (
      await call(host, 'GET', `/api/host/activities/${activity.id}/guests`)
    ).json() as HostGuestList;
    const answers = roster.items.find((item) => item.bookingId === booking.id)?.answers ?? [];
    expect(answers.map((a) => [a.guest, a.label, a.value, a.health])).toContainEqual([
      1,
      'Allergies',
      'Nuts',
      true,
    ]);

    const csv = (await call(host, 'GET', `/api/host/activities/${activity.id}/guests.csv`)).body;
    expect(csv).toContain(
      'Guest 1 · Allergies [health]: Nuts; Level: Beginner | Guest 2 · Allergies [health]: None',
    );

    const door = (await call(host, 'GET', `/api/host/activities/${activity.id}/door`)).json() as DoorData;
    expect(door.parties[0]?.answers?.filter((a) => a.health).map((a) => a.value)).toEqual(['Nuts', 'None']);
  });

  it('never shows an admin a health answer, on the roster, the CSV or the door', async () => {
    const { activity } = await bookedWithAnswers();
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const roster = (
      await call(admin, 'GET', `/api/host/activities/${activity.id}/guests`)
    ).json() as HostGuestList;
    const answers = roster.items.flatMap((item) => item.answers ?? []);
    expect(answers.map((a) => a.label)).toEqual(['Level', 'Level']);
    const csv = (await call(admin, 'GET', `/api/host/activities/${activity.id}/guests.csv`)).body;
    expect(csv).not.toContain('Nuts');
    expect(csv).toContain('Level: Beginner');
    const door = await call(admin, 'GET', `/api/host/activities/${activity.id}/door`);
    expect(door.statusCode).toBe(200);
    expect(door.body).not.toContain('Nuts');
  });

  it("puts the guest's answers, health ones too, in their own data export", async () => {
    const { guest, booking } = await bookedWithAnswers();
    const res = await call(guest, 'GET', '/api/me/data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json() as { bookings: { id: string; answers: { value: string }[] }[] };
    expect(data.bookings.find((b) => b.id === booking.id)?.answers.map((a) => a.value)).toEqual([
      'Nuts',
      'Beginner',
      'None',
      'Advanced',
    ]);
  });
});
