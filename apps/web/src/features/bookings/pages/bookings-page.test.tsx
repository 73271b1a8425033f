import { BOOKING_MESSAGES, type MyBooking } from '@sortim/contracts/bookings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '#/lib/i18n.ts';
import { createMyBooking, daysFromNow } from '#/test/booking-factories.ts';
import { deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

function mockBookings(
  items: MyBooking[] | (() => Response | Promise<Response>),
  extra?: (url: string, init?: RequestInit) => Response | Promise<Response> | undefined,
) {
  return mockApi(signedIn(), (url, init) => {
    if (url === '/api/bookings') return typeof items === 'function' ? items() : Response.json({ items });
    return extra?.(url, init);
  });
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path);

const upcomingTrip = createMyBooking({
  id: 'b-up',
  activity: { id: 'act-up', title: 'Montjuïc Sunrise Hike' },
});
const pastDinner = createMyBooking({
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

  it('shows what each booking is: link, Barcelona time, place, people, amount and status', async () => {
    mockBookings([
      createMyBooking({
        activity: { startTime: '2027-03-27T09:00:00.000Z', endTime: '2027-03-27T11:00:00.000Z' },
      }),
    ]);
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
      'href',
      '/activity/act-1',
    );
    expect(within(card).getByText(/^Saturday, March 27th(, 2027)? · 10:00–12:00$/)).toBeInTheDocument();
    expect(
      within(card).getByText('Terrat del Raval, Carrer de la Riera Baixa 14, Barcelona'),
    ).toBeInTheDocument();
    expect(within(card).getByText('2 people · €70 paid')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
  });

  it('shows "Changed by the host" with what the guest had booked, and the refund still open', async () => {
    mockBookings([
      createMyBooking({
        hostChange: {
          changedAt: daysFromNow(-0.5),
          before: {
            startTime: '2027-03-27T09:00:00.000Z',
            endTime: '2027-03-27T11:00:00.000Z',
            locationName: 'Terrat del Raval',
            address: 'Carrer de la Riera Baixa 14, Barcelona',
          },
        },
        activity: {
          startTime: '2027-03-28T16:00:00.000Z',
          endTime: '2027-03-28T18:00:00.000Z',
          locationName: 'Terrat del Born',
          address: 'Carrer del Rec 20, Barcelona',
        },
      }),
      createMyBooking({ id: 'b-same', activity: { id: 'act-same', title: 'Montjuïc Sunrise Hike' } }),
    ]);
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText('Changed by the host')).toBeInTheDocument();
    expect(within(card).getByText(/^Sunday, March 28th(, 2027)? · 18:00–20:00$/)).toBeInTheDocument();
    expect(within(card).getByText(/^Was Saturday, March 27th(, 2027)? · 10:00–12:00$/)).toBeInTheDocument();
    expect(
      within(card).getByText('Was at Terrat del Raval, Carrer de la Riera Baixa 14, Barcelona'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('You can still cancel with a full refund until it starts.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Request Refund' })).toBeInTheDocument();
    const unchanged = screen.getByRole('article', { name: 'Montjuïc Sunrise Hike' });
    expect(within(unchanged).queryByText('Changed by the host')).not.toBeInTheDocument();
  });

  it("shows the activity's card picture: its thumbnail, else its cover", async () => {
    mockBookings([
      createMyBooking({
        activity: { title: 'Thumbnail only', coverImageUrl: null, thumbnailUrl: '/uploads/thumb.webp' },
      }),
      createMyBooking({
        id: 'b-both',
        activity: { id: 'act-both', title: 'Both', thumbnailUrl: '/uploads/both-thumb.webp' },
      }),
    ]);
    renderApp('/bookings');
    const only = await screen.findByRole('article', { name: 'Thumbnail only' });
    expect(only.querySelector('img')).toHaveAttribute('src', '/uploads/thumb.webp');
    const both = screen.getByRole('article', { name: 'Both' });
    expect(both.querySelector('img')).toHaveAttribute('src', '/uploads/both-thumb.webp');
  });

  it('shows the fallback image when a cover fails to load', async () => {
    mockBookings([upcomingTrip]);
    const { container } = renderApp('/bookings');
    await screen.findByRole('article');
    const cover = container.querySelector('article img');
    expect(cover).toHaveAttribute('src', '/images/demo/taste-cook-1.webp');
    fireEvent.error(cover as Element);
    expect(cover).toHaveAttribute('src', '/images/fallback-activity.webp');
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

  it("keeps 'Show tickets' on a booking under way, the door may still ask for them", async () => {
    mockBookings([
      createMyBooking({
        canRefund: false,
        refundNow: null,
        activity: { startTime: daysFromNow(-1 / 24), endTime: daysFromNow(1 / 24) },
      }),
    ]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Past (1)' }));
    const card = screen.getByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText('Past')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Show tickets' })).toHaveAttribute(
      'href',
      '/tickets/booking-1',
    );
  });

  it('shows what went back so far and the rest on its way after the host cancelled', async () => {
    mockBookings([
      createMyBooking({
        id: 'b-half',
        status: 'refunded',
        amountCents: 5000,
        canRefund: false,
        refundedCents: 2500,
        refundedAt: daysFromNow(-1),
        refundOnItsWayCents: 2500,
        activity: { id: 'act-half', title: 'Refunded Half Tapas' },
      }),
      createMyBooking({
        id: 'b-late',
        status: 'cancelled',
        amountCents: 5000,
        canRefund: false,
        refundedCents: 0,
        refundedAt: daysFromNow(-1),
        refundOnItsWayCents: 5000,
        activity: { id: 'act-late', title: 'Cancelled Late Kayak' },
      }),
    ]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Cancelled (2)' }));
    const half = screen.getByRole('article', { name: 'Refunded Half Tapas' });
    expect(within(half).getByText('2 people · €50 paid · €25 refunded')).toBeInTheDocument();
    expect(within(half).getByText('Refund of €25 on its way')).toBeInTheDocument();
    expect(within(half).getByText('Refund on its way')).toBeInTheDocument();
    // Nothing went back yet, but all of it is on its way: not 'nothing refunded'.
    const late = screen.getByRole('article', { name: 'Cancelled Late Kayak' });
    expect(within(late).getByText('2 people · €50 paid')).toBeInTheDocument();
    expect(within(late).getByText('Refund of €50 on its way')).toBeInTheDocument();
    expect(late).not.toHaveTextContent('nothing refunded');
  });

  it("says a refund is on its way in the guest's language, with its euros as they write them", async () => {
    await i18n.changeLanguage('es');
    mockBookings([
      createMyBooking({ amountCents: 1250, canRefund: false, refundNow: null, refundOnItsWayCents: 1250 }),
    ]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Canceladas (1)' }));
    const card = screen.getByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText('Reembolso en camino')).toBeInTheDocument();
    expect(within(card).getByText('Reembolso de 12,50 € en camino')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'El proveedor de pagos aún no lo ha confirmado. Seguimos insistiendo hasta que vuelva a la tarjeta con la que pagaste.',
      ),
    ).toBeInTheDocument();
  });

  it("says a past booking is past, not 'Confirmed'", async () => {
    mockBookings([pastDinner]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Past (1)' }));
    const card = screen.getByRole('article', { name: 'Vermut and Tapas in Gràcia' });
    expect(within(card).getByText('Past')).toBeInTheDocument();
    expect(within(card).queryByText('Confirmed')).not.toBeInTheDocument();
  });

  it("says 'You attended' on a past booking with a seat checked in at the door", async () => {
    const attended = createMyBooking({
      ...pastDinner,
      tickets: [
        { seat: 1, code: 'ZR2FZ1TJFQ8KD4W0XBM7AAAAAA', state: 'valid', checkedInAt: daysFromNow(-3) },
        { seat: 2, code: 'ZR2FZ1TJFQ8KD4W0XBM7BBBBBB', state: 'valid', checkedInAt: null },
      ],
    });
    mockBookings([attended]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Past (1)' }));
    const card = screen.getByRole('article', { name: 'Vermut and Tapas in Gràcia' });
    expect(within(card).getByText('You attended')).toBeInTheDocument();
    expect(within(card).queryByText('Past')).not.toBeInTheDocument();
  });

  it("offers a free booking 'Cancel booking', never 'Request Refund', and a cancelled free one reads 'Cancelled'", async () => {
    mockBookings([
      createMyBooking({ id: 'b-free', amountCents: 0, activity: { title: 'Free Walk' } }),
      createMyBooking({
        id: 'b-gone',
        amountCents: 0,
        status: 'refunded',
        canRefund: false,
        activity: { title: 'Free Swim' },
      }),
    ]);
    renderApp('/bookings');
    const free = await screen.findByRole('article', { name: 'Free Walk' });
    expect(within(free).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(free).queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
    expect(free).not.toHaveTextContent(/€|paid|refund/i);

    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled (1)' }));
    const gone = screen.getByRole('article', { name: 'Free Swim' });
    expect(within(gone).getByText('Cancelled')).toBeInTheDocument();
    expect(gone).not.toHaveTextContent(/refund|€|paid/i);
  });

  it("offers 'Request Refund' and 'Leave a Review' by the booking's flags", async () => {
    mockBookings([upcomingTrip, pastDinner]);
    renderApp('/bookings');
    const upcoming = await screen.findByRole('article', { name: 'Montjuïc Sunrise Hike' });
    expect(within(upcoming).getByRole('button', { name: 'Request Refund' })).toBeInTheDocument();
    expect(within(upcoming).queryByRole('link', { name: 'Leave a Review' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Past (1)' }));
    const past = screen.getByRole('article', { name: 'Vermut and Tapas in Gràcia' });
    expect(within(past).getByRole('link', { name: 'Leave a Review' })).toHaveAttribute(
      'href',
      '/activity/act-past#reviews',
    );
    expect(within(past).queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
  });

  it("says 'Reviewed' instead of offering 'Leave a Review' for an activity the guest reviewed", async () => {
    mockBookings([
      createMyBooking({ ...pastDinner, reviewed: true }),
      createMyBooking({
        id: 'b-other',
        canRefund: false,
        canReview: true,
        activity: { id: 'act-other', title: 'Kayak at Dawn', startTime: daysFromNow(-5) },
      }),
    ]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Past (2)' }));
    const reviewed = screen.getByRole('article', { name: 'Vermut and Tapas in Gràcia' });
    expect(within(reviewed).queryByRole('link', { name: 'Leave a Review' })).not.toBeInTheDocument();
    expect(within(reviewed).getByText('Reviewed')).toBeInTheDocument();
    const notYet = screen.getByRole('article', { name: 'Kayak at Dawn' });
    expect(within(notYet).getByRole('link', { name: 'Leave a Review' })).toBeInTheDocument();
    expect(within(notYet).queryByText('Reviewed')).not.toBeInTheDocument();
  });

  it("sets the way out apart from 'Show tickets': below a rule, in a row of its own", async () => {
    mockBookings([upcomingTrip]);
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: 'Montjuïc Sunrise Hike' });
    const tickets = within(card).getByRole('link', { name: 'Show tickets' });
    const refund = within(card).getByRole('button', { name: 'Request Refund' });
    // Not siblings in one row of buttons: the refund has a row of its own, ruled off from the tickets.
    expect(refund.parentElement).not.toBe(tickets.parentElement);
    expect(refund.parentElement).toHaveClass('border-t');
    expect(refund.parentElement?.contains(tickets)).toBe(false);
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

  it('verifies the payment once on arrival, confirms it on top of the refreshed list', async () => {
    let paid = false;
    const fetchMock = mockBookings(
      () => Response.json({ items: paid ? [upcomingTrip, pastDinner] : [pastDinner] }),
      (url) => {
        if (url !== '/api/payments/verify') return undefined;
        paid = true;
        return Response.json({ success: true, bookingId: 'b-up', message: null });
      },
    );
    // StrictMode runs effects twice on mount: still one verification.
    const { router } = renderApp('/bookings?session_id=cs_test_1', { strict: true });

    const confirmation = await screen.findByRole('region', {
      name: 'Booking confirmed! Payment successful.',
    });
    expect(within(confirmation).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
    const verifies = callsTo(fetchMock, '/api/payments/verify');
    expect(verifies).toHaveLength(1);
    expect(JSON.parse(String(verifies[0]?.[1]?.body))).toEqual({ sessionId: 'cs_test_1' });
    expect(router.state.location.pathname).toBe('/bookings');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    // The history entry keeps which booking: a reload or a Back from its tickets shows it again.
    expect(router.state.location.state).toEqual({ confirmedBookingId: 'b-up' });
  });

  it('shows what was booked and what to do next, and goes once dismissed', async () => {
    const booked = createMyBooking({
      id: 'b-new',
      spots: 3,
      amountCents: 7500,
      activity: {
        id: 'act-new',
        title: 'Pintxos Crawl on Carrer de Blai',
        startTime: '2027-03-27T17:00:00.000Z',
        endTime: '2027-03-27T19:30:00.000Z',
        locationName: 'Plaça del Sortidor',
        address: 'Carrer de Blai 1, Barcelona',
        coverImageUrl: '/uploads/cover.webp',
        thumbnailUrl: '/uploads/thumb.webp',
      },
    });
    mockBookings([upcomingTrip, booked], (url) =>
      url === '/api/payments/verify'
        ? Response.json({ success: true, bookingId: 'b-new', message: null })
        : undefined,
    );
    const { router } = renderApp('/bookings?session_id=cs_test_2');
    const confirmation = await screen.findByRole('region', {
      name: 'Booking confirmed! Payment successful.',
    });
    expect(
      within(confirmation).getByRole('link', { name: 'Pintxos Crawl on Carrer de Blai' }),
    ).toHaveAttribute('href', '/activity/act-new');
    expect(confirmation.querySelector('img')).toHaveAttribute('src', '/uploads/thumb.webp');
    expect(
      within(confirmation).getByText(/^Saturday, March 27th(, 2027)? · 18:00–20:30$/),
    ).toBeInTheDocument();
    expect(within(confirmation).getByText('Meeting point')).toBeInTheDocument();
    expect(
      within(confirmation).getByText('Plaça del Sortidor, Carrer de Blai 1, Barcelona'),
    ).toBeInTheDocument();
    expect(within(confirmation).getByText('3 people')).toBeInTheDocument();
    expect(within(confirmation).getByText('€75')).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'Show tickets' })).toHaveAttribute(
      'href',
      '/tickets/b-new',
    );
    expect(within(confirmation).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/bookings/b-new/calendar',
    );
    expect(within(confirmation).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    // The confirmation is the message: no toast says it again.
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();

    await userEvent.click(within(confirmation).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Booking confirmed! Payment successful.' })).toBeNull();
    expect(router.state.location.state).toBeNull();
    expect(screen.getByRole('article', { name: 'Pintxos Crawl on Carrer de Blai' })).toBeInTheDocument();
  });

  it('shares the booked activity: its link copied where there is no share sheet', async () => {
    const user = userEvent.setup();
    mockBookings([upcomingTrip], (url) =>
      url === '/api/payments/verify'
        ? Response.json({ success: true, bookingId: 'b-up', message: null })
        : undefined,
    );
    renderApp('/bookings?session_id=cs_share');
    const confirmation = await screen.findByRole('region', {
      name: 'Booking confirmed! Payment successful.',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Share' }));
    expect(await findToast('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/activity/act-up`);
  });

  it("says the payment could not be verified, with the server's reason", async () => {
    mockBookings([], (url) =>
      url === '/api/payments/verify'
        ? Response.json({
            success: false,
            bookingId: null,
            message: 'Your payment arrived after your reserved spots were released.',
          })
        : undefined,
    );
    const { router } = renderApp('/bookings?session_id=cs_late');
    expect(await toastDescription('Failed to verify payment')).toBe(
      'Your payment arrived after your reserved spots were released.',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('tells a guest, in their language, that a payment after the start was refunded in full', async () => {
    await i18n.changeLanguage('ca');
    mockBookings([], (url) =>
      url === '/api/payments/verify'
        ? Response.json({ success: false, bookingId: null, message: BOOKING_MESSAGES.latePaymentStarted })
        : undefined,
    );
    renderApp('/bookings?session_id=cs_after_start');
    expect(await toastDescription("No s'ha pogut verificar el pagament")).toBe(
      "El teu pagament va arribar després que comencés l'activitat, així que se t'ha reemborsat íntegrament.",
    );
  });

  it('says the payment could not be verified when the request fails', async () => {
    mockBookings([], (url) =>
      url === '/api/payments/verify' ? new Response('Bad gateway', { status: 502 }) : undefined,
    );
    renderApp('/bookings?session_id=cs_x');
    expect(await findToast('Failed to verify payment')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Confirming your payment...')).not.toBeInTheDocument());
  });
});
