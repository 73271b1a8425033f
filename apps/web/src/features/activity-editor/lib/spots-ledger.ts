/**
 * Spots left can never contradict the ledger: capacity = spots left + spots booked or held + third
 * party attendees. Editing spots left moves capacity; editing capacity or third party moves spots left.
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
