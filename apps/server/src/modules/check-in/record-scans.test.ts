import { randomUUID } from 'node:crypto';
import {
  CHECK_IN_MESSAGES,
  CHECK_IN_SCAN_MAX_AGE_HOURS,
  CHECK_IN_SCANS_PER_SPOT,
} from '@sortim/contracts/check-in';
import { RATE_LIMITED_MESSAGE } from '@sortim/contracts/common';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activities, bookings } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { doorHelpers, HOUR, MINUTE, scan } from '#src/test/door.ts';
import { createBooking, createUser } from '#src/test/factories.ts';
import { CHECK_IN_RATE_LIMIT } from './check-in.routes.ts';

/*
 * The scans a door sends, on a real database: each scan's outcome, acting once by its nonce however often
 * and however concurrently it is sent.
 */

const ctx = useTestApp({ ROLE: 'web' });
const { door, codesOf, send, results, one, seatsOf, scanRows, unknownScansOf } = doorHelpers(ctx);

describe('POST /api/host/activities/:id/check-ins', () => {
  it('checks one seat in: valid, "1 of 3 in", at the scan time, by the caller', async () => {
    const { host, activity, booking, codes } = await door();
    const scannedAt = new Date(Date.now() - 5 * MINUTE);
    const result = await one(activity.id, host, { code: codes[0] ?? '', scannedAt });
    expect(result).toMatchObject({
      outcome: 'valid',
      seat: 1,
      party: { bookingId: booking.id, guestName: 'Ana Guest', spots: 3, checkedIn: 1 },
      checkedInAt: scannedAt.toISOString(),
      checkedInByName: 'Marta Host',
    });
    const seats = await seatsOf(booking.id);
    expect(seats.map((s) => s.checkedInAt?.toISOString() ?? null)).toEqual([
      scannedAt.toISOString(),
      null,
      null,
    ]);
    expect(seats[0]?.checkedInBy).toBe(host.id);
  });

  it('checks the rest of a party in with check_in_party, then tells a further one it is all in', async () => {
    const { host, activity, booking, codes } = await door();
    const first = new Date(Date.now() - 10 * MINUTE);
    await one(activity.id, host, { code: codes[1] ?? '', scannedAt: first });
    const rest = await one(activity.id, host, { code: codes[1] ?? '', action: 'check_in_party' });
    expect(rest).toMatchObject({ outcome: 'valid', seat: 2, party: { spots: 3, checkedIn: 3 } });
    const seats = await seatsOf(booking.id);
    // The seat already in keeps its own time.
    expect(seats[1]?.checkedInAt?.toISOString()).toBe(first.toISOString());
    expect(seats.every((s) => s.checkedInAt && s.checkedInBy === host.id)).toBe(true);

    const again = await one(activity.id, host, { code: codes[0] ?? '', action: 'check_in_party' });
    expect(again).toMatchObject({ outcome: 'already_checked_in', seat: 1, party: { checkedIn: 3 } });
  });

  it('tells a second scan of a seat when and by whom it was checked in, and changes nothing', async () => {
    const { host, activity, booking, codes } = await door();
    const at = new Date(Date.now() - 20 * MINUTE);
    await one(activity.id, host, { code: codes[0] ?? '', scannedAt: at });
    const second = await one(activity.id, host, { code: codes[0] ?? '' });
    expect(second).toMatchObject({
      outcome: 'already_checked_in',
      seat: 1,
      party: { checkedIn: 1 },
      checkedInAt: at.toISOString(),
      checkedInByName: 'Marta Host',
    });
    expect((await seatsOf(booking.id))[0]?.checkedInAt?.toISOString()).toBe(at.toISOString());
  });

  it('answers refunded and cancelled for void tickets and checks nobody in', async () => {
    const { host, activity, booking, codes } = await door();
    const guest2 = await createUser(ctx.app.db, { profile: { displayName: 'Carla Cancelled' } });
    const cancelled = await createBooking(ctx.app.db, { userId: guest2.id, activityId: activity.id });
    await ctx.app.db
      .update(bookings)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(bookings.id, booking.id));
    await ctx.app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
    const [cancelledCode] = await codesOf(cancelled.id);

    const [refundedResult, cancelledResult] = await results(activity.id, host, [
      scan({ code: codes[0] ?? '' }),
      scan({ code: cancelledCode ?? '', action: 'check_in_party' }),
    ]);
    expect(refundedResult).toMatchObject({ outcome: 'refunded', seat: 1, party: { bookingId: booking.id } });
    expect(cancelledResult).toMatchObject({
      outcome: 'cancelled',
      seat: 1,
      party: { guestName: 'Carla Cancelled' },
    });
    expect((await seatsOf(booking.id)).every((s) => s.checkedInAt === null)).toBe(true);
    expect((await seatsOf(cancelled.id)).every((s) => s.checkedInAt === null)).toBe(true);
  });

  it('answers refunded for a booking whose refund was asked for and is still on its way, and checks nobody in', async () => {
    const { host, activity, booking, codes } = await door();
    // The guest cancelled; the provider has not made the refund yet (it is owed, the sweep asks again).
    await ctx.app.db
      .update(bookings)
      .set({ refundDueCents: booking.amountCents, refundReason: 'guest_cancelled' })
      .where(eq(bookings.id, booking.id));

    const result = await one(activity.id, host, { code: codes[0] ?? '' });

    expect(result).toMatchObject({ outcome: 'refunded', seat: 1, party: { bookingId: booking.id } });
    expect((await seatsOf(booking.id)).every((s) => s.checkedInAt === null)).toBe(true);
  });

  it("answers other_activity for another activity's ticket without telling anything of it", async () => {
    const { host, activity } = await door();
    const elsewhere = await door();
    const res = await send(activity.id, host, [scan({ code: elsewhere.codes[0] ?? '' })]);
    expect(res.json().results).toEqual([
      {
        nonce: expect.any(String),
        outcome: 'other_activity',
        seat: null,
        party: null,
        checkedInAt: null,
        checkedInByName: null,
        category: null,
        guestName: null,
      },
    ]);
    expect((await seatsOf(elsewhere.booking.id)).every((s) => s.checkedInAt === null)).toBe(true);
  });

  it('answers unknown for no such code, and reads a typed code as people type it', async () => {
    const { host, activity, codes } = await door();
    const code = codes[2] ?? '';
    const typed = `${code.slice(0, 4)}-${code.slice(4, 13)} ${code.slice(13)}`
      .toLowerCase()
      .replace(/0/g, 'o');
    const [unknown, typedResult] = await results(activity.id, host, [
      scan({ code: 'NOT-A-TICKET' }),
      scan({ code: typed }),
    ]);
    expect(unknown).toMatchObject({ outcome: 'unknown', seat: null, party: null });
    expect(typedResult).toMatchObject({ outcome: 'valid', seat: 3 });
  });

  it('keeps no scan of a code that is no ticket, only counts it on the activity', async () => {
    const { host, activity } = await door();
    const junk = Array.from({ length: 50 }, (_, i) => scan({ code: `JUNK-${i}` }));

    const answers = await results(activity.id, host, junk);

    expect(answers.every((r) => r.outcome === 'unknown')).toBe(true);
    expect(await scanRows(activity.id)).toHaveLength(0);
    expect(await unknownScansOf(activity.id)).toBe(50);
  });

  it(`refuses a scan made more than ${CHECK_IN_SCAN_MAX_AGE_HOURS} h ago as stale, recording nothing`, async () => {
    // Ended two days ago: a scan dated inside its window, sent only now.
    const ended = await door({ startTime: new Date(Date.now() - 48 * HOUR) });
    const inWindow = new Date(ended.activity.startTime.getTime() + 30 * MINUTE);

    const result = await one(ended.activity.id, ended.host, {
      code: ended.codes[0] ?? '',
      scannedAt: inWindow,
    });

    expect(result).toEqual({
      nonce: expect.any(String),
      outcome: 'stale',
      seat: null,
      party: null,
      checkedInAt: null,
      checkedInByName: null,
      category: null,
      guestName: null,
    });
    expect((await seatsOf(ended.booking.id)).every((s) => s.checkedInAt === null)).toBe(true);
    expect(await scanRows(ended.activity.id)).toHaveLength(0);
  });

  it('answers a scan sent again days later as it did the first time', async () => {
    const { host, activity, codes } = await door();
    const request = [scan({ code: codes[0] ?? '' })];
    const first = await results(activity.id, host, request);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 24 * HOUR });
    const again = await results(activity.id, host, request).finally(() => vi.useRealTimers());

    expect(again).toEqual(first);
    expect(again[0]?.outcome).toBe('valid');
  });

  it(`keeps at most ${CHECK_IN_SCANS_PER_SPOT} scans per spot, refusing the rest as limit_reached`, async () => {
    const { host, activity, booking, codes } = await door();
    await ctx.app.db
      .update(activities)
      .set({ capacity: 3, spotsRemaining: 0 })
      .where(eq(activities.id, activity.id));
    const cap = CHECK_IN_SCANS_PER_SPOT * 3;
    const code = codes[0] ?? '';
    const taps = Array.from({ length: cap - 1 }, () => scan({ code, action: 'undo' }));
    await results(activity.id, host, taps);

    const [last, past] = await results(activity.id, host, [scan({ code }), scan({ code: codes[1] ?? '' })]);

    expect(last).toMatchObject({ outcome: 'valid', seat: 1 });
    expect(past).toMatchObject({ outcome: 'limit_reached', seat: null, party: null });
    expect(await scanRows(activity.id)).toHaveLength(cap);
    expect((await seatsOf(booking.id)).map((s) => Boolean(s.checkedInAt))).toEqual([true, false, false]);
  });

  it('answers not_open before the window opens and after it closes, judged on the scan time', async () => {
    const later = await door({ startTime: new Date(Date.now() + 3 * HOUR + 10 * MINUTE) });
    expect(await one(later.activity.id, later.host, { code: later.codes[0] ?? '' })).toMatchObject({
      outcome: 'not_open',
      seat: 1,
    });
    // Ended 12 h and 5 min ago: closed now, but a scan made offline before the close still counts.
    const ended = await door({ startTime: new Date(Date.now() - 14 * HOUR - 5 * MINUTE) });
    expect(await one(ended.activity.id, ended.host, { code: ended.codes[0] ?? '' })).toMatchObject({
      outcome: 'not_open',
    });
    const offline = new Date(Date.now() - 13 * HOUR);
    expect(
      await one(ended.activity.id, ended.host, { code: ended.codes[1] ?? '', scannedAt: offline }),
    ).toMatchObject({ outcome: 'valid', checkedInAt: offline.toISOString() });
    expect((await seatsOf(later.booking.id)).every((s) => s.checkedInAt === null)).toBe(true);
  });

  it("answers not_open for a cancelled activity's scans", async () => {
    const { host, activity, booking, codes } = await door();
    await ctx.app.db.update(activities).set({ status: 'cancelled' }).where(eq(activities.id, activity.id));
    expect(await one(activity.id, host, { code: codes[0] ?? '' })).toMatchObject({ outcome: 'not_open' });
    expect((await seatsOf(booking.id)).every((s) => s.checkedInAt === null)).toBe(true);
  });

  it('records a scan time from a device clock ahead of ours as now', async () => {
    const { host, activity, booking, codes } = await door();
    const before = Date.now();
    const result = await one(activity.id, host, {
      code: codes[0] ?? '',
      scannedAt: new Date(Date.now() + 2 * HOUR),
    });
    const at = new Date(result.checkedInAt ?? 0).getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect((await seatsOf(booking.id))[0]?.checkedInAt?.getTime()).toBe(at);
  });

  it('acts once for a request sent twice: the same answers, one check-in, one recorded scan', async () => {
    const { host, activity, booking, codes } = await door();
    const request = [scan({ code: codes[0] ?? '' })];
    const first = await results(activity.id, host, request);
    const second = await results(activity.id, host, request);
    expect(second).toEqual(first);
    expect(first[0]?.outcome).toBe('valid');
    expect((await seatsOf(booking.id)).filter((s) => s.checkedInAt).length).toBe(1);
    expect(await scanRows(activity.id)).toHaveLength(1);
  });

  it('replays an offline queue of 3 scans twice: counted once, the same answers, the scan times kept', async () => {
    const { host, activity, booking, codes } = await door();
    const other = await createUser(ctx.app.db, { profile: { displayName: 'Bea Solo' } });
    const solo = await createBooking(ctx.app.db, { userId: other.id, activityId: activity.id });
    const [soloCode] = await codesOf(solo.id);
    const t = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE);
    const queue = [
      scan({ code: codes[0] ?? '', scannedAt: t(30) }),
      scan({ code: soloCode ?? '', scannedAt: t(29) }),
      scan({ code: codes[0] ?? '', scannedAt: t(28) }),
    ];
    const first = await results(activity.id, host, queue);
    expect(first.map((r) => r.outcome)).toEqual(['valid', 'valid', 'already_checked_in']);
    expect(first[2]?.checkedInAt).toBe(queue[0]?.scannedAt);

    const replayed = await results(activity.id, host, queue);
    expect(replayed).toEqual(first);
    const seats = await seatsOf(booking.id);
    expect(seats.map((s) => s.checkedInAt?.toISOString() ?? null)).toEqual([queue[0]?.scannedAt, null, null]);
    expect((await seatsOf(solo.id))[0]?.checkedInAt?.toISOString()).toBe(queue[1]?.scannedAt);
    expect(await scanRows(activity.id)).toHaveLength(3);
  });

  it('two devices on one seat: the first recorded wins, the second is told who and when', async () => {
    const { host, activity, booking, codes } = await door();
    const admin = await signUp(ctx.app, { name: 'Ada Admin', roles: ['admin'] });
    const hostAt = new Date(Date.now() - 2 * MINUTE);
    await one(activity.id, host, { code: codes[0] ?? '', scannedAt: hostAt });
    // The admin's phone scanned it earlier, offline, and sends it only now: the host's check-in stands.
    const late = await one(activity.id, admin, {
      code: codes[0] ?? '',
      scannedAt: new Date(Date.now() - 9 * MINUTE),
    });
    expect(late).toMatchObject({
      outcome: 'already_checked_in',
      checkedInAt: hostAt.toISOString(),
      checkedInByName: 'Marta Host',
    });

    // At the same moment, on another seat: exactly one is valid.
    const both = await Promise.all([
      one(activity.id, host, { code: codes[1] ?? '' }),
      one(activity.id, admin, { code: codes[1] ?? '' }),
    ]);
    expect(both.map((r) => r.outcome).sort()).toEqual(['already_checked_in', 'valid']);
    const winner = both.find((r) => r.outcome === 'valid');
    const loser = both.find((r) => r.outcome === 'already_checked_in');
    expect(loser?.checkedInAt).toBe(winner?.checkedInAt);
    expect(loser?.checkedInByName).toBe(winner?.checkedInByName);
    expect((await seatsOf(booking.id)).filter((s) => s.checkedInAt).length).toBe(2);
  });

  it('acts once for one nonce sent twice at the same moment', async () => {
    const { host, activity, booking, codes } = await door();
    const request = [scan({ code: codes[0] ?? '', action: 'check_in_party' })];
    const [a, b] = await Promise.all([
      results(activity.id, host, request),
      results(activity.id, host, request),
    ]);
    expect(a).toEqual(b);
    expect(a[0]).toMatchObject({ outcome: 'valid', party: { checkedIn: 3 } });
    expect(await scanRows(activity.id)).toHaveLength(1);
    expect((await seatsOf(booking.id)).filter((s) => s.checkedInAt).length).toBe(3);
  });

  it('undoes a check-in, takes out nothing for a seat not in, and never a check-in made after the undo', async () => {
    const { host, activity, booking, codes } = await door();
    await one(activity.id, host, { code: codes[0] ?? '', action: 'check_in_party' });
    const undone = await one(activity.id, host, { code: codes[0] ?? '', action: 'undo' });
    expect(undone).toMatchObject({ outcome: 'undone', seat: 1, party: { checkedIn: 2 }, checkedInAt: null });
    expect((await seatsOf(booking.id)).map((s) => Boolean(s.checkedInAt))).toEqual([false, true, true]);

    const notIn = await one(activity.id, host, { code: codes[0] ?? '', action: 'undo' });
    expect(notIn).toMatchObject({ outcome: 'undone', party: { checkedIn: 2 } });

    // An offline undo from before seat 2 was checked in (again, by another device) leaves it in.
    await one(activity.id, host, { code: codes[1] ?? '', action: 'undo' });
    const backIn = new Date(Date.now() - MINUTE);
    await one(activity.id, host, { code: codes[1] ?? '', scannedAt: backIn });
    const staleUndo = await one(activity.id, host, {
      code: codes[1] ?? '',
      action: 'undo',
      scannedAt: new Date(Date.now() - 5 * MINUTE),
    });
    expect(staleUndo).toMatchObject({ outcome: 'already_checked_in', checkedInAt: backIn.toISOString() });
    expect((await seatsOf(booking.id)).map((s) => Boolean(s.checkedInAt))).toEqual([false, true, true]);
  });

  it('refuses a nonce already used for another scan (409) and acts on none of the request', async () => {
    const { host, activity, booking, codes } = await door();
    const nonce = randomUUID();
    await one(activity.id, host, { code: codes[0] ?? '', nonce });
    const res = await send(activity.id, host, [
      scan({ code: codes[1] ?? '' }),
      scan({ code: codes[2] ?? '', nonce }),
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CHECK_IN_MESSAGES.nonceReused);
    expect((await seatsOf(booking.id)).filter((s) => s.checkedInAt).length).toBe(1);

    // The same nonce on another host's activity tells nothing of the first.
    const elsewhere = await door();
    const res2 = await send(elsewhere.activity.id, elsewhere.host, [scan({ code: codes[0] ?? '', nonce })]);
    expect(res2.statusCode).toBe(409);
    expect(res2.body).not.toContain('Ana Guest');
    expect(await scanRows(activity.id)).toHaveLength(1);
  });

  it('refuses one nonce for two different scans in one request (400), and bad input, changing nothing', async () => {
    const { host, activity, booking, codes } = await door();
    const nonce = randomUUID();
    const twice = await send(activity.id, host, [
      scan({ code: codes[0] ?? '', nonce }),
      scan({ code: codes[1] ?? '', nonce }),
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(CHECK_IN_MESSAGES.nonceReused);

    const tooMany = Array.from({ length: 201 }, () => scan({ code: codes[0] ?? '' }));
    expect((await send(activity.id, host, tooMany)).statusCode).toBe(400);
    expect((await send(activity.id, host, [])).statusCode).toBe(400);
    const badTime = { ...scan({ code: codes[0] ?? '' }), scannedAt: 'yesterday' };
    expect((await send(activity.id, host, [badTime])).statusCode).toBe(400);
    const badAction = { ...scan({ code: codes[0] ?? '' }), action: 'check_out' } as unknown as ReturnType<
      typeof scan
    >;
    expect((await send(activity.id, host, [badAction])).statusCode).toBe(400);
    const shortNonce = scan({ code: codes[0] ?? '', nonce: 'abc' });
    expect((await send(activity.id, host, [shortNonce])).statusCode).toBe(400);

    expect((await seatsOf(booking.id)).every((s) => s.checkedInAt === null)).toBe(true);
    expect(await scanRows(activity.id)).toHaveLength(0);
  });

  it('refuses another host (403) and a guest (403), recording nothing', async () => {
    const { activity, booking, codes } = await door();
    const otherHost = await signUp(ctx.app, { roles: ['host'] });
    const guest = await signUp(ctx.app);
    expect((await send(activity.id, otherHost, [scan({ code: codes[0] ?? '' })])).statusCode).toBe(403);
    expect((await send(activity.id, guest, [scan({ code: codes[0] ?? '' })])).statusCode).toBe(403);
    expect((await send(randomUUID(), otherHost, [scan({ code: codes[0] ?? '' })])).statusCode).toBe(404);
    expect((await seatsOf(booking.id)).every((s) => s.checkedInAt === null)).toBe(true);
    expect(await scanRows(activity.id)).toHaveLength(0);
  });
});

describe('POST /api/host/activities/:id/check-ins rate limit', () => {
  const limited = useTestApp({ ROLE: 'web', RATE_LIMIT_ENABLED: 'true' });

  it(`answers 429 after ${CHECK_IN_RATE_LIMIT.max} requests a minute from one checker, not to another`, async () => {
    const host = await signUp(limited.app, { roles: ['host'] });
    const colleague = await signUp(limited.app, { roles: ['host'] });
    // Nobody's activity: each request is counted, then answered 404 at once.
    const post = (caller: TestAccount) =>
      limited.app.inject({
        method: 'POST',
        url: `/api/host/activities/${randomUUID()}/check-ins`,
        headers: { cookie: caller.cookie },
        payload: { scans: [scan({ code: 'ANY' })] },
      });
    for (let i = 0; i < CHECK_IN_RATE_LIMIT.max; i++) expect((await post(host)).statusCode).toBe(404);
    const refused = await post(host);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE } });
    expect((await post(colleague)).statusCode).toBe(404);
  });
});
