import {
  type CheckInOutcome,
  type CheckInResult,
  type CheckInScan,
  type DoorData,
  type DoorTicket,
  normalizeTicketCode,
  TICKET_CODE_LENGTH,
  ticketCodeMatches,
} from '@sortim/contracts/check-in';
import { foldText } from '#/lib/search-text.ts';

/**
 * What the door decides on the device, from its own copy of the activity's tickets: the same rules as the
 * server's, so a scan reads the same offline as online. A code the copy does not hold is `unknown` here
 * (the server alone can tell another activity's ticket), and the server's answer wins once it comes.
 */

/** A scan with what the device answered at the time, kept until the server has answered it. */
export interface QueuedScan extends CheckInScan {
  localOutcome: CheckInOutcome;
}

/** The scan as the server's contract takes it (the device's own answer stays on the device). */
export function toCheckInScan({ nonce, code, action, scannedAt }: CheckInScan): CheckInScan {
  return { nonce, code, action, scannedAt };
}

function withTickets(door: DoorData, tickets: DoorTicket[], bookingId: string): DoorData {
  const checkedIn = tickets.filter((ticket) => ticket.bookingId === bookingId && ticket.checkedInAt).length;
  return {
    ...door,
    tickets,
    parties: door.parties.map((party) => (party.bookingId === bookingId ? { ...party, checkedIn } : party)),
  };
}

/**
 * One scan against the copy: its result, and the copy after it (a check-in marks the seat in at the scan's
 * time by `byName`; an undo takes it out). `byName` is the person at the door, as the server will name them.
 */
export function applyScan(
  door: DoorData,
  scan: CheckInScan,
  byName: string | null,
): { door: DoorData; result: CheckInResult } {
  const blank: CheckInResult = {
    nonce: scan.nonce,
    outcome: 'unknown',
    seat: null,
    party: null,
    checkedInAt: null,
    checkedInByName: null,
  };
  const code = normalizeTicketCode(scan.code);
  const ticket = door.tickets.find((candidate) => candidate.code === code);
  if (!ticket) return { door, result: blank };

  const partyOf = (copy: DoorData) =>
    copy.parties.find((party) => party.bookingId === ticket.bookingId) ?? null;
  const answer = (copy: DoorData, outcome: CheckInOutcome, seat: DoorTicket = ticket) => ({
    door: copy,
    result: {
      ...blank,
      outcome,
      seat: ticket.seat,
      party: partyOf(copy),
      checkedInAt: seat.checkedInAt,
      checkedInByName: seat.checkedInByName,
    },
  });

  if (ticket.state !== 'valid') return answer(door, ticket.state);
  const at = Date.parse(scan.scannedAt);
  if (at < Date.parse(door.activity.checkInOpensAt) || at > Date.parse(door.activity.checkInClosesAt)) {
    return { door, result: { ...blank, outcome: 'not_open', seat: ticket.seat, party: partyOf(door) } };
  }

  const checkIn = (seat: DoorTicket): DoorTicket => ({
    ...seat,
    checkedInAt: scan.scannedAt,
    checkedInByName: byName,
  });
  if (scan.action === 'undo') {
    const undone = door.tickets.map((seat) =>
      seat === ticket ? { ...seat, checkedInAt: null, checkedInByName: null } : seat,
    );
    const copy = withTickets(door, undone, ticket.bookingId);
    return { door: copy, result: { ...blank, outcome: 'undone', seat: ticket.seat, party: partyOf(copy) } };
  }
  if (scan.action === 'check_in') {
    if (ticket.checkedInAt) return answer(door, 'already_checked_in');
    const tickets = door.tickets.map((seat) => (seat === ticket ? checkIn(seat) : seat));
    return answer(withTickets(door, tickets, ticket.bookingId), 'valid', checkIn(ticket));
  }
  // The whole party: every seat of the booking not in yet; already in when none was left.
  const rest = door.tickets.filter(
    (seat) => seat.bookingId === ticket.bookingId && seat.state === 'valid' && !seat.checkedInAt,
  );
  if (rest.length === 0) return answer(door, 'already_checked_in');
  const tickets = door.tickets.map((seat) => (rest.includes(seat) ? checkIn(seat) : seat));
  return answer(withTickets(door, tickets, ticket.bookingId), 'valid', checkIn(ticket));
}

/** The copy as the door sees it: the last copy from the server with the scans it has not answered yet. */
export function withPendingScans(
  door: DoorData,
  pending: readonly CheckInScan[],
  byName: string | null,
): DoorData {
  return pending.reduce((copy, scan) => applyScan(copy, scan, byName).door, door);
}

const CODE_IN_TEXT = new RegExp(`[0-9A-HJKMNP-TV-Z]{${TICKET_CODE_LENGTH}}`, 'i');

/** The ticket code in what a QR code holds: the code itself, or a link to the ticket that carries it. */
export function codeFromScan(value: string): string {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  const path = new URL(trimmed).pathname.split('/').reverse();
  return path.find((part) => CODE_IN_TEXT.test(part) && part.length === TICKET_CODE_LENGTH) ?? trimmed;
}

/** A party's void state when none of its tickets is valid (a refunded or cancelled booking), else null. */
export function voidState(door: DoorData, bookingId: string): 'refunded' | 'cancelled' | null {
  const seats = door.tickets.filter((seat) => seat.bookingId === bookingId);
  const state = seats[0]?.state;
  return state && state !== 'valid' && seats.every((seat) => seat.state === state) ? state : null;
}

/** The first seat of a party not yet in: what 'Check in' on a search result scans. */
export function nextSeatCode(door: DoorData, bookingId: string): string | null {
  return (
    door.tickets.find((seat) => seat.bookingId === bookingId && seat.state === 'valid' && !seat.checkedInAt)
      ?.code ?? null
  );
}

/** Seats that can come in (valid tickets) and those that are in. */
export function seatCounts(door: DoorData): { checkedIn: number; total: number } {
  const valid = door.tickets.filter((seat) => seat.state === 'valid');
  return { checkedIn: valid.filter((seat) => seat.checkedInAt).length, total: valid.length };
}

/**
 * The parties a search finds: by a part of the guest's name (accents and case aside), or by a ticket code
 * from its fourth character (as typed: spaces, dashes, O for 0 all right). Nothing for an empty search.
 */
export function searchParties(door: DoorData, query: string) {
  const text = foldText(query.trim());
  if (!text) return [];
  const byCode = new Set(
    door.tickets.filter((seat) => ticketCodeMatches(seat.code, query)).map((seat) => seat.bookingId),
  );
  return door.parties.filter(
    (party) => byCode.has(party.bookingId) || foldText(party.guestName).includes(text),
  );
}
