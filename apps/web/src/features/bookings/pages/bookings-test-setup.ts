import type { MyBooking } from '@sortim/contracts/bookings';
import { createMyBooking, daysFromNow } from '#/test/booking-factories.ts';
import { mockApi, signedIn } from '#/test/render.tsx';

/*
 * What the My Bookings tests share: a signed-in guest whose bookings answer from a list (or a response), the
 * requests made, and two bookings, one to come and one past.
 */

export function mockBookings(
  items: MyBooking[] | (() => Response | Promise<Response>),
  extra?: (url: string, init?: RequestInit) => Response | Promise<Response> | undefined,
) {
  return mockApi(signedIn(), (url, init) => {
    if (url === '/api/bookings') return typeof items === 'function' ? items() : Response.json({ items });
    return extra?.(url, init);
  });
}

export const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path);

export const upcomingTrip = createMyBooking({
  id: 'b-up',
  activity: { id: 'act-up', title: 'Montjuïc Sunrise Hike' },
});
export const pastDinner = createMyBooking({
  id: 'b-past',
  canRefund: false,
  canReview: true,
  activity: {
    id: 'act-past',
    title: 'Vermut and Tapas in Gràcia',
    startTime: daysFromNow(-3),
    endTime: daysFromNow(-3),
  },
});
