import type { MyBooking } from '@sortim/contracts/bookings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '#/lib/format.ts';
import { createMyBooking, daysFromNow } from '#/test/booking-factories.ts';
import { deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

const booking = createMyBooking();

/** My Bookings with one refundable booking; `refund` answers its refund. */
function mockRefund(refund: () => Response | Promise<Response>) {
  let current: MyBooking = booking;
  return mockApi(signedIn(), async (url) => {
    if (url === '/api/bookings') return Response.json({ items: [current] });
    if (url !== `/api/bookings/${booking.id}/refund`) return undefined;
    const response = await refund();
    if (response.ok) current = { ...booking, status: 'refunded', canRefund: false, refundedCents: 7000 };
    return response;
  });
}

const refunded = () =>
  Response.json({
    booking: {
      ...booking,
      status: 'refunded',
      canRefund: false,
      refundNow: null,
      refundedCents: 7000,
      refundedAt: new Date().toISOString(),
    },
    outcome: 'refunded',
  });

const refundCalls = (fetchMock: ReturnType<typeof mockApi>, id: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === `/api/bookings/${id}/refund`)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

async function openDialog() {
  renderApp('/bookings');
  await userEvent.click(await screen.findByRole('button', { name: 'Request Refund' }));
  return screen.findByRole('dialog', { name: 'Request a refund?' });
}

describe('the refund dialog', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/bookings/pages/bookings-page.tsx'));

  it('says refunds take 5-10 business days and cannot be undone, and what goes back', async () => {
    mockRefund(refunded);
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      'Refunds arrive within 5-10 business days and cannot be undone.',
    );
    expect(dialog).toHaveTextContent('€70 for 2 people at “Sunset Paella on the Rooftop”');
    expect(dialog).toHaveTextContent(
      `The full refund is open until ${formatDateTime(booking.activity.startTime, 'en')}.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels a free booking: cancel wording, no refund or money lines, and it leaves Upcoming', async () => {
    let free = createMyBooking({ id: 'b-free', amountCents: 0, spots: 1 });
    const fetchMock = mockApi(signedIn(), async (url) => {
      if (url === '/api/bookings') return Response.json({ items: [free] });
      if (url !== '/api/bookings/b-free/refund') return undefined;
      free = {
        ...free,
        status: 'refunded',
        canRefund: false,
        refundedCents: 0,
        refundedAt: new Date().toISOString(),
      };
      return Response.json({ booking: free, outcome: 'refunded' });
    });
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: free.activity.title });
    expect(within(card).queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your place is given back so someone else can book it. This cannot be undone.',
    );
    expect(dialog).toHaveTextContent(`Your place for 1 person at “${free.activity.title}” is released.`);
    expect(dialog).not.toHaveTextContent(/refund|€|paid|card/i);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));

    expect(await findToast('Booking cancelled')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/bookings/b-free/refund')).toHaveLength(1);
    expect(await screen.findByRole('tab', { name: 'Upcoming (0)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled (1)' }));
    const cancelled = screen.getByRole('article', { name: free.activity.title });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByText('Refunded')).not.toBeInTheDocument();
  });

  it("reads 'Processing...' while working, then closes and confirms the refund", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockRefund(() => answer.promise);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Refund' }));
    // The amount the guest was shown travels with the request, so a refund that changed meanwhile is refused.
    expect(refundCalls(fetchMock, booking.id)).toEqual([{ expectedRefundCents: 7000 }]);

    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep Booking' })).toBeDisabled();
    answer.resolve(refunded());

    expect(await findToast('Refund processed successfully')).toBeInTheDocument();
    expect(await toastDescription('Refund processed successfully')).toBe(
      '€70 goes back to the card you paid with.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A refunded booking no longer counts as upcoming: it is kept under Cancelled.
    expect(await screen.findByRole('tab', { name: 'Upcoming (0)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled (1)' }));
    const card = screen.getByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText('Refunded')).toBeInTheDocument();
    expect(card).toHaveTextContent('2 people · €70 paid · €70 refunded');
    expect(within(card).queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
  });

  it("says 'Refund of €X on its way' when the provider has not made the refund yet, and closes", async () => {
    let current: MyBooking = booking;
    const fetchMock = mockApi(signedIn(), (url) => {
      if (url === '/api/bookings') return Response.json({ items: [current] });
      if (url !== `/api/bookings/${booking.id}/refund`) return undefined;
      // Recorded and owed: still paid until the provider makes it, asked again by the server.
      current = { ...booking, canRefund: false, refundNow: null, refundOnItsWayCents: 7000 };
      return Response.json({ booking: current, outcome: 'refund_pending' });
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Refund' }));

    expect(await findToast('Refund of €70 on its way')).toBeInTheDocument();
    expect(await toastDescription('Refund of €70 on its way')).toBe(
      'The payment provider has not confirmed it yet. We keep asking until it goes back to the card you paid with.',
    );
    expect(screen.queryByText('Failed to process refund')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refundCalls(fetchMock, booking.id)).toEqual([{ expectedRefundCents: 7000 }]);
    // No longer something to attend: kept under Cancelled, with nothing left to press.
    expect(await screen.findByRole('tab', { name: 'Upcoming (0)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled (1)' }));
    const card = screen.getByRole('article', { name: booking.activity.title });
    expect(within(card).getByText('Refund on its way')).toBeInTheDocument();
    expect(within(card).getByText('Refund of €70 on its way')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when the refund is refused", async () => {
    mockRefund(() =>
      Response.json(
        {
          error: {
            code: 'conflict',
            message: 'Only paid bookings of activities that have not started can be refunded',
          },
        },
        { status: 409 },
      ),
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Refund' }));

    expect(
      await findToast('Only paid bookings of activities that have not started can be refunded'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request a refund?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm Refund' })).toBeEnabled();
  });

  it("says 'Failed to process refund' when the server gives no reason", async () => {
    mockRefund(() => new Response('Bad gateway', { status: 502 }));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Refund' }));
    expect(await findToast('Failed to process refund')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the half and its deadline before confirming on a Strict booking in its half window', async () => {
    const start = daysFromNow(3);
    const [fullEnded, halfUntil] = [daysFromNow(-4), daysFromNow(2)];
    let strict = createMyBooking({
      id: 'b-strict',
      amountCents: 5000,
      activity: { startTime: start },
      refundTerms: {
        policy: 'strict',
        deadlines: [
          { until: fullEnded, share: 1 },
          { until: halfUntil, share: 0.5 },
        ],
      },
      refundNow: { amountCents: 2500, share: 0.5, until: halfUntil },
    });
    const fetchMock = mockApi(signedIn(), (url) => {
      if (url === '/api/bookings') return Response.json({ items: [strict] });
      if (url !== '/api/bookings/b-strict/refund') return undefined;
      strict = { ...strict, status: 'refunded', canRefund: false, refundNow: null, refundedCents: 2500 };
      return Response.json({ booking: strict, outcome: 'refunded' });
    });
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: strict.activity.title });
    expect(card).toHaveTextContent(
      `Cancellation policy: Strict. Half refund if you cancel before ${formatDateTime(halfUntil, 'en')}; no refund after that.`,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Request Refund' }));

    const dialog = await screen.findByRole('dialog', { name: 'Request a refund?' });
    expect(dialog).toHaveTextContent(
      `€25 of €50 for 2 people at “${strict.activity.title}” goes back to the card you paid with, and your spots are released.`,
    );
    expect(dialog).toHaveTextContent(
      `The full refund period has ended: half is refunded if you cancel before ${formatDateTime(halfUntil, 'en')}, nothing after.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Refund' }));

    expect(await findToast('Refund processed successfully')).toBeInTheDocument();
    expect(await toastDescription('Refund processed successfully')).toBe(
      '€25 goes back to the card you paid with.',
    );
    expect(refundCalls(fetchMock, 'b-strict')).toEqual([{ expectedRefundCents: 2500 }]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Cancelled (1)' }));
    const past = screen.getByRole('article', { name: strict.activity.title });
    expect(within(past).getByText('Refunded')).toBeInTheDocument();
    expect(past).toHaveTextContent('2 people · €50 paid · €25 refunded');
  });

  it('after the last deadline, says why nothing is refunded and cancels anyway to free the seat', async () => {
    const ended = daysFromNow(-0.25);
    let late = createMyBooking({
      id: 'b-late',
      amountCents: 5000,
      activity: { startTime: daysFromNow(0.75) },
      refundTerms: { policy: 'moderate', deadlines: [{ until: ended, share: 1 }] },
      refundNow: null,
    });
    const fetchMock = mockApi(signedIn(), (url) => {
      if (url === '/api/bookings') return Response.json({ items: [late] });
      if (url !== '/api/bookings/b-late/refund') return undefined;
      late = { ...late, status: 'cancelled', canRefund: false, refundedCents: 0 };
      return Response.json({ booking: late, outcome: 'cancelled' });
    });
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: late.activity.title });
    expect(card).toHaveTextContent(
      `No refund: cancellations were refundable until ${formatDateTime(ended, 'en')}. You can still cancel to free your spot.`,
    );
    expect(within(card).queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel without a refund?' });
    expect(dialog).toHaveAccessibleDescription(
      'Nothing goes back to your card. Your place is given back so someone else can book it. This cannot be undone.',
    );
    expect(dialog).toHaveTextContent(
      `The €50 you paid for 2 people at “${late.activity.title}” is not refunded: cancellations were refundable until ${formatDateTime(ended, 'en')}.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));

    expect(await findToast('Booking cancelled')).toBeInTheDocument();
    expect(await toastDescription('Booking cancelled')).toBe('Nothing was refunded.');
    expect(refundCalls(fetchMock, 'b-late')).toEqual([{ expectedRefundCents: 0 }]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Cancelled (1)' }));
    const past = screen.getByRole('article', { name: late.activity.title });
    expect(within(past).getByText('Cancelled')).toBeInTheDocument();
    expect(past).toHaveTextContent('2 people · €50 paid · nothing refunded');
  });

  it('keeps the dialog open with the new amount when a deadline passed since it was shown', async () => {
    const start = daysFromNow(3);
    const halfUntil = daysFromNow(2);
    const terms = {
      policy: 'strict' as const,
      deadlines: [
        { until: daysFromNow(-4), share: 1 as const },
        { until: halfUntil, share: 0.5 as const },
      ],
    };
    let current = createMyBooking({
      id: 'b-moved',
      amountCents: 5000,
      activity: { startTime: start },
      refundTerms: terms,
      refundNow: { amountCents: 5000, share: 1, until: daysFromNow(-4) },
    });
    mockApi(signedIn(), (url) => {
      if (url === '/api/bookings') return Response.json({ items: [current] });
      if (url !== '/api/bookings/b-moved/refund') return undefined;
      current = { ...current, refundNow: { amountCents: 2500, share: 0.5, until: halfUntil } };
      return Response.json(
        {
          error: {
            code: 'conflict',
            message:
              'The refund for this booking has changed since you looked. Check the new amount and try again.',
          },
        },
        { status: 409 },
      );
    });
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: current.activity.title });
    await userEvent.click(within(card).getByRole('button', { name: 'Request Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund?' });
    expect(dialog).toHaveTextContent('€50 for 2 people');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Refund' }));

    expect(
      await findToast(
        'The refund for this booking has changed since you looked. Check the new amount and try again.',
      ),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText(/€25 of €50 for 2 people/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm Refund' })).toBeEnabled();
  });

  it('keeps the full refund until the start on a booking the host changed, whatever its policy', async () => {
    const start = daysFromNow(3);
    const changed = createMyBooking({
      id: 'b-changed',
      amountCents: 5000,
      activity: { startTime: start },
      hostChange: {
        changedAt: daysFromNow(-1),
        before: {
          startTime: daysFromNow(2),
          endTime: daysFromNow(2.1),
          locationName: 'Terrat del Raval',
          address: 'Carrer de la Riera Baixa 14, Barcelona',
        },
      },
      // As the server sends it: one deadline, all of it, at the (new) start.
      refundTerms: { policy: 'strict', deadlines: [{ until: start, share: 1 }] },
      refundNow: { amountCents: 5000, share: 1, until: start },
    });
    mockApi(signedIn(), (url) => (url === '/api/bookings' ? Response.json({ items: [changed] }) : undefined));
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: changed.activity.title });
    expect(within(card).getByText('Changed by the host')).toBeInTheDocument();
    expect(
      within(card).getByText('You can still cancel with a full refund until it starts.'),
    ).toBeInTheDocument();
    // Not the Strict policy's half: the host's change keeps it all refundable.
    expect(card).not.toHaveTextContent(/Cancellation policy: Strict|Half refund/);
    await userEvent.click(within(card).getByRole('button', { name: 'Request Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund?' });
    expect(dialog).toHaveTextContent('€50 for 2 people');
    expect(dialog).not.toHaveTextContent('of €50');
    expect(dialog).toHaveTextContent(`The full refund is open until ${formatDateTime(start, 'en')}.`);
  });
});
