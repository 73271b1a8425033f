import { PROMO_MESSAGES } from '@sortim/contracts/promo-codes';
import type { QuoteCode } from '@sortim/contracts/quote';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { bookings, paymentSessions, promoCodeActivities, promoCodes } from '#src/db/schema.ts';
import { Conflict } from '#src/lib/errors.ts';

/*
 * Whether a code applies to a booking: it exists, is live (started, not ended, not paused), is for this
 * activity (a host's code: one of theirs; a platform code: any it names, or all), and has uses left in
 * total and for this account. A code that does not exist and one that is not live or not for this activity
 * get the same answer from the same single query, so neither the words nor the time tell them apart.
 *
 * Uses are the paid (or cancelled without refund) bookings and the live holds that carry the code. Taken
 * with `lock`, the code's row is locked first, so two guests racing for its last use are counted one after
 * the other (reservations' takeHold).
 */

export type ApplicableCode = QuoteCode & {
  id: string;
  code: string;
  note: string | null;
  unlocksHidden: boolean;
};

type Reader = Database | Transaction;

export async function applicableCode(
  db: Reader,
  request: {
    code: string;
    activity: { id: string; hostId: string };
    userId: string | null;
    /** Tickets in the party, when known (the hold): a code with a minimum party is checked against it. */
    tickets: number | null;
    lock?: boolean;
  },
): Promise<ApplicableCode> {
  const { activity } = request;
  const forThisActivity = sql<boolean>`(${promoCodes.allActivities} and (${promoCodes.hostId} is null or ${promoCodes.hostId} = ${activity.hostId}))
    or exists (select 1 from ${promoCodeActivities} where ${promoCodeActivities.codeId} = ${promoCodes.id}
      and ${promoCodeActivities.activityId} = ${activity.id}
      and (${promoCodes.hostId} is null or ${promoCodes.hostId} = ${activity.hostId}))`;
  const live = sql<boolean>`${promoCodes.pausedAt} is null
    and (${promoCodes.startsAt} is null or ${promoCodes.startsAt} <= now())
    and (${promoCodes.endsAt} is null or ${promoCodes.endsAt} > now())`;
  const query = db
    .select({
      id: promoCodes.id,
      code: promoCodes.code,
      hostId: promoCodes.hostId,
      percentOff: promoCodes.percentOff,
      amountOffCents: promoCodes.amountOffCents,
      minParty: promoCodes.minParty,
      totalLimit: promoCodes.totalLimit,
      perAccountLimit: promoCodes.perAccountLimit,
      note: promoCodes.note,
      unlocksHidden: promoCodes.unlocksHidden,
      applies: sql<boolean>`(${live}) and (${forThisActivity})`,
    })
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = ${request.code.toUpperCase()}`);
  const [row] = request.lock ? await query.for('update') : await query;
  if (!row?.applies) throw new Conflict(PROMO_MESSAGES.invalid);

  if (row.totalLimit !== null && (await usesOf(db, row.id, null)) >= row.totalLimit) {
    throw new Conflict(PROMO_MESSAGES.usedUp);
  }
  if (
    row.perAccountLimit !== null &&
    request.userId !== null &&
    (await usesOf(db, row.id, request.userId)) >= row.perAccountLimit
  ) {
    throw new Conflict(PROMO_MESSAGES.perAccount);
  }
  if (row.minParty !== null && request.tickets !== null && request.tickets < row.minParty) {
    throw new Conflict(PROMO_MESSAGES.minParty.replace('{{count}}', String(row.minParty)));
  }
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    minParty: row.minParty,
    payer: row.hostId === null ? 'platform' : 'host',
    note: row.note,
    unlocksHidden: row.unlocksHidden,
  };
}

/** The uses of a code (of one account, when given): bookings that kept it, and holds still live. */
export async function usesOf(db: Reader, codeId: string, userId: string | null): Promise<number> {
  const [booked] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.promoCodeId, codeId),
        inArray(bookings.status, ['paid', 'cancelled']),
        userId === null ? undefined : eq(bookings.userId, userId),
      ),
    );
  const [held] = await db
    .select({ n: count() })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.promoCodeId, codeId),
        eq(paymentSessions.status, 'open'),
        gt(paymentSessions.holdExpiresAt, sql`now()`),
        userId === null ? undefined : eq(paymentSessions.userId, userId),
      ),
    );
  return (booked?.n ?? 0) + (held?.n ?? 0);
}

/** Whether any live code could apply to an activity: 'Have a code?' shows only then. */
export async function hasLiveCode(db: Reader, activity: { id: string; hostId: string }): Promise<boolean> {
  const result = await db.execute(sql`select ${liveCodeFor(activity)} as live`);
  // Both drivers answer raw SQL with `{ rows }`; the shared Database type cannot say so.
  const { rows } = result as unknown as { rows: { live: boolean }[] };
  return rows[0]?.live === true;
}

const liveCodeFor = (activity: { id: string; hostId: string }) => sql<boolean>`exists (
  select 1 from ${promoCodes}
  where ${promoCodes.pausedAt} is null
    and (${promoCodes.startsAt} is null or ${promoCodes.startsAt} <= now())
    and (${promoCodes.endsAt} is null or ${promoCodes.endsAt} > now())
    and ((${promoCodes.allActivities} and (${promoCodes.hostId} is null or ${promoCodes.hostId} = ${activity.hostId}))
      or exists (select 1 from ${promoCodeActivities} where ${promoCodeActivities.codeId} = ${promoCodes.id}
        and ${promoCodeActivities.activityId} = ${activity.id})))`;
