import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBookings, pastDinner, upcomingTrip } from '#/features/bookings/pages/bookings-test-setup.ts';
import { createMyBooking, daysFromNow } from '#/test/booking-factories.ts';
import { deferred, renderApp } from '#/test/render.tsx';

describe('/bookings', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/bookings/pages/bookings-page.tsx'));

  it('splits bookings into Upcoming and Past by when the activity starts, with counts', async () => {
    const later = createMyBooking({
      id: 'b-later',
      activity: { id: 'act-later', title: 'Padel at the Beach', startTime: daysFromNow(20) },
    });
    mockBookings([later, pastDinner, upcomingTrip]);
    renderApp('/bookings');

    expect(await screen.findByRole('tab', { name: 'Upcoming (2)' })).toHaveAttribute('aria-selected', 'true');
    const upcoming = screen.getByRole('tabpanel');
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Montjuïc Sunrise Hike', 'Padel at the Beach']);

    await userEvent.click(screen.getByRole('tab', { name: 'Past (1)' }));
    const past = screen.getByRole('tabpanel');
    expect(within(past).getByRole('heading', { name: 'Vermut and Tapas in Gràcia' })).toBeInTheDocument();
    expect(within(past).queryByText('Montjuïc Sunrise Hike')).not.toBeInTheDocument();
  });

  it('keeps refunded and cancelled bookings under Cancelled, never Upcoming or Past, latest date first', async () => {
    mockBookings([
      upcomingTrip,
      createMyBooking({
        id: 'b-1',
        status: 'refunded',
        canRefund: false,
        activity: { id: 'act-1', title: 'Refunded Tapas', startTime: daysFromNow(3) },
      }),
      createMyBooking({
        id: 'b-2',
        status: 'cancelled',
        canRefund: false,
        activity: { id: 'act-2', title: 'Cancelled Kayak', startTime: daysFromNow(-10) },
      }),
      createMyBooking({
        id: 'b-3',
        status: 'refunded',
        canRefund: false,
        activity: { id: 'act-3', title: 'Refunded Far Away', startTime: daysFromNow(40) },
      }),
      pastDinner,
    ]);
    renderApp('/bookings');
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent(/Refunded|Cancelled/);

    await userEvent.click(screen.getByRole('tab', { name: 'Past (1)' }));
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Vermut and Tapas in Gràcia']);

    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled (3)' }));
    const cancelled = screen.getByRole('tabpanel');
    expect(
      within(cancelled)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Refunded Far Away', 'Refunded Tapas', 'Cancelled Kayak']);
    expect(within(cancelled).getByRole('article', { name: 'Refunded Tapas' })).toHaveTextContent('Refunded');
    expect(within(cancelled).getByRole('article', { name: 'Cancelled Kayak' })).toHaveTextContent(
      'Cancelled',
    );
    expect(within(cancelled).queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
  });

  it('shows no Cancelled tab while nothing was cancelled', async () => {
    mockBookings([upcomingTrip, pastDinner]);
    renderApp('/bookings');
    expect(await screen.findByRole('tab', { name: 'Past (1)' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it("shows a paid booking whose refund is on its way under Cancelled: 'Refund of €X on its way', no actions", async () => {
    mockBookings([
      upcomingTrip,
      createMyBooking({
        id: 'b-owed',
        amountCents: 1250,
        canRefund: false,
        refundNow: null,
        refundOnItsWayCents: 1250,
        activity: { id: 'act-owed', title: 'Gothic Quarter Night Walk', startTime: daysFromNow(5) },
      }),
    ]);
    renderApp('/bookings');
    // Asked for and owed: no longer something the guest will attend, whatever its date.
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('Gothic Quarter Night Walk');

    expect(screen.getByRole('tab', { name: 'Past (0)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled (1)' }));
    const card = screen.getByRole('article', { name: 'Gothic Quarter Night Walk' });
    expect(within(card).getByText('Refund on its way')).toBeInTheDocument();
    expect(within(card).queryByText('Confirmed')).not.toBeInTheDocument();
    expect(within(card).getByText('2 people · €12.50 paid')).toBeInTheDocument();
    expect(within(card).getByText('Refund of €12.50 on its way')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'The payment provider has not confirmed it yet. We keep asking until it goes back to the card you paid with.',
      ),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/Cancellation policy/);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Show tickets' })).not.toBeInTheDocument();
  });

  it('says when there is nothing upcoming or past, and where to go next', async () => {
    mockBookings([]);
    renderApp('/bookings');
    expect(await screen.findByRole('heading', { name: 'No upcoming bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Activities' })).toHaveAttribute('href', '/explore');
    await userEvent.click(screen.getByRole('tab', { name: 'Past (0)' }));
    expect(screen.getByRole('heading', { name: 'No past bookings' })).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    const pending = deferred<Response>();
    mockBookings(() => pending.promise);
    renderApp('/bookings');
    const loading = await screen.findByRole('status', { name: 'Loading your bookings' });
    expect(loading.querySelector('[data-slot="skeleton"]')).toBeInTheDocument();
    pending.resolve(Response.json({ items: [] }));
    expect(await screen.findByRole('tab', { name: 'Upcoming (0)' })).toBeInTheDocument();
  });

  it('offers Retry when the list fails to load', async () => {
    let fail = true;
    mockBookings(() =>
      fail
        ? Response.json({ error: { code: 'internal', message: 'Internal Server Error' } }, { status: 500 })
        : Response.json({ items: [upcomingTrip] }),
    );
    renderApp('/bookings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your bookings');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
  });
});
