import { randomUUID } from 'node:crypto';
import type { CheckInAction, CheckInResult } from '@sortim/contracts/check-in';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '#src/app.ts';
import { checkInScans, checkInUnknownScans, tickets } from '#src/db/schema.ts';
import { signUp, type TestAccount } from './auth.ts';
import { createActivity, createBooking, createUser } from './factories.ts';

/*
 * The door's tests (modules/check-in): a host's activity with a party at its door, scans sent to it, and
 * what the database then holds.
 */

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

export type ScanInput = { code: string; action?: CheckInAction; nonce?: string; scannedAt?: Date };

export const scan = ({
  code,
  action = 'check_in',
  nonce = randomUUID(),
  scannedAt = new Date(),
}: ScanInput) => ({
  nonce,
  code,
  action,
  scannedAt: scannedAt.toISOString(),
});

/** The door's helpers, on the test file's app (`useTestApp`). */
export function doorHelpers(ctx: { app: App }) {
  /** A host (named, for "checked in by"), their activity that starts in an hour, and a party of 3. */
  async function door(options: { startTime?: Date; spots?: number } = {}) {
    const host = await signUp(ctx.app, { name: 'Marta Host', roles: ['host', 'verified_host'] });
    const start = options.startTime ?? new Date(Date.now() + HOUR);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Gothic quarter walk',
      startTime: start,
      endTime: new Date(start.getTime() + 2 * HOUR),
    });
    const guest = await createUser(ctx.app.db, { profile: { displayName: 'Ana Guest' } });
    const booking = await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      spots: options.spots ?? 3,
    });
    const codes = await codesOf(booking.id);
    return { host, activity, guest, booking, codes };
  }

  async function codesOf(bookingId: string): Promise<string[]> {
    const rows = await ctx.app.db
      .select({ code: tickets.code })
      .from(tickets)
      .where(eq(tickets.bookingId, bookingId))
      .orderBy(asc(tickets.seat));
    return rows.map((row) => row.code);
  }

  function send(activityId: string, caller: TestAccount, scans: ReturnType<typeof scan>[]) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/host/activities/${activityId}/check-ins`,
      headers: { cookie: caller.cookie },
      payload: { scans },
    });
  }

  /** The results of scans that must be accepted. */
  async function results(activityId: string, caller: TestAccount, scans: ReturnType<typeof scan>[]) {
    const res = await send(activityId, caller, scans);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results as CheckInResult[];
  }

  async function one(activityId: string, caller: TestAccount, input: ScanInput): Promise<CheckInResult> {
    const [result] = await results(activityId, caller, [scan(input)]);
    if (!result) throw new Error('no result');
    return result;
  }

  function doorOf(activityId: string, caller: TestAccount) {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/host/activities/${activityId}/door`,
      headers: { cookie: caller.cookie },
    });
  }

  async function seatsOf(bookingId: string) {
    return ctx.app.db
      .select({ seat: tickets.seat, checkedInAt: tickets.checkedInAt, checkedInBy: tickets.checkedInBy })
      .from(tickets)
      .where(eq(tickets.bookingId, bookingId))
      .orderBy(asc(tickets.seat));
  }

  async function scanRows(activityId: string) {
    return ctx.app.db.select().from(checkInScans).where(eq(checkInScans.activityId, activityId));
  }

  async function unknownScansOf(activityId: string): Promise<number> {
    const [row] = await ctx.app.db
      .select({ scans: checkInUnknownScans.scans })
      .from(checkInUnknownScans)
      .where(eq(checkInUnknownScans.activityId, activityId));
    return row?.scans ?? 0;
  }

  return { door, codesOf, send, results, one, doorOf, seatsOf, scanRows, unknownScansOf };
}
