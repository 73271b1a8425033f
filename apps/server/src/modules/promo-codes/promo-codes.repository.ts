import {
  type PromoCode,
  type PromoCodeActivity,
  type PromoCodeValues,
  promoCodeState,
} from '@sortim/contracts/promo-code-management';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, bookings, promoCodeActivities, promoCodes } from '#src/db/schema.ts';
import { usesOf } from '#src/modules/reservations/promo-code-check.ts';

/*
 * The queries behind a code's owner's list: the codes, the activities each names, and what was sold with
 * each. Uses are reservations' `usesOf`, the count the hold itself checks a limit against, so the list and
 * the checkout never disagree about a code's uses.
 */

type Reader = Database | Transaction;

/** Whose codes: a host's (their id), or the platform's (no host). */
export type CodeOwner = { hostId: string } | { hostId: null };

export const ownedBy = (owner: CodeOwner): SQL =>
  owner.hostId === null ? isNull(promoCodes.hostId) : eq(promoCodes.hostId, owner.hostId);

/** The owner's codes as their list shows them, newest first (or the one `codeId`, when given). */
export async function listCodes(db: Reader, owner: CodeOwner, codeId?: string): Promise<PromoCode[]> {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(and(ownedBy(owner), codeId === undefined ? undefined : eq(promoCodes.id, codeId)))
    .orderBy(desc(promoCodes.createdAt), asc(promoCodes.code));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const named = await namedActivities(db, ids);
  const sales = await salesOf(db, ids);
  const now = new Date();
  const codes: PromoCode[] = [];
  // A host holds a handful of codes: two counts each, the same ones the hold checks its limits with.
  for (const row of rows) {
    const uses = await usesOf(db, row.id, null);
    const times = {
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      pausedAt: row.pausedAt?.toISOString() ?? null,
    };
    codes.push({
      id: row.id,
      code: row.code,
      percentOff: row.percentOff,
      amountOffCents: row.amountOffCents,
      ...times,
      totalLimit: row.totalLimit,
      perAccountLimit: row.perAccountLimit,
      minParty: row.minParty,
      note: row.note,
      unlocksHidden: row.unlocksHidden,
      scope: row.allActivities
        ? { kind: 'all' }
        : { kind: 'activities', activities: named.get(row.id) ?? [] },
      state: promoCodeState({ ...times, totalLimit: row.totalLimit }, uses, now),
      uses,
      revenueCents: sales.get(row.id)?.revenueCents ?? 0,
      discountCents: sales.get(row.id)?.discountCents ?? 0,
      editable: uses === 0,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return codes;
}

async function namedActivities(db: Reader, codeIds: string[]): Promise<Map<string, PromoCodeActivity[]>> {
  const rows = await db
    .select({
      codeId: promoCodeActivities.codeId,
      id: activities.id,
      title: activities.title,
      startTime: activities.startTime,
    })
    .from(promoCodeActivities)
    .innerJoin(activities, eq(activities.id, promoCodeActivities.activityId))
    .where(inArray(promoCodeActivities.codeId, codeIds))
    .orderBy(asc(activities.startTime), asc(activities.id));
  const byCode = new Map<string, PromoCodeActivity[]>();
  for (const { codeId, startTime, ...activity } of rows) {
    byCode.set(codeId, [...(byCode.get(codeId) ?? []), { ...activity, startTime: startTime.toISOString() }]);
  }
  return byCode;
}

/**
 * What the bookings that kept each code paid and were given off: paid ones, and ones cancelled without a
 * refund (less a rest refunded when the host later cancelled the activity). A refunded booking gave its
 * use of the code back (reservations' usesOf), so it counts in neither sum.
 */
async function salesOf(
  db: Reader,
  codeIds: string[],
): Promise<Map<string, { revenueCents: number; discountCents: number }>> {
  const rows = await db
    .select({
      codeId: bookings.promoCodeId,
      revenueCents: sql<number>`coalesce(sum(${bookings.amountCents} - coalesce(${bookings.refundedCents}, 0) - coalesce(${bookings.refundRestCents}, 0)), 0)::int`,
      discountCents: sql<number>`coalesce(sum(${bookings.discountCents}), 0)::int`,
    })
    .from(bookings)
    .where(and(inArray(bookings.promoCodeId, codeIds), inArray(bookings.status, ['paid', 'cancelled'])))
    .groupBy(bookings.promoCodeId);
  return new Map(
    rows.map((row) => [
      row.codeId ?? '',
      { revenueCents: Number(row.revenueCents), discountCents: Number(row.discountCents) },
    ]),
  );
}

/** The owner's code `codeId`, its row locked (a hold taking its last use waits, or is waited for). */
export async function lockOwnCode(tx: Transaction, owner: CodeOwner, codeId: string) {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, codeId), ownedBy(owner)))
    .for('update');
  return row;
}

/** Whether another code (not `exceptId`) already reads `code`, whatever its case or owner. */
export async function codeTaken(db: Reader, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        sql`upper(${promoCodes.code}) = ${code.toUpperCase()}`,
        exceptId === undefined ? undefined : ne(promoCodes.id, exceptId),
      ),
    );
  return row !== undefined;
}

/** Of `ids`, those that are activities (of `hostId`, when given). */
export async function existingActivities(
  db: Reader,
  ids: string[],
  hostId: string | null,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(inArray(activities.id, ids), hostId === null ? undefined : eq(activities.hostId, hostId)));
  return rows.map((row) => row.id);
}

/** A code's columns from its owner's input. */
export const codeColumns = (input: PromoCodeValues) => ({
  code: input.code,
  allActivities: input.scope.kind === 'all',
  percentOff: input.percentOff,
  amountOffCents: input.amountOffCents,
  startsAt: input.startsAt === null ? null : new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  totalLimit: input.totalLimit,
  perAccountLimit: input.perAccountLimit,
  minParty: input.minParty,
  note: input.note,
  unlocksHidden: input.unlocksHidden,
});

/** Sets the activities a code names (none for a code for all of them). */
export async function setCodeActivities(
  tx: Transaction,
  codeId: string,
  activityIds: string[],
): Promise<void> {
  await tx.delete(promoCodeActivities).where(eq(promoCodeActivities.codeId, codeId));
  if (activityIds.length > 0) {
    await tx.insert(promoCodeActivities).values(activityIds.map((activityId) => ({ codeId, activityId })));
  }
}
