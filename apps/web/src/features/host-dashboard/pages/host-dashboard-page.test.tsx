import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  booking,
  calls,
  dashboard,
  hostActivity,
  mockHost,
  payoutCard,
  payouts,
  stat,
} from '#/features/host-dashboard/pages/host-dashboard-test-setup.ts';
import { deferred, renderApp } from '#/test/render.tsx';
import { setScreenWidth } from '#/test/screen-width.ts';
import { findToast } from '#/test/toasts.ts';

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
});
