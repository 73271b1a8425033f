import {
  type CheckInOutcome,
  type CheckInResult,
  type CheckInScan,
  type DoorData,
  type DoorTicket,
  TICKET_CODE_LENGTH,
  ticketCodeMatches,
} from '@sortim/contracts/check-in';
import { judgeScan } from '@sortim/contracts/ticket-rules';
import { foldText } from '#/lib/search-text.ts';

/**
 * The door on the device: its own copy of the activity's tickets, judged by the server's rules
 * (`judgeScan`), and the scans it queues until the server has answered them. A code the copy does not hold
 * is `unknown` here (the server alone can tell another activity's ticket), and the server's answer wins
 * once it comes.
 */

/** A scan with what the device answered at the time, kept until the server has answered it. */
export interface QueuedScan extends CheckInScan {
  localOutcome: CheckInOutcome;
}

/** The scan as the server's contract takes it (the device's own answer stays on the device). */
export function toCheckInScan({ nonce, code, action, scannedAt }: CheckInScan): CheckInScan {
  return { nonce, code, action, scannedAt };
}

/** The copy with the seats a scan moved, and their party's count of seats in. */
function withMoved(door: DoorData, moved: DoorTicket[], bookingId: string): DoorData {
  const byCode = new Map(moved.map((seat) => [seat.code, seat]));
  const tickets = door.tickets.map((seat) => byCode.get(seat.code) ?? seat);
  const checkedIn = tickets.filter((ticket) => ticket.bookingId === bookingId && ticket.checkedInAt).length;
  return {
    ...door,
    tickets,
    parties: door.parties.map((party) => (party.bookingId === bookingId ? { ...party, checkedIn } : party)),
  };
}

/**
 * One scan against the copy (`judgeScan`, as the server judges it): its result, and the copy after it. `byName`
 * is the person at the door, as the server will name them.
 */
export function applyScan(
  door: DoorData,
  scan: CheckInScan,
  byName: string | null,
): { door: DoorData; result: CheckInResult } {
  const { activity } = door;
  const judged = judgeScan(
    {
      tickets: door.tickets,
      checkInOpensAt: activity.checkInOpensAt,
      checkInClosesAt: activity.checkInClosesAt,
    },
    scan,
    byName,
  );
  const { ticket } = judged;
  const copy = ticket && judged.moved.length > 0 ? withMoved(door, judged.moved, ticket.bookingId) : door;
  return {
    door: copy,
    result: {
      nonce: scan.nonce,
      outcome: judged.outcome,
      seat: ticket?.seat ?? null,
      party: (ticket && copy.parties.find((party) => party.bookingId === ticket.bookingId)) ?? null,
      checkedInAt: judged.checkedInAt,
      checkedInByName: judged.checkedInByName,
      category: ticket?.category ?? null,
      guestName: ticket?.guestName ?? null,
    },
  };
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
