import type { BookingStatus } from './bookings.ts';
import { type CheckInOutcome, type CheckInScan, type DoorTicket, normalizeTicketCode } from './check-in.ts';

/*
 * What a ticket is worth and what the door does with a scan of it, spelled once: the server decides with
 * these (My Bookings' tickets, the door's data, every scan it records) and the door page with the same
 * functions on its own copy, so a scan reads the same offline as online.
 */

export type TicketState = DoorTicket['state'];

/**
 * A ticket is as valid as its booking: void the moment a refund is asked for (the guest cancelled, or the
 * host cancelled them), as a refunded booking's, while the money is still on its way; void as cancelled
 * when the booking was cancelled without a refund.
 */
export function ticketState(booking: { status: BookingStatus; refundDueCents: number | null }): TicketState {
  if (booking.status === 'paid') return booking.refundDueCents === null ? 'valid' : 'refunded';
  return booking.status;
}

/** The tickets a scan is judged against, and when the door lets people in. */
export interface Door {
  /** The known tickets: the scanned one's party at least (the server), or the whole activity's (the device). */
  tickets: readonly DoorTicket[];
  checkInOpensAt: string;
  checkInClosesAt: string;
  /** A cancelled activity lets nobody in (the device does not know it: its tickets are void by then anyway). */
  cancelled?: boolean;
}

/** What a scan came to: the outcome, the ticket it found, and the seats it moved (in their new state). */
export interface ScanJudgement {
  outcome: Extract<
    CheckInOutcome,
    'valid' | 'already_checked_in' | 'refunded' | 'cancelled' | 'unknown' | 'not_open' | 'undone'
  >;
  /** The scanned ticket as it was (null when the code is none of the known tickets). */
  ticket: DoorTicket | null;
  /** The seats this scan checked in or took out, after it; empty when it changed nothing. */
  moved: DoorTicket[];
  /** When and by whom the scanned seat went in: this scan's for `valid`, the first's for `already_checked_in`. */
  checkedInAt: string | null;
  checkedInByName: string | null;
}

/**
 * One scan against the known tickets (whose check-ins are the scans already made). A void ticket is told as
 * void whenever it is scanned: the guest at the door needs to hear why. Outside the window nothing moves. A
 * check-in puts the seat in at the scan's time by `byName` (`check_in_party`: every seat of its party still
 * out; already in when none is). An undo takes out only a check-in made before it was scanned: an offline
 * undo sent late never takes out a check-in another device made after it.
 */
export function judgeScan(
  door: Door,
  scan: Pick<CheckInScan, 'code' | 'action' | 'scannedAt'>,
  byName: string | null,
): ScanJudgement {
  const code = normalizeTicketCode(scan.code);
  const ticket = door.tickets.find((candidate) => candidate.code === code) ?? null;
  const judged = (
    outcome: ScanJudgement['outcome'],
    moved: DoorTicket[] = [],
    seat: Pick<DoorTicket, 'checkedInAt' | 'checkedInByName'> = { checkedInAt: null, checkedInByName: null },
  ): ScanJudgement => ({
    outcome,
    ticket,
    moved,
    checkedInAt: seat.checkedInAt,
    checkedInByName: seat.checkedInAt ? seat.checkedInByName : null,
  });
  if (!ticket) return judged('unknown');
  if (ticket.state !== 'valid') return judged(ticket.state);

  const at = Date.parse(scan.scannedAt);
  const open =
    !door.cancelled && at >= Date.parse(door.checkInOpensAt) && at <= Date.parse(door.checkInClosesAt);
  if (!open) return judged('not_open');

  if (scan.action === 'undo') {
    if (ticket.checkedInAt && Date.parse(ticket.checkedInAt) > at)
      return judged('already_checked_in', [], ticket);
    const out = ticket.checkedInAt ? [{ ...ticket, checkedInAt: null, checkedInByName: null }] : [];
    return judged('undone', out);
  }

  const seats =
    scan.action === 'check_in_party'
      ? door.tickets.filter((seat) => seat.bookingId === ticket.bookingId && seat.state === 'valid')
      : [ticket];
  const rest = seats.filter((seat) => !seat.checkedInAt);
  if (rest.length === 0) return judged('already_checked_in', [], ticket);
  const checkedIn = { checkedInAt: scan.scannedAt, checkedInByName: byName };
  return judged(
    'valid',
    rest.map((seat) => ({ ...seat, ...checkedIn })),
    checkedIn,
  );
}
