import type { HostGuest } from '@sortim/contracts/host-guests';
import {
  matchesFilter,
  matchesSearch,
  printedGuests,
  sortGuests,
} from '#/features/activity-guests/components/roster-view.ts';

const seatsOf = (spots: number) =>
  Array.from({ length: spots }, (_, i) => ({
    seat: i + 1,
    code: `7KQ3M0ZX1V9D2HB4TN6PWRC8Y${'ABCDEFGHJK'[i]}`,
    checkedInAt: null,
    category: null,
    guestName: null,
  }));

const guest = (overrides: Partial<HostGuest> & { guestName: string }): HostGuest => ({
  bookingId: `b-${overrides.guestName}`,
  avatarUrl: null,
  spots: 1,
  status: 'paid',
  amountCents: 2000,
  discountCents: 0,
  code: null,
  bookedAt: '2026-12-01T10:00:00Z',
  // A ticket per seat; the first's code is the one the search tests type.
  seats: seatsOf(overrides.spots ?? 1),
  checkedIn: 0,
  ...overrides,
});

describe('the roster search', () => {
  const nuria = guest({ guestName: 'Núria Puig' });

  it('finds a name by any part, in any case, without its accents', () => {
    for (const q of ['nuria', 'NÚRIA', ' puig ', 'ria p', '']) expect(matchesSearch(nuria, q), q).toBe(true);
    expect(matchesSearch(nuria, 'marta')).toBe(false);
  });

  it('finds a code by a part of 4 or more characters, as people type codes', () => {
    for (const q of ['7kq3', '7KQ3-MOZX', 'm0zx 1v9d', 'wrc8ya', '1v9d2hb4']) {
      expect(matchesSearch(nuria, q), q).toBe(true);
    }
    // 'O' is read as zero and 'I'/'L' as one: 'MOZXIV' is the code's 'M0ZX1V'.
    expect(matchesSearch(nuria, 'mozxiv')).toBe(true);
    expect(matchesSearch(nuria, '7kq')).toBe(false);
    expect(matchesSearch(nuria, '7KQ4')).toBe(false);
  });
});

describe('the roster filters', () => {
  const partlyIn = guest({ guestName: 'Ana', spots: 3, checkedIn: 2 });
  const allIn = guest({ guestName: 'Pau', spots: 2, checkedIn: 2 });
  const none = guest({ guestName: 'Bea', spots: 2 });
  const refunded = guest({ guestName: 'Marc', status: 'refunded' });

  it('counts a party partly in as both checked in and not yet in', () => {
    const pick = (filter: 'all' | 'checkedIn' | 'notYet') =>
      [partlyIn, allIn, none, refunded].filter((g) => matchesFilter(g, filter)).map((g) => g.guestName);
    expect(pick('all')).toEqual(['Ana', 'Pau', 'Bea', 'Marc']);
    expect(pick('checkedIn')).toEqual(['Ana', 'Pau']);
    expect(pick('notYet')).toEqual(['Ana', 'Bea']);
  });
});

describe('the roster order', () => {
  const seatIn = (at: string | null) => [
    { seat: 1, code: 'X'.repeat(26), checkedInAt: at, category: null, guestName: null },
  ];
  const early = guest({ guestName: 'Zoe', seats: seatIn('2026-12-05T09:00:00Z'), checkedIn: 1 });
  const late = guest({ guestName: 'Yann', seats: seatIn('2026-12-05T09:30:00Z'), checkedIn: 1 });
  const out = guest({ guestName: 'Abel' });
  const voided = guest({ guestName: 'Aaron', status: 'cancelled', seats: seatIn('2026-12-05T10:00:00Z') });
  const names = (list: HostGuest[]) => list.map((g) => g.guestName);

  it('puts paid bookings first, then by name or by the latest check-in', () => {
    expect(names(sortGuests([early, voided, late, out], 'name', 'en'))).toEqual([
      'Abel',
      'Yann',
      'Zoe',
      'Aaron',
    ]);
    expect(names(sortGuests([early, voided, out, late], 'checkIn', 'en'))).toEqual([
      'Yann',
      'Zoe',
      'Abel',
      'Aaron',
    ]);
  });

  it('prints every paid booking by name, whatever is searched', () => {
    expect(names(printedGuests([early, voided, late, out], 'en'))).toEqual(['Abel', 'Yann', 'Zoe']);
  });
});
