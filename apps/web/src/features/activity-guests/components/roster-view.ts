import { ticketCodeMatches } from '@sortim/contracts/check-in';
import type { HostGuest } from '@sortim/contracts/host-guests';
import { foldText } from '#/lib/search-text.ts';

/*
 * What the roster shows of its bookings: searched, filtered and sorted on the device, over the whole list
 * (an activity holds at most 1,000 seats, so a few hundred bookings at most), so the door's every few
 * seconds' refetch never waits for a search.
 */

export const ROSTER_FILTERS = ['all', 'checkedIn', 'notYet'] as const;
export type RosterFilter = (typeof ROSTER_FILTERS)[number];

export const ROSTER_SORTS = ['name', 'checkIn'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

export type RosterView = { q: string; filter: RosterFilter; sort: RosterSort };

/** A name containing the search, or a ticket code containing it as people type codes (any case, dashes). */
export function matchesSearch(guest: HostGuest, q: string): boolean {
  const query = q.trim();
  if (!query) return true;
  if (foldText(guest.guestName).includes(foldText(query))) return true;
  return guest.seats.some((seat) => ticketCodeMatches(seat.code, query));
}

/**
 * 'Checked in': a booking with a seat in. 'Not yet': a paid booking with a seat still to come, so a party
 * of 3 with 2 in is in both (someone of it is here, someone is still expected).
 */
export function matchesFilter(guest: HostGuest, filter: RosterFilter): boolean {
  if (filter === 'checkedIn') return guest.checkedIn > 0;
  // Tickets, not seats: an infant on a lap has a ticket the door checks in too.
  if (filter === 'notYet') return guest.status === 'paid' && guest.checkedIn < guest.seats.length;
  return true;
}

/** The latest check-in of the booking's seats (ms), or null while none is in. */
export function lastCheckIn(guest: HostGuest): number | null {
  const times = guest.seats.flatMap((seat) => (seat.checkedInAt ? [Date.parse(seat.checkedInAt)] : []));
  return times.length ? Math.max(...times) : null;
}

/**
 * Paid bookings first in every order (the others are not coming); then by name, or by the latest
 * check-in, newest first (who just came in is on top), those not in yet after them by name.
 */
export function sortGuests(guests: HostGuest[], sort: RosterSort, locale: string): HostGuest[] {
  const byName = (a: HostGuest, b: HostGuest) =>
    a.guestName.localeCompare(b.guestName, locale, { sensitivity: 'base' });
  const paidFirst = (a: HostGuest, b: HostGuest) => Number(b.status === 'paid') - Number(a.status === 'paid');
  const byCheckIn = (a: HostGuest, b: HostGuest) => {
    const [x, y] = [lastCheckIn(a), lastCheckIn(b)];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return y - x;
  };
  return [...guests].sort(
    (a, b) => paidFirst(a, b) || (sort === 'checkIn' ? byCheckIn(a, b) : 0) || byName(a, b),
  );
}

export function viewGuests(guests: HostGuest[], view: RosterView, locale: string): HostGuest[] {
  return sortGuests(
    guests.filter((guest) => matchesSearch(guest, view.q) && matchesFilter(guest, view.filter)),
    view.sort,
    locale,
  );
}

/** The printed list: every paid booking by name, whatever the screen's search and filter. */
export const printedGuests = (guests: HostGuest[], locale: string) =>
  sortGuests(
    guests.filter((guest) => guest.status === 'paid'),
    'name',
    locale,
  );
