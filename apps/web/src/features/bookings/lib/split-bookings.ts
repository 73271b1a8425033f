import type { MyBooking } from '@sortim/contracts/bookings';

/**
 * My Bookings' tabs: upcoming while the activity has not started, past from its start on (spec §4), whatever
 * the status (a refunded booking stays in its tab and says so). Upcoming reads soonest first, past most
 * recent first.
 */
export function splitBookings(
  bookings: readonly MyBooking[],
  now: Date = new Date(),
): { upcoming: MyBooking[]; past: MyBooking[] } {
  const startOf = (booking: MyBooking) => new Date(booking.activity.startTime).getTime();
  const upcoming = bookings.filter((booking) => startOf(booking) > now.getTime());
  const past = bookings.filter((booking) => startOf(booking) <= now.getTime());
  upcoming.sort((a, b) => startOf(a) - startOf(b));
  past.sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}
