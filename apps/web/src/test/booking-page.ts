import type { ActivityDetail } from '@sortim/contracts/activities';
import type { BookingState } from '@sortim/contracts/bookings';
import type { Me } from '@sortim/contracts/me';
import { screen, within } from '@testing-library/react';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { mockApi, signedIn } from '#/test/render.tsx';

/*
 * The activity page's booking area as its tests meet it: the API it calls, the panel and the phone's bar
 * once the (lazy) page is in, the requests it sent, and the browser leaving for the payment page.
 */

export const NOTHING_BOOKED: BookingState = { bookingId: null, onWaitlist: false, offerExpiresAt: null };

/** The activity page's API: the activity, the caller's booking state, and whatever the test adds. */
export function mockBookingApi({
  me = signedIn(),
  activity = createActivityDetail(),
  state = NOTHING_BOOKED,
  extra,
}: {
  me?: Me;
  activity?: ActivityDetail;
  state?: BookingState | (() => BookingState);
  extra?: (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;
} = {}) {
  return mockApi(me, (url, init) => {
    if (url === '/api/activities/act-1') return Response.json(activity);
    if (url === '/api/activities/act-1/booking-state') {
      return Response.json(typeof state === 'function' ? state() : state);
    }
    return extra?.(url, init);
  });
}

/** The page is a lazy route: on a busy machine its first load takes more than findBy's default second. */
export const bookingPanel = async (name = 'Price and booking') =>
  within(await screen.findByRole('complementary', { name }, { timeout: 5000 }));

/** The phone's booking bar (the tests' screen is 390 px wide), once the page is in. */
export const phoneBar = async () =>
  within(await screen.findByRole('region', { name: 'Book this activity' }, { timeout: 15_000 }));

/** The requests sent to `path` with `method`. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string, method = 'POST') =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

/** The JSON body of the `index`th request to `path`. */
export const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string, index = 0): unknown =>
  JSON.parse(String(callsTo(fetchMock, path)[index]?.[1]?.body));

/** Stands in for the browser leaving for the payment page. */
export function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', Object.assign(new URL(window.location.href), { assign }));
  return assign;
}

/** A checkout the server accepted: the payment page to leave for. */
export const checkoutAccepted = () =>
  Response.json({ url: 'https://pay.example/checkout/cs_1', sessionId: 'cs_1' }, { status: 201 });
