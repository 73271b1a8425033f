import type { DoorData, DoorParty, DoorTicket } from '@sortim/contracts/check-in';

const HOUR = 60 * 60 * 1000;

/** A ticket code of the contract's shape (26 Crockford base32 characters), distinct per booking and seat. */
export const ticketCode = (booking: string, seat: number) =>
  `${booking
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/[ILOU]/g, 'X')}${seat}`
    .padEnd(26, '7')
    .slice(0, 26);

/** A party of `spots` paid seats, none in yet unless `checkedIn` says how many from seat 1. */
export function doorParty(
  bookingId: string,
  guestName: string,
  spots: number,
  { checkedIn = 0, state = 'valid' as DoorTicket['state'], at = '2026-06-15T10:02:00Z', by = 'Marta' } = {},
): { party: DoorParty; tickets: DoorTicket[] } {
  const tickets = Array.from({ length: spots }, (_, index) => ({
    code: ticketCode(bookingId, index + 1),
    bookingId,
    seat: index + 1,
    state,
    checkedInAt: index < checkedIn ? at : null,
    checkedInByName: index < checkedIn ? by : null,
    category: null,
    guestName: null,
  }));
  return { party: { bookingId, guestName, avatarUrl: null, spots, tickets: spots, checkedIn }, tickets };
}

/** The door of an activity that started an hour ago (check-in open), with the given parties. */
export function doorData(parties: ReturnType<typeof doorParty>[], now = Date.now()): DoorData {
  return {
    activity: {
      id: 'a-paella',
      title: 'Sunset Paella',
      timeZone: 'Europe/Madrid',
      startTime: new Date(now - HOUR).toISOString(),
      endTime: new Date(now + HOUR).toISOString(),
      checkInOpensAt: new Date(now - 4 * HOUR).toISOString(),
      checkInClosesAt: new Date(now + 13 * HOUR).toISOString(),
    },
    parties: parties.map(({ party }) => party),
    tickets: parties.flatMap(({ tickets }) => tickets),
    fetchedAt: new Date(now).toISOString(),
  };
}
