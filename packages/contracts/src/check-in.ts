import { z } from 'zod';
import { GivenAnswer } from './booking-questions.ts';
import { defineMessages } from './messages.ts';
import { TicketCategory } from './ticket-category.ts';

/*
 * The door: a host checks guests in, seat by seat, from a phone that may be offline. The page keeps the
 * activity's tickets on the device (`DoorData`), decides what it can without a network, and sends every
 * scan with a nonce of its own, so a scan sent twice (a retry, an offline queue replayed) acts once.
 */

export const CHECK_IN_MESSAGES = defineMessages('checkIn', {
  /** A nonce already used for another scan (another code, action or activity): a device's bug. */
  nonceReused: 'This scan was already sent as a different one. Scan the ticket again.',
});

/** Check-in is open from this long before the start... */
export const CHECK_IN_OPENS_BEFORE_START_MINUTES = 180;
/** ...until this long after the end (late arrivals, and a host who marks people in afterwards). */
export const CHECK_IN_CLOSES_AFTER_END_MINUTES = 12 * 60;

/**
 * A scan reaching us more than this long after it was made is not recorded (`stale`): an offline door
 * sends its queue once back online, not days later, and attendance is not written afterwards.
 */
export const CHECK_IN_SCAN_MAX_AGE_HOURS = 24;
/**
 * An activity keeps at most this many scans per spot of its capacity; scans past it are not recorded
 * (`limit_reached`). A real door scans a seat a few times at most (in, undo, in again).
 */
export const CHECK_IN_SCANS_PER_SPOT = 20;

export const CHECK_IN_ACTIONS = ['check_in', 'check_in_party', 'undo'] as const;
export type CheckInAction = (typeof CHECK_IN_ACTIONS)[number];

/**
 * What a scan found. `valid`: this seat is now in (or, for `check_in_party`, every seat of the party);
 * `already_checked_in`: the seat was in before this scan (who and when come with it); `refunded` and
 * `cancelled`: the booking's tickets are void; `other_activity`: a ticket of another activity;
 * `unknown`: no such ticket; `not_open`: outside the check-in window; `undone`: an undo took the seat out;
 * `stale`: scanned too long ago (CHECK_IN_SCAN_MAX_AGE_HOURS); `limit_reached`: the activity has had its
 * scans (CHECK_IN_SCANS_PER_SPOT). Neither of the last two is recorded, and the device never answers them.
 */
export const CHECK_IN_OUTCOMES = [
  'valid',
  'already_checked_in',
  'refunded',
  'cancelled',
  'other_activity',
  'unknown',
  'not_open',
  'undone',
  'stale',
  'limit_reached',
] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** A ticket code as people type it: Crockford base32, any case, spaces and dashes ignored, O→0, I/L→1. */
export function normalizeTicketCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A code is searched by a part this long or longer: a shorter part would match nearly every ticket. */
export const TICKET_CODE_SEARCH_MIN = 4;

/** Whether a ticket's `code` holds what someone typed of it (as `normalizeTicketCode` reads it). */
export function ticketCodeMatches(code: string, typed: string): boolean {
  const part = normalizeTicketCode(typed);
  return part.length >= TICKET_CODE_SEARCH_MIN && code.includes(part);
}

/** A ticket's code is 26 characters (server: the `ticket_code()` function of migration 0021). */
export const TICKET_CODE_LENGTH = 26;

export const CheckInScan = z.object({
  /** Made by the device for this scan (a UUID): the same nonce sent again gets the first answer. */
  nonce: z.string().min(8).max(64),
  code: z.string().trim().min(1).max(64),
  action: z.enum(CHECK_IN_ACTIONS),
  /** When the device scanned (an offline scan is sent later): the check-in's time. */
  scannedAt: z.iso.datetime({ offset: true }),
});
export type CheckInScan = z.infer<typeof CheckInScan>;

/** `POST /api/host/activities/:id/check-ins`: one scan, or an offline queue in scan order. */
export const CheckInRequest = z.object({ scans: z.array(CheckInScan).min(1).max(200) });
export type CheckInRequest = z.infer<typeof CheckInRequest>;

/**
 * A booking at the door: the guest's name (never their e-mail), its seats, its tickets (one per guest: an
 * infant on a lap has a ticket and no seat) and how many of its tickets are in.
 */
export const DoorParty = z.object({
  bookingId: z.string(),
  guestName: z.string(),
  avatarUrl: z.string().nullable(),
  spots: z.number().int(),
  tickets: z.number().int(),
  checkedIn: z.number().int(),
  /** The party's answers to the host's questions ("Allergy: nuts"), on the door's list only. */
  answers: z.array(GivenAnswer).optional(),
});
export type DoorParty = z.infer<typeof DoorParty>;

export const CheckInResult = z.object({
  nonce: z.string(),
  outcome: z.enum(CHECK_IN_OUTCOMES),
  /** The scanned seat (null when the code matched no ticket of this activity). */
  seat: z.number().int().nullable(),
  /** The party after the scan (null for another activity's or an unknown ticket). */
  party: DoorParty.nullable(),
  /** When and by whom the seat was checked in (for `valid` this scan's, for `already_checked_in` the first). */
  checkedInAt: z.string().nullable(),
  checkedInByName: z.string().nullable(),
  /** The scanned ticket's price ("Child") and the name a group's guest put on it (null: none, or no ticket). */
  category: TicketCategory.nullable(),
  guestName: z.string().nullable(),
});
export type CheckInResult = z.infer<typeof CheckInResult>;

export const CheckInResponse = z.object({ results: z.array(CheckInResult) });
export type CheckInResponse = z.infer<typeof CheckInResponse>;

export const DOOR_TICKET_STATES = ['valid', 'refunded', 'cancelled'] as const;

export const DoorTicket = z.object({
  code: z.string(),
  bookingId: z.string(),
  seat: z.number().int(),
  state: z.enum(DOOR_TICKET_STATES),
  checkedInAt: z.string().nullable(),
  checkedInByName: z.string().nullable(),
  /** Its price ("Child": the door checks an age); null when the activity has one price. */
  category: TicketCategory.nullable(),
  /** The name a private group's guest put on it. */
  guestName: z.string().nullable(),
});
export type DoorTicket = z.infer<typeof DoorTicket>;

/** `GET /api/host/activities/:id/door`: everything the door page keeps on the device to work offline. */
export const DoorData = z.object({
  activity: z.object({
    id: z.string(),
    title: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    /** The activity's city's clock: the door writes its times on it. */
    timeZone: z.string(),
    checkInOpensAt: z.string(),
    checkInClosesAt: z.string(),
  }),
  parties: z.array(DoorParty),
  tickets: z.array(DoorTicket),
  /** The server's time of this answer: the device's clock may be wrong. */
  fetchedAt: z.string(),
});
export type DoorData = z.infer<typeof DoorData>;
