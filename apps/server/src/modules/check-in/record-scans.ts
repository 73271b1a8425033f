import {
  CHECK_IN_MESSAGES,
  CHECK_IN_SCAN_MAX_AGE_HOURS,
  CHECK_IN_SCANS_PER_SPOT,
  type CheckInOutcome,
  type CheckInRequest,
  type CheckInResponse,
  type CheckInResult,
  type CheckInScan,
  normalizeTicketCode,
} from '@sortim/contracts/check-in';
import { judgeScan } from '@sortim/contracts/ticket-rules';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { bookings, checkInScans, checkInUnknownScans, profiles, tickets } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, Invalid } from '#src/lib/errors.ts';
import { getOwnActivity } from '#src/modules/host-access/own-activity.ts';
import {
  checker,
  checkInWindow,
  type Db,
  partiesWhere,
  selectDoorTickets,
  toDoorTicket,
  type Window,
} from './door-data.ts';

/*
 * The scans a door sends, each acting once however often it is sent. A scan claims its nonce first (a
 * unique row in check_in_scans, in the scan's own transaction), so the same nonce sent again, even at the
 * same moment, waits for the first and then reads its answer. A scan is judged (`judgeScan`) on its party's
 * seats read under a row lock, so of two devices scanning one seat the first recorded wins and the second
 * is told who and when. Only scans of real tickets are kept, up to CHECK_IN_SCANS_PER_SPOT per spot and
 * none made more than CHECK_IN_SCAN_MAX_AGE_HOURS before they reach us; a code that is no ticket is only
 * counted.
 */

const MINUTE = 60 * 1000;
const SCAN_MAX_AGE_MS = CHECK_IN_SCAN_MAX_AGE_HOURS * 60 * MINUTE;

/**
 * Acts on each scan in order, each in its own transaction (a queue of 200 offline scans keeps what was
 * done if one fails). A nonce sent before answers what it answered then and changes nothing, however old
 * it is now; a nonce already used for another scan (another activity, code or action) is refused with
 * 409 before any scan acts: a device's bug, and the first answer could tell of another host's activity.
 */
export async function recordScans(
  db: Database,
  caller: Caller,
  activityId: string,
  request: CheckInRequest,
): Promise<CheckInResponse> {
  const activity = await getOwnActivity(db, caller, activityId);
  const scans = request.scans.map((scan) => ({ ...scan, code: normalizeTicketCode(scan.code) }));
  assertOneScanPerNonce(scans);
  const seen = await db
    .select({
      nonce: checkInScans.nonce,
      activityId: checkInScans.activityId,
      code: checkInScans.code,
      action: checkInScans.action,
    })
    .from(checkInScans)
    .where(
      inArray(
        checkInScans.nonce,
        scans.map((scan) => scan.nonce),
      ),
    );
  for (const first of seen) {
    const scan = scans.find((s) => s.nonce === first.nonce);
    if (scan && !sameScan(first, { ...scan, activityId: activity.id })) {
      throw new Conflict(CHECK_IN_MESSAGES.nonceReused);
    }
  }

  const context: Context = {
    activityId: activity.id,
    cancelled: activity.status === 'cancelled',
    window: checkInWindow(activity),
    callerId: caller.id,
    byName: await displayName(db, caller.id),
    seen: new Set(seen.map((first) => first.nonce)),
    // Counted once a request: two requests at the same moment may pass the cap by a few scans.
    room: CHECK_IN_SCANS_PER_SPOT * activity.capacity - (await scansKept(db, activity.id)),
  };
  const results: CheckInResult[] = [];
  for (const scan of scans) results.push(await recordScan(db, context, scan));
  return { results };
}

type Context = {
  activityId: string;
  cancelled: boolean;
  window: Window;
  callerId: string;
  /** The caller's name, as a check-in of theirs is told. */
  byName: string | null;
  /** The request's nonces recorded before it came. */
  seen: Set<string>;
  /** How many more scans the activity keeps (its cap less those kept), taken as scans are kept. */
  room: number;
};
type Scan = CheckInScan;

function sameScan(
  first: { activityId: string; code: string; action: string },
  scan: { activityId: string; code: string; action: string },
): boolean {
  return first.activityId === scan.activityId && first.code === scan.code && first.action === scan.action;
}

/** One nonce in one request names one scan: sent twice it must be the same scan. */
function assertOneScanPerNonce(scans: Scan[]): void {
  const byNonce = new Map<string, Scan>();
  for (const scan of scans) {
    const first = byNonce.get(scan.nonce);
    if (first && (first.code !== scan.code || first.action !== scan.action)) {
      throw new Invalid(CHECK_IN_MESSAGES.nonceReused);
    }
    byNonce.set(scan.nonce, scan);
  }
}

async function scansKept(db: Database, activityId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(checkInScans)
    .where(eq(checkInScans.activityId, activityId));
  return row?.n ?? 0;
}

/** A code that is no ticket: counted on its activity, never kept. */
async function countUnknownScan(db: Db, activityId: string): Promise<void> {
  await db
    .insert(checkInUnknownScans)
    .values({ activityId, scans: 1, lastScannedAt: sql`now()` })
    .onConflictDoUpdate({
      target: checkInUnknownScans.activityId,
      set: { scans: sql`${checkInUnknownScans.scans} + 1`, lastScannedAt: sql`now()` },
    });
}

/** An answer about no seat: nothing of a ticket is told. */
const bareResult = (scan: Scan, outcome: CheckInOutcome): CheckInResult => ({
  nonce: scan.nonce,
  outcome,
  seat: null,
  party: null,
  checkedInAt: null,
  checkedInByName: null,
  category: null,
  guestName: null,
});

/**
 * One scan: a nonce recorded before answers as it did. Otherwise a scan too old, of a code that is no
 * ticket, or past the activity's cap is answered and not kept; any other claims its nonce (a concurrent
 * sender of the same nonce waits on the unique index and then finds it taken), then the ticket is judged
 * and the seat moved, then the outcome written on the claim.
 */
async function recordScan(db: Database, context: Context, scan: Scan): Promise<CheckInResult> {
  // A device's clock ahead of ours: the scan happened no later than now, so it is judged and recorded now.
  const now = new Date();
  const scannedAt = new Date(Math.min(new Date(scan.scannedAt).getTime(), now.getTime()));
  return db.transaction(async (tx) => {
    if (context.seen.has(scan.nonce)) return replay(tx, context, scan);
    if (now.getTime() - scannedAt.getTime() > SCAN_MAX_AGE_MS) return bareResult(scan, 'stale');
    const ticket = await findTicket(tx, scan.code);
    if (!ticket) {
      await countUnknownScan(tx, context.activityId);
      return bareResult(scan, 'unknown');
    }
    if (context.room <= 0) return bareResult(scan, 'limit_reached');

    const [claim] = await tx
      .insert(checkInScans)
      .values({
        nonce: scan.nonce,
        activityId: context.activityId,
        code: scan.code,
        action: scan.action,
        outcome: 'pending',
        scannedAt,
        byUserId: context.callerId,
      })
      .onConflictDoNothing({ target: checkInScans.nonce })
      .returning({ id: checkInScans.id });
    if (!claim) return replay(tx, context, scan);
    context.room -= 1;

    const judged = await judge(tx, context, scan, scannedAt, ticket);
    await tx
      .update(checkInScans)
      .set({
        outcome: judged.outcome,
        ticketId: ticket.activityId === context.activityId ? ticket.id : null,
      })
      .where(eq(checkInScans.id, claim.id));
    return judged;
  });
}

type FoundTicket = { id: string; bookingId: string; seat: number; activityId: string };

async function findTicket(db: Db, code: string): Promise<FoundTicket | undefined> {
  const [ticket] = await db
    .select({
      id: tickets.id,
      bookingId: tickets.bookingId,
      seat: tickets.seat,
      activityId: bookings.activityId,
    })
    .from(tickets)
    .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
    .where(eq(tickets.code, code));
  return ticket;
}

type SeatIn = { checkedInAt: string | null; checkedInByName: string | null };
const OUT: SeatIn = { checkedInAt: null, checkedInByName: null };

/**
 * The ticket judged (`judgeScan`) against its party's seats, read under a lock: of two devices scanning one
 * seat at once, the second waits, then reads the first's check-in and is told who and when.
 */
async function judge(
  tx: Transaction,
  context: Context,
  scan: Scan,
  scannedAt: Date,
  ticket: FoundTicket,
): Promise<CheckInResult> {
  // Nothing of another activity is told: not its seat, party or guest.
  if (ticket.activityId !== context.activityId) return bareResult(scan, 'other_activity');
  // The party's seats are locked first and read after: the lock waits for another device's scan of them to
  // commit, and the fresh read sees it whole. (Locking in the read itself would re-read only the tickets on
  // PostgreSQL, not who checked them in, which comes from a join: the second device's answer lost the name.)
  await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.bookingId, ticket.bookingId))
    .for('update');
  const party = await selectDoorTickets(tx, eq(tickets.bookingId, ticket.bookingId));
  const judged = judgeScan(
    {
      tickets: party.map(toDoorTicket),
      checkInOpensAt: context.window.opensAt.toISOString(),
      checkInClosesAt: context.window.closesAt.toISOString(),
      cancelled: context.cancelled,
    },
    { ...scan, scannedAt: scannedAt.toISOString() },
    context.byName,
  );
  if (judged.moved.length > 0) {
    const seats =
      judged.outcome === 'valid'
        ? { checkedInAt: scannedAt, checkedInBy: context.callerId }
        : { checkedInAt: null, checkedInBy: null };
    await tx
      .update(tickets)
      .set(seats)
      .where(
        and(
          eq(tickets.bookingId, ticket.bookingId),
          inArray(
            tickets.code,
            judged.moved.map((seat) => seat.code),
          ),
        ),
      );
  }
  return resultFor(tx, scan.nonce, judged.outcome, ticket, judged);
}

/** A result with the ticket's seat, price and guest name, and its party as they are now. */
async function resultFor(
  db: Db,
  nonce: string,
  outcome: CheckInOutcome,
  ticket: { bookingId: string; seat: number },
  seat: SeatIn = OUT,
): Promise<CheckInResult> {
  const [party] = await partiesWhere(db, eq(bookings.id, ticket.bookingId));
  const [scanned] = await selectDoorTickets(
    db,
    and(eq(tickets.bookingId, ticket.bookingId), eq(tickets.seat, ticket.seat)),
  );
  const { category = null, guestName = null } = scanned ? toDoorTicket(scanned) : {};
  return {
    nonce,
    outcome,
    seat: ticket.seat,
    party: party ?? null,
    checkedInAt: seat.checkedInAt,
    checkedInByName: seat.checkedInAt ? seat.checkedInByName : null,
    category,
    guestName,
  };
}

/** When the seat went in and the name of who checked it in (nulls while it is out). */
async function checkedInState(db: Db, ticketId: string): Promise<SeatIn> {
  const [row] = await db
    .select({ at: tickets.checkedInAt, byName: checker.displayName })
    .from(tickets)
    .leftJoin(checker, eq(checker.id, tickets.checkedInBy))
    .where(eq(tickets.id, ticketId));
  return { checkedInAt: row?.at?.toISOString() ?? null, checkedInByName: row?.byName ?? null };
}

async function displayName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.id, userId));
  return row?.name ?? null;
}

/**
 * A nonce seen before: the outcome recorded the first time, with the seat and party as they are now. A
 * first check-in's time and checker are the scan's own; an `already_checked_in`'s are the seat's.
 */
async function replay(tx: Transaction, context: Context, scan: Scan): Promise<CheckInResult> {
  const [first] = await tx
    .select({
      activityId: checkInScans.activityId,
      code: checkInScans.code,
      action: checkInScans.action,
      outcome: checkInScans.outcome,
      ticketId: checkInScans.ticketId,
      scannedAt: checkInScans.scannedAt,
      byName: checker.displayName,
    })
    .from(checkInScans)
    .leftJoin(checker, eq(checker.id, checkInScans.byUserId))
    .where(eq(checkInScans.nonce, scan.nonce));
  // Claimed meanwhile by another scan than this one (checked before, but a concurrent request may race).
  if (!first || !sameScan(first, { ...scan, activityId: context.activityId })) {
    throw new Conflict(CHECK_IN_MESSAGES.nonceReused);
  }
  const outcome = first.outcome as CheckInOutcome;
  const bare = bareResult(scan, outcome);
  if (!first.ticketId) return bare;
  const [ticket] = await tx
    .select({ bookingId: tickets.bookingId, seat: tickets.seat })
    .from(tickets)
    .where(eq(tickets.id, first.ticketId));
  if (!ticket) return bare;
  if (outcome === 'valid') {
    const seat = { checkedInAt: first.scannedAt.toISOString(), checkedInByName: first.byName };
    return resultFor(tx, scan.nonce, outcome, ticket, seat);
  }
  if (outcome === 'already_checked_in') {
    return resultFor(tx, scan.nonce, outcome, ticket, await checkedInState(tx, first.ticketId));
  }
  return resultFor(tx, scan.nonce, outcome, ticket);
}
