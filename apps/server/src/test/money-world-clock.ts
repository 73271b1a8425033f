import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { App } from '#src/app.ts';
import {
  activities,
  bookings,
  hostTransfers,
  paymentSessions,
  testProviderCheckouts,
  testProviderIdempotencyKeys,
  testProviderRefunds,
  testProviderTransferReversals,
  testProviderTransfers,
} from '#src/db/schema.ts';

/*
 * Time in the money model's world (money-world.ts): it passes by moving every timestamp of the world's
 * activity back (the activity, its holds, bookings and transfers, and the provider's records, whose
 * idempotency keys it forgets after 24 hours), as the other tests of the clock do: the code under test
 * keeps reading the database's now().
 */

/** `ms` pass for everything of the world's activity: its timestamps move back, the provider's records too. */
export async function moveWorldBack(db: App['db'], activityId: string, ms: number) {
  const back = sql`make_interval(secs => ${ms / 1000})`;
  const shiftIso = (column: string) =>
    `to_char((((${column})::timestamptz - make_interval(secs => ${ms / 1000})) at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const scheduleBack = (column: string) =>
    sql.raw(`jsonb_set(jsonb_set(${column}, '{startTime}', to_jsonb(${shiftIso(`${column}->>'startTime'`)})),
      '{endTime}', to_jsonb(${shiftIso(`${column}->>'endTime'`)}))`);
  await db
    .update(activities)
    .set({
      startTime: sql`${activities.startTime} - ${back}`,
      endTime: sql`${activities.endTime} - ${back}`,
    })
    .where(eq(activities.id, activityId));
  await db
    .update(paymentSessions)
    .set({
      holdExpiresAt: sql`${paymentSessions.holdExpiresAt} - ${back}`,
      createdAt: sql`${paymentSessions.createdAt} - ${back}`,
      updatedAt: sql`${paymentSessions.updatedAt} - ${back}`,
      shownSchedule: sql`case when shown_schedule is null then null else ${scheduleBack('shown_schedule')} end`,
    })
    .where(eq(paymentSessions.activityId, activityId));
  await db
    .update(bookings)
    .set({
      createdAt: sql`${bookings.createdAt} - ${back}`,
      updatedAt: sql`${bookings.updatedAt} - ${back}`,
      refundedAt: sql`${bookings.refundedAt} - ${back}`,
      refundRetryAt: sql`${bookings.refundRetryAt} - ${back}`,
      hostChange: sql`case when host_change is null then null
        else jsonb_set(host_change, '{before}', ${scheduleBack(`host_change->'before'`)}) end`,
    })
    .where(eq(bookings.activityId, activityId));
  const ids = (
    await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.activityId, activityId))
  ).map((b) => b.id);
  if (ids.length > 0) {
    await db
      .update(hostTransfers)
      .set({
        claimedUntil: sql`${hostTransfers.claimedUntil} - ${back}`,
        paidAt: sql`${hostTransfers.paidAt} - ${back}`,
        createdAt: sql`${hostTransfers.createdAt} - ${back}`,
        updatedAt: sql`${hostTransfers.updatedAt} - ${back}`,
      })
      .where(inArray(hostTransfers.bookingId, ids));
  }
  await ageProviderRecords(db, activityId, back);
}

/**
 * This world's records at the test provider as if made earlier (its checkouts and their pages' expiry, the
 * refunds, transfers and reversals of their payments, and the keys those were made under), so the provider
 * forgets this world's keys as time passes here, and the other worlds' records keep their dates.
 */
async function ageProviderRecords(db: App['db'], activityId: string, back: SQL) {
  const checkouts = testProviderCheckouts;
  const ours = sql`${checkouts.metadata} ->> 'activity_id' = ${activityId}`;
  const paid = await db
    .update(checkouts)
    .set({
      createdAt: sql`${checkouts.createdAt} - ${back}`,
      expiresAt: sql`${checkouts.expiresAt} - ${back}`,
    })
    .where(ours)
    .returning({ paymentId: checkouts.paymentId });
  const payments = paid.flatMap((p) => (p.paymentId ? [p.paymentId] : []));
  if (payments.length === 0) return;
  const refunds = await db
    .update(testProviderRefunds)
    .set({ createdAt: sql`${testProviderRefunds.createdAt} - ${back}` })
    .where(inArray(testProviderRefunds.paymentId, payments))
    .returning({ id: testProviderRefunds.id });
  const transfers = await db
    .update(testProviderTransfers)
    .set({ createdAt: sql`${testProviderTransfers.createdAt} - ${back}` })
    .where(inArray(testProviderTransfers.paymentId, payments))
    .returning({ id: testProviderTransfers.id });
  const reversals =
    transfers.length === 0
      ? []
      : await db
          .update(testProviderTransferReversals)
          .set({ createdAt: sql`${testProviderTransferReversals.createdAt} - ${back}` })
          .where(
            inArray(
              testProviderTransferReversals.transferId,
              transfers.map((t) => t.id),
            ),
          )
          .returning({ id: testProviderTransferReversals.id });
  const made = [...refunds, ...transfers, ...reversals].map((o) => o.id);
  if (made.length === 0) return;
  await db
    .update(testProviderIdempotencyKeys)
    .set({ createdAt: sql`${testProviderIdempotencyKeys.createdAt} - ${back}` })
    .where(inArray(testProviderIdempotencyKeys.objectId, made));
}

/** The guests sit on their payment pages until their holds (and the pages) run out. */
export async function runOutHolds(db: App['db'], activityId: string) {
  const sessions = await db
    .update(paymentSessions)
    .set({ holdExpiresAt: sql`least(${paymentSessions.holdExpiresAt}, now() - interval '1 second')` })
    .where(and(eq(paymentSessions.activityId, activityId), eq(paymentSessions.status, 'open')))
    .returning({ providerSessionId: paymentSessions.providerSessionId });
  const pages = sessions.flatMap((s) => (s.providerSessionId ? [s.providerSessionId] : []));
  if (pages.length > 0) {
    await db
      .update(testProviderCheckouts)
      .set({ expiresAt: sql`least(${testProviderCheckouts.expiresAt}, now() - interval '1 second')` })
      .where(inArray(testProviderCheckouts.id, pages));
  }
}
