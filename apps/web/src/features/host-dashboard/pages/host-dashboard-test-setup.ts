import type { CalendarStatus } from '@sortim/contracts/calendar';
import type { HostBooking, HostDashboard } from '@sortim/contracts/host-dashboard';
import type { HostActivity } from '@sortim/contracts/hosting';
import type { PayoutStatus } from '@sortim/contracts/payouts';
import type { RevenueBreakdown } from '@sortim/contracts/revenue';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createHostActivity } from '#/components/host-activity-card/host-activity-factories.ts';
import { mockApi, signedIn } from '#/test/render.tsx';

/*
 * What the host dashboard's tests share: a host's activities, bookings, dashboard, payouts and calendar as
 * the API answers them, a signed-in host whose reads answer by default, and the page's parts a test looks at.
 */

/** An upcoming activity of the host's with two paid bookings. */
export const hostActivity = (overrides: Partial<HostActivity> = {}): HostActivity =>
  createHostActivity({
    hostName: 'Marta',
    takenSpots: 4,
    paidBookings: 2,
    paidAmountCents: 7000,
    ...overrides,
  });

export function booking(overrides: Partial<HostBooking> = {}): HostBooking {
  return {
    id: 'b-1',
    activityId: 'act-1',
    activityTitle: 'Sunset Paella on the Rooftop',
    activityStartTime: '2026-04-04T16:00:00.000Z',
    activityTimeZone: 'Europe/Madrid',
    guestName: 'Jordi Mas',
    spots: 2,
    amountCents: 7000,
    createdAt: '2026-03-20T17:30:00.000Z',
    ...overrides,
  };
}

export function dashboard(overrides: Partial<HostDashboard> = {}): HostDashboard {
  return {
    stats: {
      activities: 7,
      bookings: 23,
      earningsCents: 124_049,
      rating: 4.75,
      reviewCount: 12,
      checkIns: { seats: 40, checkedIn: 33 },
    },
    payoutSetup: 'not_started',
    latestActivities: [
      hostActivity({ id: 'act-1', title: 'Sunset Paella on the Rooftop' }),
      hostActivity({ id: 'act-2', title: 'Montjuïc Morning Run' }),
      hostActivity({ id: 'act-3', title: 'Vermut Walk in Gràcia', isPublished: false }),
    ],
    recentBookings: [booking()],
    ...overrides,
  };
}

/** Revenue by price and by code: none unless the test gives some. */
export function revenue(overrides: Partial<RevenueBreakdown> = {}): RevenueBreakdown {
  return {
    totals: { bookings: 0, soldCents: 0, discountCents: 0, paidCents: 0 },
    byCategory: [],
    byCode: [],
    ...overrides,
  };
}

export const payouts = (
  setup: PayoutStatus['setup'],
  status: PayoutStatus['status'] = null,
): PayoutStatus => ({
  setup,
  status,
  payoutsEnabled: setup === 'connected',
});

export const FEED = 'https://sortim.example/api/calendar/feed/tok-1.ics';

export function calendar(overrides: Partial<CalendarStatus> = {}): CalendarStatus {
  return {
    icsUrl: null,
    filterTag: null,
    lastSyncedAt: null,
    lastImport: null,
    feedUrl: FEED,
    imported: 0,
    ...overrides,
  };
}

export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A signed-in host; each `METHOD /path` answers from `routes`, the three reads by default. */
export function mockHost(routes: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'GET /api/host/dashboard': () => Response.json(dashboard()),
    'GET /api/host/payouts': () => Response.json(payouts('not_started')),
    'GET /api/host/calendar': () => Response.json(calendar()),
    'GET /api/host/dashboard/payouts': () =>
      Response.json({ activities: [], totals: { pendingCents: 0, paidOutCents: 0, refundedCents: 0 } }),
    'GET /api/host/dashboard/revenue': () => Response.json(revenue()),
  };
  const all = { ...defaults, ...routes };
  return mockApi(signedIn(['user', 'host']), (url, init) => all[`${init?.method ?? 'GET'} ${url}`]?.(init));
}

export const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

export const stat = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
};

/** The calendar card opens its import and its export in place; a test opens the one it needs. */
export const openCalendar = async (user: ReturnType<typeof userEvent.setup>, part: 'import' | 'export') =>
  user.click(
    await screen.findByRole('button', {
      name: part === 'import' ? 'Import from your calendar' : 'Your activities in your calendar',
    }),
  );

export const payoutCard = async () =>
  (await screen.findByRole('heading', { name: /Payment setup/ })).closest(
    '[data-slot="card"]',
  ) as HTMLElement;
