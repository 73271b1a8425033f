import { describe, expect, it } from 'vitest';
import type { DoorTicket } from './check-in.ts';
import { type Door, judgeScan, ticketState } from './ticket-rules.ts';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-06-15T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const seat = (bookingId: string, n: number, more: Partial<DoorTicket> = {}): DoorTicket => ({
  code: `${bookingId.toUpperCase()}${n}`.padEnd(26, '7'),
  bookingId,
  seat: n,
  state: 'valid',
  checkedInAt: null,
  checkedInByName: null,
  category: null,
  guestName: null,
  ...more,
});

const door = (tickets: DoorTicket[], more: Partial<Door> = {}): Door => ({
  tickets,
  checkInOpensAt: iso(now - 3 * HOUR),
  checkInClosesAt: iso(now + 12 * HOUR),
  ...more,
});

const scan = (ticket: DoorTicket, action: 'check_in' | 'check_in_party' | 'undo' = 'check_in', at = now) => ({
  code: ticket.code,
  action,
  scannedAt: iso(at),
});

describe('ticketState', () => {
  it('is valid while the booking is paid and no refund is asked for', () => {
    expect(ticketState({ status: 'paid', refundDueCents: null })).toBe('valid');
  });

  it('is void as refunded once a refund is asked for, before the money has gone back', () => {
    expect(ticketState({ status: 'paid', refundDueCents: 2500 })).toBe('refunded');
    expect(ticketState({ status: 'paid', refundDueCents: 0 })).toBe('refunded');
    expect(ticketState({ status: 'refunded', refundDueCents: null })).toBe('refunded');
  });

  it('is void as cancelled for a booking cancelled without a refund', () => {
    expect(ticketState({ status: 'cancelled', refundDueCents: null })).toBe('cancelled');
  });
});

describe('judgeScan', () => {
  const ana = [seat('ana', 1), seat('ana', 2), seat('ana', 3)];

  it('checks one seat in at the scan time by the person at the door', () => {
    const judged = judgeScan(door(ana), scan(ana[1] as DoorTicket), 'Marta');
    expect(judged).toMatchObject({
      outcome: 'valid',
      ticket: ana[1],
      checkedInAt: iso(now),
      checkedInByName: 'Marta',
    });
    expect(judged.moved).toEqual([{ ...ana[1], checkedInAt: iso(now), checkedInByName: 'Marta' }]);
  });

  it('reads the code as people type it', () => {
    const typed = (ana[0] as DoorTicket).code.toLowerCase().replace(/(.{4})/g, '$1-');
    expect(judgeScan(door(ana), { ...scan(ana[0] as DoorTicket), code: typed }, 'M').outcome).toBe('valid');
  });

  it('does not know a code none of the tickets has, and moves nothing', () => {
    const judged = judgeScan(door(ana), { code: 'ZZZZ', action: 'check_in', scannedAt: iso(now) }, 'M');
    expect(judged).toEqual({
      outcome: 'unknown',
      ticket: null,
      moved: [],
      checkedInAt: null,
      checkedInByName: null,
    });
  });

  it('tells a seat already in when and by whom, and moves nothing', () => {
    const pau = seat('pau', 1, { checkedInAt: iso(now - HOUR), checkedInByName: 'Jordi' });
    expect(judgeScan(door([pau]), scan(pau), 'Marta')).toMatchObject({
      outcome: 'already_checked_in',
      moved: [],
      checkedInAt: iso(now - HOUR),
      checkedInByName: 'Jordi',
    });
  });

  it('tells a void ticket as void whenever it is scanned, with no check-in of it', () => {
    const refunded = seat('refd', 1, {
      state: 'refunded',
      checkedInAt: iso(now - HOUR),
      checkedInByName: 'J',
    });
    const cancelled = seat('canc', 1, { state: 'cancelled' });
    const early = now - 5 * HOUR;
    expect(judgeScan(door([refunded]), scan(refunded, 'check_in', early), 'M')).toMatchObject({
      outcome: 'refunded',
      moved: [],
      checkedInAt: null,
    });
    expect(judgeScan(door([cancelled]), scan(cancelled, 'undo'), 'M').outcome).toBe('cancelled');
  });

  it('lets nobody in before the window opens, after it closes, or on a cancelled activity', () => {
    const first = ana[0] as DoorTicket;
    const window = door(ana);
    const opens = Date.parse(window.checkInOpensAt);
    const closes = Date.parse(window.checkInClosesAt);
    expect(judgeScan(window, scan(first, 'check_in', opens - 1), 'M').outcome).toBe('not_open');
    expect(judgeScan(window, scan(first, 'check_in', opens), 'M').outcome).toBe('valid');
    expect(judgeScan(window, scan(first, 'check_in', closes), 'M').outcome).toBe('valid');
    expect(judgeScan(window, scan(first, 'undo', closes + 1), 'M').outcome).toBe('not_open');
    expect(judgeScan(door(ana, { cancelled: true }), scan(first), 'M')).toMatchObject({
      outcome: 'not_open',
      moved: [],
    });
  });

  it('checks the rest of a party in at once, and says already in when nobody is left', () => {
    const tickets = [
      seat('ana', 1, { checkedInAt: iso(now - HOUR), checkedInByName: 'J' }),
      seat('ana', 2),
      seat('bex', 1),
    ];
    const judged = judgeScan(door(tickets), scan(tickets[0] as DoorTicket, 'check_in_party'), 'Marta');
    expect(judged).toMatchObject({ outcome: 'valid', checkedInAt: iso(now), checkedInByName: 'Marta' });
    expect(judged.moved.map((moved) => moved.code)).toEqual([tickets[1]?.code]);
    const full = tickets.map((ticket) => ({ ...ticket, checkedInAt: iso(now - HOUR), checkedInByName: 'J' }));
    expect(judgeScan(door(full), scan(full[1] as DoorTicket, 'check_in_party'), 'M')).toMatchObject({
      outcome: 'already_checked_in',
      checkedInAt: iso(now - HOUR),
      checkedInByName: 'J',
    });
  });

  it('takes a seat out with an undo scanned after its check-in, and answers undone for a seat already out', () => {
    const seatIn = seat('pau', 1, { checkedInAt: iso(now - HOUR), checkedInByName: 'Jordi' });
    const judged = judgeScan(door([seatIn]), scan(seatIn, 'undo'), 'M');
    expect(judged).toMatchObject({ outcome: 'undone', checkedInAt: null, checkedInByName: null });
    expect(judged.moved).toEqual([{ ...seatIn, checkedInAt: null, checkedInByName: null }]);
    expect(judgeScan(door(ana), scan(ana[0] as DoorTicket, 'undo'), 'M')).toMatchObject({
      outcome: 'undone',
      moved: [],
    });
  });

  it('never takes out a check-in made after the undo was scanned (an offline undo sent late)', () => {
    const later = seat('pau', 1, { checkedInAt: iso(now + HOUR), checkedInByName: 'Jordi' });
    expect(judgeScan(door([later]), scan(later, 'undo'), 'M')).toMatchObject({
      outcome: 'already_checked_in',
      moved: [],
      checkedInAt: iso(now + HOUR),
      checkedInByName: 'Jordi',
    });
  });
});
