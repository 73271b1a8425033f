/**
 * Spots left can never contradict the ledger: capacity = spots left + spots booked or held + third
 * party attendees (decision 3). Editing spots left moves capacity; editing capacity or third party moves
 * spots left. The server's reservations and the host's form both count with these.
 */
export interface Ledger {
  capacity: number;
  spotsRemaining: number;
  thirdPartyAttendees: number;
}

const whole = (n: number) => (Number.isFinite(n) ? n : 0);

export const spotsLeftFor = (capacity: number, takenSpots: number, thirdPartyAttendees: number): number =>
  whole(capacity) - takenSpots - whole(thirdPartyAttendees);

export const capacityFor = (
  spotsRemaining: number,
  takenSpots: number,
  thirdPartyAttendees: number,
): number => whole(spotsRemaining) + takenSpots + whole(thirdPartyAttendees);

/** The least capacity the ledger allows: what is booked or held plus third party attendees. */
export const minimumCapacity = (takenSpots: number, thirdPartyAttendees: number): number =>
  takenSpots + whole(thirdPartyAttendees);

/** Spots booked or held (paid bookings, open checkouts, waitlist offers): what the rest of the ledger leaves. */
export const takenSpots = (ledger: Ledger): number =>
  ledger.capacity - ledger.spotsRemaining - ledger.thirdPartyAttendees;
