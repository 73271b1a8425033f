import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, formatTime } from '#/lib/format.ts';
import { i18n } from '#/lib/i18n.ts';
import { createActivityDetail, firstPrice } from '#/test/activity-factories.ts';
import { daysFromNow } from '#/test/booking-factories.ts';
import {
  bookingPanel,
  callsTo,
  mockBookingApi,
  NOTHING_BOOKED,
  stubLocationAssign,
} from '#/test/booking-page.ts';
import { LISBON } from '#/test/city-factories.ts';
import { anonymous, deferred, renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

describe('the activity page booking area', () => {
  it("shows a disabled '✓ Booked' when the caller has a paid booking", async () => {
    mockBookingApi({ state: { ...NOTHING_BOOKED, bookingId: 'booking-1' } });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    expect(await area.findByRole('button', { name: '✓ Booked' })).toBeDisabled();
    expect(area.getByRole('link', { name: 'View in My Bookings' })).toHaveAttribute('href', '/bookings');
    expect(area.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('offers a labelled party size from 1 up to the spots left, and shows the total', async () => {
    mockBookingApi({ activity: createActivityDetail({ spotsRemaining: 4 }) });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    const partySize = await area.findByRole('combobox', { name: 'Number of people' });
    expect(partySize).toHaveValue('1');
    expect(
      within(partySize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 person', '2 people', '3 people', '4 people']);
    const total = () => area.getByText('Total').parentElement;
    expect(total()).toHaveTextContent('Total€35');
    expect(area.getByRole('button', { name: 'Book Now' })).toBeEnabled();

    await userEvent.selectOptions(partySize, '3');
    expect(total()).toHaveTextContent('Total€105');
  });

  it('says before Book Now what comes back on cancelling, with the exact deadlines', async () => {
    const start = daysFromNow(12);
    const [full, half] = [daysFromNow(5), daysFromNow(11)];
    mockBookingApi({
      activity: createActivityDetail({
        startTime: start,
        refundTerms: {
          policy: 'strict',
          deadlines: [
            { until: full, share: 1 },
            { until: half, share: 0.5 },
          ],
        },
      }),
    });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await area.findByRole('button', { name: 'Book Now' });
    expect(
      area.getByText(
        `Full refund if you cancel before ${formatDateTime(full, 'en')}, half refund before ${formatDateTime(half, 'en')}; no refund after that.`,
      ),
    ).toHaveTextContent(/^Cancellation policy: Strict\. Full refund/);
  });

  it('warns a guest booking after the last deadline that nothing would be refunded, and a free activity has no line', async () => {
    const ended = daysFromNow(-0.2);
    mockBookingApi({
      activity: createActivityDetail({
        startTime: daysFromNow(0.5),
        refundTerms: { policy: 'moderate', deadlines: [{ until: ended, share: 1 }] },
      }),
    });
    const first = renderApp('/activity/act-1');
    const area = await bookingPanel();
    await area.findByRole('button', { name: 'Book Now' });
    expect(
      area.getByText(
        `No refund if you book now: cancellations were refundable until ${formatDateTime(ended, 'en')}.`,
      ),
    ).toBeInTheDocument();
    first.unmount();

    mockBookingApi({ activity: createActivityDetail({ priceCents: 0 }) });
    renderApp('/activity/act-1');
    const freeArea = await bookingPanel();
    await freeArea.findByRole('button', { name: 'Book Now' });
    expect(freeArea.queryByText(/Cancellation policy/)).not.toBeInTheDocument();
  });

  it('caps the party size at 10 people', async () => {
    mockBookingApi({ activity: createActivityDetail({ spotsRemaining: 25 }) });
    renderApp('/activity/act-1');
    const partySize = await (await bookingPanel()).findByRole('combobox', { name: 'Number of people' });
    expect(within(partySize).getAllByRole('option')).toHaveLength(10);
  });

  it('sends an anonymous visitor to sign in, and back here afterwards', async () => {
    const fetchMock = mockBookingApi({ me: anonymous });
    const { router } = renderApp('/activity/act-1');
    await userEvent.click(await (await bookingPanel()).findByRole('button', { name: 'Book Now' }));

    expect(await findToast('Please sign in to book this activity')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/activity/act-1' });
    expect(callsTo(fetchMock, '/api/checkout')).toHaveLength(0);
  });

  it('creates a checkout for the chosen party and leaves for the payment page', async () => {
    const assign = stubLocationAssign();
    const checkout = deferred<Response>();
    const fetchMock = mockBookingApi({
      extra: (url) => (url === '/api/checkout' ? checkout.promise : undefined),
    });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await userEvent.selectOptions(await area.findByRole('combobox', { name: 'Number of people' }), '2');
    await userEvent.click(area.getByRole('button', { name: 'Book Now' }));

    // Busy until the browser has gone: no second checkout.
    const busy = area.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    checkout.resolve(
      Response.json({ url: 'https://pay.example/checkout/cs_1', sessionId: 'cs_1' }, { status: 201 }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/cs_1'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(busy).toBeDisabled();

    const calls = callsTo(fetchMock, '/api/checkout');
    expect(calls).toHaveLength(1);
    // The party by price: one price, so one line of it (the server prices the rest).
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toMatchObject({
      activityId: 'act-1',
      lines: [{ categoryId: firstPrice(3500).id, quantity: 2 }],
      code: null,
      private: false,
      activityTitle: 'Sunset Paella on the Rooftop',
      price: 35,
    });
  });

  it("shows the server's reason when the checkout is refused", async () => {
    mockBookingApi({
      extra: (url) =>
        url === '/api/checkout'
          ? Response.json(
              { error: { code: 'conflict', message: 'This activity is sold out' } },
              { status: 409 },
            )
          : undefined,
    });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await userEvent.click(await area.findByRole('button', { name: 'Book Now' }));

    expect(await toastDescription('Failed to create checkout session')).toBe('This activity is sold out');
    expect(area.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it('explains the hold limit in the guest’s language, leaving Book Now to try again', async () => {
    await i18n.changeLanguage('es');
    mockBookingApi({
      extra: (url) =>
        url === '/api/checkout'
          ? Response.json(
              {
                error: {
                  code: 'conflict',
                  message: BOOKING_MESSAGES.tooManyHolds,
                  messageKey: 'booking.tooManyHolds',
                },
              },
              { status: 409 },
            )
          : undefined,
    });
    renderApp('/activity/act-1');
    const area = within(
      await screen.findByRole('complementary', { name: 'Precio y reserva' }, { timeout: 5000 }),
    );
    await userEvent.click(await area.findByRole('button', { name: 'Reservar' }));

    expect(await toastDescription('No se pudo crear la sesión de pago')).toBe(
      'Ya tienes plazas reservadas sin pagar en 3 actividades. Completa o cancela uno de esos pagos antes de reservar otra.',
    );
    expect(area.getByRole('button', { name: 'Reservar' })).toBeEnabled();
  });

  it('says the payment failed when the server gives no reason', async () => {
    mockBookingApi({
      extra: (url) => (url === '/api/checkout' ? new Response('Bad gateway', { status: 502 }) : undefined),
    });
    renderApp('/activity/act-1');
    await userEvent.click(await (await bookingPanel()).findByRole('button', { name: 'Book Now' }));
    expect(await findToast('Failed to process payment. Please try again.')).toBeInTheDocument();
  });

  it("shows a disabled 'Sold Out' with 'Join Waitlist', then 'Leave Waitlist'", async () => {
    let onWaitlist = false;
    const fetchMock = mockBookingApi({
      activity: createActivityDetail({ spotsRemaining: 0 }),
      state: () => ({ ...NOTHING_BOOKED, onWaitlist }),
      extra: (url, init) => {
        if (url !== '/api/activities/act-1/waitlist') return undefined;
        onWaitlist = init?.method === 'POST';
        return Response.json({ onWaitlist });
      },
    });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    expect(await area.findByRole('button', { name: 'Sold Out' })).toBeDisabled();
    expect(area.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();

    await userEvent.click(area.getByRole('button', { name: 'Join Waitlist' }));
    expect(await findToast('Added to waitlist')).toBeInTheDocument();
    await userEvent.click(await area.findByRole('button', { name: 'Leave Waitlist' }));
    expect(await findToast('Removed from waitlist')).toBeInTheDocument();
    expect(await area.findByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();

    expect(callsTo(fetchMock, '/api/activities/act-1/waitlist', 'POST')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/activities/act-1/waitlist', 'DELETE')).toHaveLength(1);
  });

  it("answers a waitlist failure with 'Error' and the server's message", async () => {
    mockBookingApi({
      activity: createActivityDetail({ spotsRemaining: 0 }),
      extra: (url) =>
        url === '/api/activities/act-1/waitlist'
          ? Response.json(
              { error: { code: 'conflict', message: 'Spots are available: book now instead' } },
              { status: 409 },
            )
          : undefined,
    });
    renderApp('/activity/act-1');
    await userEvent.click(await (await bookingPanel()).findByRole('button', { name: 'Join Waitlist' }));
    expect(await toastDescription('Error')).toBe('Spots are available: book now instead');
  });

  it('asks an anonymous visitor to log in before joining the waitlist', async () => {
    const fetchMock = mockBookingApi({
      me: anonymous,
      activity: createActivityDetail({ spotsRemaining: 0 }),
    });
    renderApp('/activity/act-1');
    await userEvent.click(await (await bookingPanel()).findByRole('button', { name: 'Join Waitlist' }));
    expect(await toastDescription('Login required')).toBe('Please log in to join the waitlist');
    expect(callsTo(fetchMock, '/api/activities/act-1/waitlist')).toHaveLength(0);
  });

  it('warns that the host is finalizing payment setup, with the waitlist toggle', async () => {
    mockBookingApi({ activity: createActivityDetail({ host: { payoutsEnabled: false } }) });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    expect(await area.findByText('Host finalizing payment setup')).toBeInTheDocument();
    expect(area.getByText("We'll notify you when booking becomes available")).toBeInTheDocument();
    expect(area.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    expect(area.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it("holds a Lisbon activity's spot until a time on Lisbon's clock, and says so", async () => {
    const offerExpiresAt = '2030-07-05T17:45:00.000Z';
    mockBookingApi({
      activity: createActivityDetail({ spotsRemaining: 0, timeZone: 'Europe/Lisbon', cityName: LISBON }),
      state: { ...NOTHING_BOOKED, onWaitlist: true, offerExpiresAt },
    });
    renderApp('/activity/act-1');
    const note = await (await bookingPanel()).findByRole('note');
    expect(note).toHaveTextContent('Book by 18:45 on Friday, July 5th, 2030 (Lisbon time) to keep it.');
  });

  it("names a Lisbon activity's clock as the page's language writes the city (decision 207)", async () => {
    await i18n.changeLanguage('es');
    mockBookingApi({
      activity: createActivityDetail({ spotsRemaining: 0, timeZone: 'Europe/Lisbon', cityName: LISBON }),
      state: { ...NOTHING_BOOKED, onWaitlist: true, offerExpiresAt: '2030-07-05T17:45:00.000Z' },
    });
    renderApp('/activity/act-1');
    const note = await (await bookingPanel('Precio y reserva')).findByRole('note');
    expect(note).toHaveTextContent('(hora de Lisboa)');
  });

  it('lets a guest with a waitlist offer book the held spot even when the activity is sold out', async () => {
    const offerExpiresAt = daysFromNow(1);
    mockBookingApi({
      activity: createActivityDetail({ spotsRemaining: 0 }),
      state: { ...NOTHING_BOOKED, onWaitlist: true, offerExpiresAt },
    });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    const note = await area.findByRole('note');
    expect(note).toHaveTextContent('A spot is held for you');
    expect(note).toHaveTextContent(`Book by ${formatTime(offerExpiresAt)}`);
    expect(note).toHaveTextContent('(Barcelona time)');
    expect(area.getByRole('button', { name: 'Book Now' })).toBeEnabled();
    expect(area.queryByRole('button', { name: 'Sold Out' })).not.toBeInTheDocument();
    const partySize = area.getByRole('combobox', { name: 'Number of people' });
    expect(within(partySize).getAllByRole('option')).toHaveLength(1);
  });

  it('counts the held spot on top of the spots still for sale', async () => {
    mockBookingApi({
      activity: createActivityDetail({ spotsRemaining: 3 }),
      state: { ...NOTHING_BOOKED, offerExpiresAt: daysFromNow(1) },
    });
    renderApp('/activity/act-1');
    const partySize = await (await bookingPanel()).findByRole('combobox', { name: 'Number of people' });
    expect(within(partySize).getAllByRole('option')).toHaveLength(4);
  });

  it('starts the checkout once when the offer link (?book=1) opens with an offer', async () => {
    const assign = stubLocationAssign();
    const fetchMock = mockBookingApi({
      activity: createActivityDetail({ spotsRemaining: 0 }),
      state: { ...NOTHING_BOOKED, onWaitlist: true, offerExpiresAt: daysFromNow(1) },
      extra: (url) =>
        url === '/api/checkout'
          ? Response.json({ url: 'https://pay.example/cs_2', sessionId: 'cs_2' }, { status: 201 })
          : undefined,
    });
    const { router } = renderApp('/activity/act-1?book=1', { strict: true });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_2'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const calls = callsTo(fetchMock, '/api/checkout');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toMatchObject({ activityId: 'act-1', spots: 1 });
  });

  it('sends an anonymous visitor from the offer link to sign in, returning to the same link', async () => {
    mockBookingApi({ me: anonymous, activity: createActivityDetail({ spotsRemaining: 0 }) });
    const { router } = renderApp('/activity/act-1?book=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/activity/act-1?book=1' });
  });

  it('says so when the offer link no longer holds a spot', async () => {
    const fetchMock = mockBookingApi({ activity: createActivityDetail({ spotsRemaining: 0 }) });
    const { router } = renderApp('/activity/act-1?book=1');
    expect(await findToast('This waitlist offer has expired or was already used')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(callsTo(fetchMock, '/api/checkout')).toHaveLength(0);
  });

  it('releases the held spots once when the guest comes back from the payment page unpaid', async () => {
    const fetchMock = mockBookingApi({
      extra: (url) => (url === '/api/checkout/cancel' ? new Response(null, { status: 204 }) : undefined),
    });
    const { router } = renderApp('/activity/act-1?checkout=cancelled', { strict: true });
    expect(await findToast('Payment cancelled: your spots were released')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    const calls = callsTo(fetchMock, '/api/checkout/cancel');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ activityId: 'act-1' });
  });
});
