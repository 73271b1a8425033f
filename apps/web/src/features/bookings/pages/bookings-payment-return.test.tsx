import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  callsTo,
  mockBookings,
  pastDinner,
  upcomingTrip,
} from '#/features/bookings/pages/bookings-test-setup.ts';
import { i18n } from '#/lib/i18n.ts';
import { createMyBooking } from '#/test/booking-factories.ts';
import { renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

describe('/bookings', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/bookings/pages/bookings-page.tsx'));

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
