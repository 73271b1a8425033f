import type { CheckInScan } from '@sortim/contracts/check-in';
import { doorData, doorParty, ticketCode } from '#/features/door/door-factories.ts';
import {
  applyScan,
  nextSeatCode,
  searchParties,
  seatCounts,
  withPendingScans,
} from '#/features/door/door-rules.ts';

const now = new Date().toISOString();
const scanOf = (code: string, action: CheckInScan['action'] = 'check_in', scannedAt = now): CheckInScan => ({
  nonce: crypto.randomUUID(),
  code,
  action,
  scannedAt,
});

const ana = doorParty('b-ana', 'Ana Puig', 3);
const pau = doorParty('b-pau', 'Pau', 2, { checkedIn: 2, at: '2026-06-15T10:02:00Z', by: 'Jordi' });
const refunded = doorParty('b-refunded', 'Laia', 1, { state: 'refunded' });
const cancelled = doorParty('b-cancelled', 'Nil', 1, { state: 'cancelled' });
const door = doorData([ana, pau, refunded, cancelled]);

/** A family: 2 adults, a child named Èlia, and an infant on a lap (4 tickets, 3 seats). */
function family() {
  const kinds = ['adult', 'adult', 'child', 'infant'] as const;
  const { party, tickets } = doorParty('b-family', 'Laia', 4);
  return {
    party: { ...party, spots: 3 },
    tickets: tickets.map((ticket, i) => ({
      ...ticket,
      category: { kind: kinds[i] ?? 'adult', names: null },
      guestName: i === 2 ? 'Èlia' : null,
    })),
  };
}

describe('applyScan with prices per kind of guest', () => {
  it('answers with the scanned ticket’s price and guest, and counts the infant’s ticket in the party', () => {
    const withFamily = doorData([family()]);
    const child = applyScan(withFamily, scanOf(ticketCode('b-family', 3)), 'Marta');
    expect(child.result).toMatchObject({
      outcome: 'valid',
      category: { kind: 'child', names: null },
      guestName: 'Èlia',
      party: { spots: 3, tickets: 4, checkedIn: 1 },
    });
    const all = applyScan(child.door, scanOf(ticketCode('b-family', 4), 'check_in_party'), 'Marta');
    expect(all.result).toMatchObject({ category: { kind: 'infant' }, party: { checkedIn: 4 } });
  });
});

describe('applyScan', () => {
  it('checks one seat of a party in: valid, party of 3, 1 of 3 in, at the scan time by the person at the door', () => {
    const scan = scanOf(ticketCode('b-ana', 2));
    const { door: after, result } = applyScan(door, scan, 'Marta');
    expect(result).toMatchObject({ outcome: 'valid', seat: 2, party: { spots: 3, checkedIn: 1 } });
    expect(result).toMatchObject({ checkedInAt: scan.scannedAt, checkedInByName: 'Marta' });
    expect(after.tickets.find((seat) => seat.code === scan.code)?.checkedInAt).toBe(scan.scannedAt);
    expect(seatCounts(after)).toEqual({ checkedIn: 3, total: 5 });
  });

  it('reads a code as people type it (lower case, dashes, O for 0)', () => {
    const typed = ticketCode('b-ana', 1)
      .toLowerCase()
      .replace(/(.{4})/g, '$1-');
    expect(applyScan(door, scanOf(typed), 'Marta').result.outcome).toBe('valid');
  });

  it('says when and by whom a seat already in was checked in, and changes nothing', () => {
    const { door: after, result } = applyScan(door, scanOf(ticketCode('b-pau', 1)), 'Marta');
    expect(result).toMatchObject({
      outcome: 'already_checked_in',
      checkedInAt: '2026-06-15T10:02:00Z',
      checkedInByName: 'Jordi',
      party: { checkedIn: 2 },
    });
    expect(after).toBe(door);
  });

  it('refuses refunded and cancelled tickets, and does not know a code not on the list', () => {
    expect(applyScan(door, scanOf(ticketCode('b-refunded', 1)), 'Marta').result.outcome).toBe('refunded');
    expect(applyScan(door, scanOf(ticketCode('b-cancelled', 1)), 'Marta').result.outcome).toBe('cancelled');
    const unknown = applyScan(door, scanOf('ZZZZZZZZZZZZZZZZZZZZZZZZZZ'), 'Marta');
    expect(unknown.result).toMatchObject({ outcome: 'unknown', party: null, seat: null });
    expect(unknown.door).toBe(door);
  });

  it('is not open before the window opens nor after it closes', () => {
    const early = new Date(Date.parse(door.activity.checkInOpensAt) - 60_000).toISOString();
    const late = new Date(Date.parse(door.activity.checkInClosesAt) + 60_000).toISOString();
    expect(applyScan(door, scanOf(ticketCode('b-ana', 1), 'check_in', early), 'M').result.outcome).toBe(
      'not_open',
    );
    expect(applyScan(door, scanOf(ticketCode('b-ana', 1), 'check_in', late), 'M').result.outcome).toBe(
      'not_open',
    );
  });

  it('checks the rest of a party in at once, and says already in when nobody is left', () => {
    const first = applyScan(door, scanOf(ticketCode('b-ana', 1)), 'Marta').door;
    const rest = applyScan(first, scanOf(ticketCode('b-ana', 1), 'check_in_party'), 'Marta');
    expect(rest.result).toMatchObject({ outcome: 'valid', party: { spots: 3, checkedIn: 3 } });
    const again = applyScan(rest.door, scanOf(ticketCode('b-ana', 3), 'check_in_party'), 'Marta');
    expect(again.result.outcome).toBe('already_checked_in');
  });

  it('takes a seat back out with undo', () => {
    const { result, door: after } = applyScan(door, scanOf(ticketCode('b-pau', 2), 'undo'), 'Marta');
    expect(result).toMatchObject({ outcome: 'undone', seat: 2, party: { checkedIn: 1 } });
    expect(after.tickets.find((seat) => seat.code === ticketCode('b-pau', 2))?.checkedInAt).toBeNull();
  });
});

describe('withPendingScans', () => {
  it('lays the scans not yet sent over the copy, in order, once each seat', () => {
    const code = ticketCode('b-ana', 1);
    const view = withPendingScans(
      door,
      [scanOf(code), scanOf(code), scanOf(ticketCode('b-ana', 2))],
      'Marta',
    );
    expect(view.parties.find((party) => party.bookingId === 'b-ana')?.checkedIn).toBe(2);
    expect(withPendingScans(view, [scanOf(code, 'undo')], 'Marta').parties[0]?.checkedIn).toBe(1);
  });
});

describe('searchParties', () => {
  it('finds nobody for an empty search, and parties by a part of the name (accents, case aside) or code', () => {
    expect(searchParties(door, '  ')).toEqual([]);
    expect(searchParties(door, 'ANA').map((party) => party.guestName)).toEqual(['Ana Puig']);
    expect(searchParties(doorData([doorParty('b-x', 'Àlex Núñez', 1)]), 'nunez')).toHaveLength(1);
    expect(searchParties(door, ticketCode('b-pau', 2).slice(0, 5)).map((party) => party.guestName)).toEqual([
      'Pau',
    ]);
  });

  it('offers the first seat not yet in, none for a full party', () => {
    expect(nextSeatCode(door, 'b-ana')).toBe(ticketCode('b-ana', 1));
    expect(nextSeatCode(door, 'b-pau')).toBeNull();
  });
});
