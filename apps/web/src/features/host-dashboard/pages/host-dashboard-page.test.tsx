import type { CalendarStatus } from '@sortim/contracts/calendar';
import type { HostActivity, HostBooking, HostDashboard } from '@sortim/contracts/hosting';
import type { PayoutStatus } from '@sortim/contracts/payouts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHostActivity } from '#/components/host-activity-card/host-activity-factories.ts';
import { deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { setScreenWidth } from '#/test/screen-width.ts';
import { findToast, toastDescription } from '#/test/toasts.ts';

/** An upcoming activity of the host's with two paid bookings. */
const hostActivity = (overrides: Partial<HostActivity> = {}): HostActivity =>
  createHostActivity({
    hostName: 'Marta',
    takenSpots: 4,
    paidBookings: 2,
    paidAmountCents: 7000,
    ...overrides,
  });

function booking(overrides: Partial<HostBooking> = {}): HostBooking {
  return {
    id: 'b-1',
    activityId: 'act-1',
    activityTitle: 'Sunset Paella on the Rooftop',
    activityStartTime: '2026-04-04T16:00:00.000Z',
    guestName: 'Jordi Mas',
    spots: 2,
    amountCents: 7000,
    createdAt: '2026-03-20T17:30:00.000Z',
    ...overrides,
  };
}

function dashboard(overrides: Partial<HostDashboard> = {}): HostDashboard {
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

const payouts = (setup: PayoutStatus['setup'], status: PayoutStatus['status'] = null): PayoutStatus => ({
  setup,
  status,
  payoutsEnabled: setup === 'connected',
});

const FEED = 'https://sortim.example/api/calendar/feed/tok-1.ics';

function calendar(overrides: Partial<CalendarStatus> = {}): CalendarStatus {
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

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A signed-in host; each `METHOD /path` answers from `routes`, the three reads by default. */
function mockHost(routes: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'GET /api/host/dashboard': () => Response.json(dashboard()),
    'GET /api/host/payouts': () => Response.json(payouts('not_started')),
    'GET /api/host/calendar': () => Response.json(calendar()),
    'GET /api/host/dashboard/payouts': () =>
      Response.json({ activities: [], totals: { pendingCents: 0, paidOutCents: 0, refundedCents: 0 } }),
  };
  const all = { ...defaults, ...routes };
  return mockApi(signedIn(['user', 'host']), (url, init) => all[`${init?.method ?? 'GET'} ${url}`]?.(init));
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

const stat = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
};

/** The calendar card opens its import and its export in place; a test opens the one it needs. */
const openCalendar = async (user: ReturnType<typeof userEvent.setup>, part: 'import' | 'export') =>
  user.click(
    await screen.findByRole('button', {
      name: part === 'import' ? 'Import from your calendar' : 'Your activities in your calendar',
    }),
  );

const payoutCard = async () =>
  (await screen.findByRole('heading', { name: /Payment setup/ })).closest(
    '[data-slot="card"]',
  ) as HTMLElement;

describe('/host-dashboard', () => {
  it('leads with the five numbers: whole euros, a one-decimal rating, a whole check-in rate, and what each counts', async () => {
    mockHost();
    renderApp('/host-dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Host Dashboard' })).toBeInTheDocument();
    await screen.findByText('Earnings', { selector: 'dt' });
    expect(stat('Activities')).toHaveTextContent('7activities you have created');
    expect(stat('Bookings')).toHaveTextContent('23paid bookings of your activities');
    expect(stat('Earnings')).toHaveTextContent('€1,240your share, after fees and refunds');
    expect(stat('Rating')).toHaveTextContent('4.8from 12 reviews');
    // 33 of 40 is 82.5%: a whole percentage.
    expect(stat('Check-in rate')).toHaveTextContent('83%33 of 40 seats at past activities');
  });

  it("shows '—' for a host without reviews or ended activities with bookings", async () => {
    mockHost({
      'GET /api/host/dashboard': () =>
        Response.json(
          dashboard({
            stats: {
              activities: 0,
              bookings: 0,
              earningsCents: 0,
              rating: null,
              reviewCount: 0,
              checkIns: { seats: 0, checkedIn: 0 },
            },
          }),
        ),
    });
    renderApp('/host-dashboard');

    await screen.findByText('Rating', { selector: 'dt' });
    expect(stat('Rating')).toHaveTextContent('—no reviews yet');
    expect(stat('Earnings')).toHaveTextContent('€0');
    expect(stat('Check-in rate')).toHaveTextContent('—no past activities with bookings yet');
  });

  it('lists the 3 latest activities, the recent paid bookings, the resources and the way to create more', async () => {
    mockHost();
    renderApp('/host-dashboard');

    const latest = await screen.findByRole('region', { name: 'Latest activities' });
    expect(within(latest).getAllByRole('article')).toHaveLength(3);
    expect(within(latest).getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
      'href',
      '/activity/act-1',
    );
    expect(within(latest).getAllByRole('link', { name: 'Edit' })[2]).toHaveAttribute(
      'href',
      '/edit-activity/act-3',
    );

    const bookings = screen.getByRole('region', { name: 'Recent bookings' });
    const row = within(bookings).getByRole('listitem');
    expect(row).toHaveTextContent('Jordi Mas · 2 spots');
    expect(within(row).getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
      'href',
      '/activity/act-1',
    );
    expect(row).toHaveTextContent('€70');
    // The activity's date where one reads a date; when it was booked, labelled as such.
    expect(within(row).getByText(/^Saturday, April 4th(, 2026)? · 18:00$/)).toHaveAttribute(
      'datetime',
      '2026-04-04T16:00:00.000Z',
    );
    expect(row).toHaveTextContent(/Booked March 20th(, 2026)?/);
    expect(row).not.toHaveTextContent('Friday');

    expect(screen.getByRole('link', { name: 'New Activity' })).toHaveAttribute('href', '/create-activity');
    expect(screen.getByRole('link', { name: 'Recurring Event' })).toHaveAttribute(
      'href',
      '/create-activity?recurring=1',
    );
    // Once, with the list it leads to.
    expect(screen.getByRole('link', { name: 'View All Activities' })).toHaveAttribute(
      'href',
      '/my-activities',
    );
  });

  it('shows the resources open on a wider screen: the terms, the contact page and the tip', async () => {
    setScreenWidth(1280);
    mockHost();
    renderApp('/host-dashboard');

    const resources = within(await screen.findByRole('region', { name: 'Host resources' }));
    expect(resources.queryByRole('button', { name: 'Host resources' })).not.toBeInTheDocument();
    expect(resources.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(resources.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(resources.getByText('groups of 8 to 12 people book fastest.')).toBeInTheDocument();
  });

  it('keeps the resources closed on a phone until their heading is tapped', async () => {
    mockHost();
    const user = userEvent.setup();
    renderApp('/host-dashboard');

    const region = await screen.findByRole('region', { name: 'Host resources' });
    const toggle = within(region).getByRole('button', { name: 'Host resources' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).queryByRole('link', { name: 'Terms of Service' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(region).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(within(region).getByText('groups of 8 to 12 people book fastest.')).toBeInTheDocument();

    await user.click(toggle);
    expect(within(region).queryByRole('link', { name: 'Terms of Service' })).not.toBeInTheDocument();
  });

  it("shows three recent bookings on a phone and the rest behind 'Show all', every one on a wider screen", async () => {
    const five = [1, 2, 3, 4, 5].map((n) => booking({ id: `b-${n}`, guestName: `Guest ${n}` }));
    mockHost({ 'GET /api/host/dashboard': () => Response.json(dashboard({ recentBookings: five })) });
    const user = userEvent.setup();
    renderApp('/host-dashboard');

    const bookings = await screen.findByRole('region', { name: 'Recent bookings' });
    expect(within(bookings).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(bookings).getByRole('button', { name: 'Show all 5 bookings' }));
    expect(within(bookings).getAllByRole('listitem')).toHaveLength(5);
  });

  it("shows how many people saved each activity ('Saved by N'), once someone has", async () => {
    mockHost({
      'GET /api/host/dashboard': () =>
        Response.json(
          dashboard({
            latestActivities: [
              hostActivity({ id: 'act-1', title: 'Sunset Paella on the Rooftop', savedCount: 3 }),
              hostActivity({ id: 'act-2', title: 'Montjuïc Morning Run', savedCount: 1 }),
              hostActivity({ id: 'act-3', title: 'Vermut Walk in Gràcia', savedCount: 0 }),
            ],
          }),
        ),
    });
    renderApp('/host-dashboard');

    const latest = await screen.findByRole('region', { name: 'Latest activities' });
    const card = (title: string) => within(latest).getByRole('article', { name: title });
    expect(card('Sunset Paella on the Rooftop')).toHaveTextContent('Saved by 3 people');
    expect(card('Montjuïc Morning Run')).toHaveTextContent('Saved by 1 person');
    expect(card('Vermut Walk in Gràcia')).not.toHaveTextContent('Saved by');
  });

  it('shows skeletons while loading, then an error with Retry that loads again', async () => {
    const first = deferred<Response>();
    let attempt = 0;
    mockHost({
      'GET /api/host/dashboard': () => {
        attempt += 1;
        return attempt === 1 ? first.promise : Response.json(dashboard());
      },
    });
    const user = userEvent.setup();
    renderApp('/host-dashboard');

    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
    first.resolve(
      Response.json({ error: { code: 'internal', message: 'Internal Server Error' } }, { status: 500 }),
    );
    expect(await screen.findByRole('heading', { name: 'Failed to load your dashboard' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Earnings', { selector: 'dt' });
    expect(stat('Earnings')).toHaveTextContent('€1,240');
  });

  describe('payment setup', () => {
    it('Not Started: explains waitlist-only and offers Connect Stripe, without a status check', async () => {
      const fetchMock = mockHost();
      renderApp('/host-dashboard');

      const card = await payoutCard();
      expect(await within(card).findByText('Not Started')).toBeInTheDocument();
      expect(card).toHaveTextContent('your activities are waitlist-only');
      expect(within(card).getByRole('button', { name: 'Connect Stripe' })).toBeEnabled();
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(0);
    });

    it('Connected: says so, with nothing left to do', async () => {
      mockHost({ 'GET /api/host/payouts': () => Response.json(payouts('connected')) });
      renderApp('/host-dashboard');

      const card = await payoutCard();
      expect(await within(card).findByText('Connected')).toBeInTheDocument();
      expect(card).not.toHaveTextContent('waitlist-only');
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    });

    it("In Progress: checks on load; enabled → '✓ Stripe connected!', Connected, session and dashboard refreshed", async () => {
      let enabled = false;
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts(enabled ? 'connected' : 'in_progress')),
        'POST /api/host/payouts/check': () => {
          enabled = true;
          return Response.json(payouts('connected', 'enabled'));
        },
      });
      // Mounted twice in StrictMode, as in the app: the provider is still asked only once.
      renderApp('/host-dashboard', { strict: true });

      expect(await findToast('✓ Stripe connected!')).toBeInTheDocument();
      const card = await payoutCard();
      expect(await within(card).findByText('Connected')).toBeInTheDocument();
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(1);
      await waitFor(() => expect(calls(fetchMock, 'GET', '/api/me').length).toBeGreaterThan(1));
      await waitFor(() => expect(calls(fetchMock, 'GET', '/api/host/dashboard').length).toBeGreaterThan(1));
    });

    it("In Progress: an unfinished setup (action_required) is an ordinary state with 'Continue setup', not an error", async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () => Response.json(payouts('in_progress', 'action_required')),
        'POST /api/host/payouts/onboarding': () => Response.json({ url: '/pay/connect/acct_1?return=x' }),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      const card = await payoutCard();
      expect(
        await within(card).findByText(
          'Your setup is not finished yet. Continue setup to pick up where you left off.',
        ),
      ).toBeInTheDocument();
      expect(within(card).getByText('In Progress')).toBeInTheDocument();
      expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
      expect(card).not.toHaveTextContent(/contact support/i);
      // The check made on load stays quiet: nothing went wrong.
      expect(screen.queryByText('Action required')).not.toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Continue setup' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('/pay/connect/acct_1?return=x', '_blank'));
      expect(calls(fetchMock, 'POST', '/api/host/payouts/onboarding')).toHaveLength(1);
      open.mockRestore();
    });

    it("In Progress: a pending account stays quiet on load; Check status says 'Not yet connected'", async () => {
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () => Response.json(payouts('in_progress', 'pending')),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      const card = await payoutCard();
      expect(await within(card).findByText(/Not yet connected: Stripe has not enabled/)).toBeInTheDocument();
      expect(screen.queryByText('Not yet connected', { selector: '[data-title]' })).not.toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Check status' }));
      expect(await findToast('Not yet connected')).toBeInTheDocument();
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(2);
    });

    it("Check status that fails says 'Check failed'; the automatic check's failure stays quiet", async () => {
      mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () =>
          Response.json({ error: { code: 'bad_gateway', message: 'Provider down' } }, { status: 502 }),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      const card = await payoutCard();
      const check = await within(card).findByRole('button', { name: 'Check status' });
      await waitFor(() => expect(check).toBeEnabled());
      expect(screen.queryByText('Check failed')).not.toBeInTheDocument();

      await user.click(check);
      expect(await findToast('Check failed')).toBeInTheDocument();
    });

    it('Connect Stripe opens the onboarding page in a new window that cannot reach back', async () => {
      const popup = { opener: window } as unknown as Window;
      const open = vi.spyOn(window, 'open').mockReturnValue(popup);
      mockHost({
        'POST /api/host/payouts/onboarding': () =>
          Response.json({ url: 'https://connect.example/onboard/acct_1' }),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await user.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith('https://connect.example/onboard/acct_1', '_blank'),
      );
      expect(popup.opener).toBeNull();
      open.mockRestore();
    });

    it('goes to the onboarding page in this tab when the pop-up is blocked', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const assign = vi.fn();
      vi.stubGlobal('location', Object.assign(new URL(window.location.href), { assign }));
      mockHost({
        'POST /api/host/payouts/onboarding': () => Response.json({ url: '/pay/connect/acct_1' }),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await user.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/connect/acct_1'));
      open.mockRestore();
    });

    it("says 'Connection failed / Failed to start Stripe connection' when onboarding cannot start", async () => {
      const open = vi.spyOn(window, 'open');
      mockHost({
        'POST /api/host/payouts/onboarding': () =>
          Response.json(
            { error: { code: 'bad_gateway', message: 'Failed to start Stripe connection' } },
            { status: 502 },
          ),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await user.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
      expect(await toastDescription('Connection failed')).toBe('Failed to start Stripe connection');
      expect(open).not.toHaveBeenCalled();
      open.mockRestore();
    });
  });

  describe('back from payout setup (?stripe=complete)', () => {
    it("lands here: 'Stripe connected!', Connected, and the marker dropped from the address", async () => {
      let enabled = false;
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts(enabled ? 'connected' : 'in_progress')),
        'POST /api/host/payouts/check': () => {
          enabled = true;
          return Response.json(payouts('connected', 'enabled'));
        },
      });
      const { router } = renderApp('/host-dashboard?stripe=complete', { strict: true });

      expect(await findToast('Stripe connected!')).toBeInTheDocument();
      const card = await payoutCard();
      expect(await within(card).findByText('Connected')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/host-dashboard');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(1);
    });

    it("left unfinished: warns 'Action required' once, and the card offers 'Continue setup' without an error", async () => {
      mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () => Response.json(payouts('in_progress', 'action_required')),
      });
      renderApp('/host-dashboard?stripe=complete');

      expect(await toastDescription('Action required')).toBe(
        'Your setup is not finished yet. Continue setup to pick up where you left off.',
      );
      const card = await payoutCard();
      expect(within(card).getByText('In Progress')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Continue setup' })).toBeEnabled();
      expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Become a Host' })).not.toBeInTheDocument();
    });

    it("says 'Verification pending' while the provider checks the details", async () => {
      mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () => Response.json(payouts('in_progress', 'pending')),
      });
      renderApp('/host-dashboard?stripe=complete');

      expect(await toastDescription('Verification pending')).toBe(
        'Stripe is checking your details. This card shows when payouts are on.',
      );
    });

    it("says 'Status check failed' only when the check itself fails, and Check status asks again", async () => {
      let attempt = 0;
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () => {
          attempt += 1;
          return attempt === 1
            ? Response.json({ error: { code: 'unavailable', message: 'Check failed' } }, { status: 502 })
            : Response.json(payouts('in_progress', 'action_required'));
        },
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard?stripe=complete');

      expect(await toastDescription('Status check failed')).toBe('Please refresh and try again');
      const card = await payoutCard();
      expect(await within(card).findByRole('alert')).toHaveTextContent('Status check failed');

      await user.click(within(card).getByRole('button', { name: 'Check status' }));
      await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(2);
    });
  });

  describe('coming back to the page', () => {
    it('asks again when the page regains focus, so setup finished in another tab shows here', async () => {
      let enabled = false;
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts(enabled ? 'connected' : 'in_progress')),
        'POST /api/host/payouts/check': () =>
          Response.json(enabled ? payouts('connected', 'enabled') : payouts('in_progress', 'pending')),
      });
      renderApp('/host-dashboard');

      const card = await payoutCard();
      await waitFor(() => expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(1));
      expect(await within(card).findByText(/Not yet connected: Stripe has not enabled/)).toBeInTheDocument();

      // Setup is completed in the provider's tab; this one is focused again.
      enabled = true;
      window.dispatchEvent(new Event('focus'));

      expect(await within(card).findByText('Connected')).toBeInTheDocument();
      expect(within(card).queryByText('In Progress')).not.toBeInTheDocument();
      expect(await findToast('✓ Stripe connected!')).toBeInTheDocument();
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(2);
    });

    it('Not Started moves to In Progress once Connect Stripe has opened the account', async () => {
      let opened = false;
      vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
      mockHost({
        'GET /api/host/payouts': () => Response.json(payouts(opened ? 'in_progress' : 'not_started')),
        'POST /api/host/payouts/onboarding': () => {
          opened = true;
          return Response.json({ url: '/pay/connect/acct_1' });
        },
        'POST /api/host/payouts/check': () => Response.json(payouts('in_progress', 'pending')),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      const card = await payoutCard();
      await user.click(await within(card).findByRole('button', { name: 'Connect Stripe' }));
      expect(await within(card).findByText('In Progress')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
      vi.restoreAllMocks();
    });
  });

  describe('what comes first', () => {
    const brandNew = () =>
      dashboard({
        stats: {
          activities: 0,
          bookings: 0,
          earningsCents: 0,
          rating: null,
          reviewCount: 0,
          checkIns: { seats: 0, checkedIn: 0 },
        },
        latestActivities: [],
        recentBookings: [],
      });
    const follows = (first: HTMLElement, second: HTMLElement) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

    it('a new host: Connect Stripe before the numbers, and no placeholder cards', async () => {
      mockHost({ 'GET /api/host/dashboard': () => Response.json(brandNew()) });
      renderApp('/host-dashboard');

      const card = await payoutCard();
      const connect = await within(card).findByRole('button', { name: 'Connect Stripe' });
      const numbers = await screen.findByRole('region', { name: 'Your numbers' });
      expect(follows(connect, numbers)).toBe(true);
      const activities = screen.getByRole('region', { name: 'Latest activities' });
      expect(follows(card, activities) && follows(activities, numbers)).toBe(true);

      // One line and one way on instead of an empty card; no list to view, no empty bookings card.
      expect(within(activities).getByText("You haven't created any activities yet")).toBeInTheDocument();
      expect(within(activities).queryByRole('article')).not.toBeInTheDocument();
      expect(within(activities).getAllByRole('link')).toHaveLength(1);
      expect(screen.queryByRole('link', { name: 'View All Activities' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Recent bookings' })).not.toBeInTheDocument();
      expect(document.querySelector('[data-slot="card"] .border-dashed')).toBeNull();
    });

    it('an established host with payouts on: the numbers, the recent bookings, then the activities; payment card later', async () => {
      mockHost({
        'GET /api/host/dashboard': () => Response.json(dashboard({ payoutSetup: 'connected' })),
        'GET /api/host/payouts': () => Response.json(payouts('connected')),
      });
      renderApp('/host-dashboard');

      const numbers = await screen.findByRole('region', { name: 'Your numbers' });
      const bookings = screen.getByRole('region', { name: 'Recent bookings' });
      const activities = screen.getByRole('region', { name: 'Latest activities' });
      const card = await payoutCard();
      expect(follows(numbers, bookings)).toBe(true);
      expect(follows(bookings, activities)).toBe(true);
      expect(follows(activities, card)).toBe(true);
      expect(screen.getAllByRole('link', { name: 'View All Activities' })).toHaveLength(1);
    });

    it('a host still setting up payouts, with activities: the payment card first', async () => {
      mockHost({ 'GET /api/host/payouts': () => Response.json(payouts('in_progress')) });
      renderApp('/host-dashboard');

      const card = await payoutCard();
      const numbers = await screen.findByRole('region', { name: 'Your numbers' });
      expect(follows(card, numbers)).toBe(true);
    });
  });

  describe('calendar sync', () => {
    it('starts compact: the status and two closed parts, each opening in place by keyboard', async () => {
      mockHost();
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      expect(await screen.findByText('No calendar connected')).toBeInTheDocument();
      const importToggle = screen.getByRole('button', { name: 'Import from your calendar' });
      const exportToggle = screen.getByRole('button', { name: 'Your activities in your calendar' });
      expect(importToggle).toHaveAttribute('aria-expanded', 'false');
      expect(exportToggle).toHaveAttribute('aria-expanded', 'false');
      // The parts keep the headings a screen reader jumps between.
      expect(
        screen.getByRole('heading', { level: 3, name: 'Import from your calendar' }),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Calendar URL (.ics)')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Your private calendar feed')).not.toBeInTheDocument();

      importToggle.focus();
      await user.keyboard('{Enter}');
      expect(importToggle).toHaveAttribute('aria-expanded', 'true');
      const importPart = screen.getByRole('region', { name: 'Import from your calendar' });
      expect(importToggle).toHaveAttribute('aria-controls', importPart.id);
      expect(within(importPart).getByLabelText('Calendar URL (.ics)')).toBeInTheDocument();
      expect(within(importPart).getByRole('button', { name: 'Connect Calendar' })).toBeInTheDocument();

      // The parts' buttons are one group: the arrow keys move between them.
      importToggle.focus();
      await user.keyboard('{ArrowDown}');
      expect(exportToggle).toHaveFocus();
      await user.keyboard(' ');
      expect(exportToggle).toHaveAttribute('aria-expanded', 'true');
      expect(
        within(screen.getByRole('region', { name: 'Your activities in your calendar' })).getByLabelText(
          'Your private calendar feed',
        ),
      ).toHaveValue(FEED);

      await user.click(importToggle);
      expect(importToggle).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(screen.queryByLabelText('Calendar URL (.ics)')).not.toBeInTheDocument());
    });

    it('a connected calendar shows its status, Sync now and Disconnect without opening anything', async () => {
      mockHost({
        'GET /api/host/calendar': () =>
          Response.json(
            calendar({
              icsUrl: 'https://calendar.google.com/calendar/ical/secret-1/basic.ics',
              filterTag: '#sortim',
              lastSyncedAt: '2026-03-20T17:05:00.000Z',
            }),
          ),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      expect(await screen.findByText('Connected to calendar.google.com')).toBeInTheDocument();
      expect(
        screen.getByText(/^Friday, March 20th(, 2026)? · 18:05 \(Barcelona time\)$/),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sync now' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
      // The secret address stays in the import part until asked for.
      expect(screen.queryByText(/secret-1/)).not.toBeInTheDocument();

      await openCalendar(user, 'import');
      const importPart = screen.getByRole('region', { name: 'Import from your calendar' });
      expect(importPart).toHaveTextContent('https://calendar.google.com/calendar/ical/secret-1/basic.ics');
      expect(importPart).toHaveTextContent('#sortim');
    });

    it('asks for the .ics address before connecting', async () => {
      const fetchMock = mockHost();
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await openCalendar(user, 'import');
      await user.click(screen.getByRole('button', { name: 'Connect Calendar' }));
      expect(await screen.findByText('Please enter your calendar .ics URL')).toBeInTheDocument();
      expect(screen.getByLabelText('Calendar URL (.ics)')).toHaveAttribute('aria-invalid', 'true');
      expect(calls(fetchMock, 'PUT', '/api/host/calendar')).toHaveLength(0);
    });

    it('connects, says how many events came in, then shows the calendar with Sync now and Disconnect', async () => {
      const fetchMock = mockHost({
        'PUT /api/host/calendar': (init) => {
          const body = JSON.parse(String(init?.body)) as { icsUrl: string; filterTag: string | null };
          return Response.json(
            calendar({
              icsUrl: body.icsUrl,
              filterTag: body.filterTag,
              lastSyncedAt: '2026-03-20T17:05:00.000Z',
              imported: 3,
            }),
          );
        },
        'POST /api/host/calendar/sync': () =>
          Response.json(
            calendar({
              icsUrl: 'https://cal.example/me.ics',
              filterTag: '#sortim',
              lastSyncedAt: '2026-03-21T09:00:00.000Z',
              imported: 1,
            }),
          ),
        'DELETE /api/host/calendar': () => Response.json(calendar()),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await openCalendar(user, 'import');
      await user.type(screen.getByLabelText('Calendar URL (.ics)'), 'https://cal.example/me.ics');
      await user.type(screen.getByLabelText('Filter tag (optional)'), '#sortim');
      await user.click(screen.getByRole('button', { name: 'Connect Calendar' }));

      expect(await toastDescription('Calendar connected')).toBe('3 events imported as drafts');
      expect(JSON.parse(String(calls(fetchMock, 'PUT', '/api/host/calendar')[0]?.[1]?.body))).toEqual({
        icsUrl: 'https://cal.example/me.ics',
        filterTag: '#sortim',
      });
      // The import part stays open: it now shows the calendar it reads.
      expect(screen.getByText('Connected to cal.example')).toBeInTheDocument();
      expect(screen.getByText('https://cal.example/me.ics')).toBeInTheDocument();
      // 17:05 UTC is 18:05 in Barcelona (winter time).
      expect(
        screen.getByText(/^Friday, March 20th(, 2026)? · 18:05 \(Barcelona time\)$/),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Calendar URL (.ics)')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Sync now' }));
      expect(await toastDescription('Calendar synced')).toBe('1 event imported as a draft');
      expect(
        screen.getByText(/^Saturday, March 21st(, 2026)? · 10:00 \(Barcelona time\)$/),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Disconnect' }));
      expect(await findToast('Calendar disconnected')).toBeInTheDocument();
      expect(await screen.findByLabelText('Calendar URL (.ics)')).toHaveValue('');
    });

    it('says when the last sync was cut short or skipped events, until a sync brings everything in', async () => {
      const connected = {
        icsUrl: 'https://cal.example/me.ics',
        filterTag: null,
        lastSyncedAt: '2026-03-21T09:00:00.000Z',
      };
      const syncs = [
        calendar({ ...connected, imported: 40, lastImport: { events: 40, cutShort: 'time', unreadable: 0 } }),
        calendar({ ...connected, imported: 2, lastImport: { events: 42, cutShort: null, unreadable: 0 } }),
      ];
      mockHost({
        // The hourly sync stopped at the drafts limit and skipped two events.
        'GET /api/host/calendar': () =>
          Response.json(
            calendar({ ...connected, lastImport: { events: 500, cutShort: 'drafts', unreadable: 2 } }),
          ),
        'POST /api/host/calendar/sync': () => Response.json(syncs.shift()),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      // A live region that stays in the page, so the next sync's outcome is read out.
      const notice = (await screen.findByText('Not every event was imported')).closest(
        '[role="status"]',
      ) as HTMLElement;
      expect(notice).toHaveTextContent(
        'Your calendar has more upcoming events than one sync brings in: the first 500 were imported. ' +
          'Later ones will be imported as their dates come closer.',
      );
      expect(notice).toHaveTextContent(
        '2 events could not be read and were skipped: check how they repeat in your calendar.',
      );

      await user.click(screen.getByRole('button', { name: 'Sync now' }));
      await waitFor(() =>
        expect(notice).toHaveTextContent(
          'Your calendar took too long to read in full: the first 40 events were imported. ' +
            'Later ones will be imported as their dates come closer.',
        ),
      );
      expect(notice).not.toHaveTextContent('could not be read');

      await user.click(screen.getByRole('button', { name: 'Sync now' }));
      await waitFor(() => expect(screen.queryByText('Not every event was imported')).not.toBeInTheDocument());
      expect(notice).toBeEmptyDOMElement();
    });

    it("says 'Connection failed' with the server's reason", async () => {
      mockHost({
        'PUT /api/host/calendar': () =>
          Response.json(
            { error: { code: 'bad_gateway', message: 'The calendar could not be fetched' } },
            { status: 502 },
          ),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await openCalendar(user, 'import');
      await user.type(screen.getByLabelText('Calendar URL (.ics)'), 'https://cal.example/me.ics');
      await user.click(screen.getByRole('button', { name: 'Connect Calendar' }));

      expect(await toastDescription('Connection failed')).toBe('The calendar could not be fetched');
      expect(screen.getByLabelText('Calendar URL (.ics)')).toHaveValue('https://cal.example/me.ics');
    });

    it('copies the private feed address and explains how to subscribe', async () => {
      mockHost();
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await openCalendar(user, 'export');
      const feed = screen.getByLabelText('Your private calendar feed');
      expect(feed).toHaveValue(FEED);
      expect(screen.getByText(/'From URL'/)).toBeInTheDocument();
      expect(screen.getByText(/'New Calendar Subscription'/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(await findToast('Feed address copied')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(FEED);
    });

    it('creates a new feed address after saying the old one stops working', async () => {
      const fetchMock = mockHost({
        'POST /api/host/calendar/feed': () =>
          Response.json(calendar({ feedUrl: 'https://sortim.example/api/calendar/feed/tok-2.ics' })),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await openCalendar(user, 'export');
      await user.click(screen.getByRole('button', { name: 'Create a new address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create a new feed address?' });
      expect(dialog).toHaveTextContent('The current address stops working at once.');
      expect(calls(fetchMock, 'POST', '/api/host/calendar/feed')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Create new address' }));
      expect(
        await findToast('A new feed address was created; the old one no longer works'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByLabelText('Your private calendar feed')).toHaveValue(
        'https://sortim.example/api/calendar/feed/tok-2.ics',
      );
    });
  });
});
