import type { MyBooking } from '@sortim/contracts/bookings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMyBooking } from '#/test/booking-factories.ts';
import { deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

const booking = createMyBooking();

/** My Bookings with one refundable booking; `refund` answers its refund. */
function mockRefund(refund: () => Response | Promise<Response>) {
  let current: MyBooking = booking;
  return mockApi(signedIn(), async (url) => {
    if (url === '/api/bookings') return Response.json({ items: [current] });
    if (url !== `/api/bookings/${booking.id}/refund`) return undefined;
    const response = await refund();
    if (response.ok) current = { ...booking, status: 'refunded', canRefund: false };
    return response;
  });
}

const refunded = () =>
  Response.json({
    booking: { ...booking, status: 'refunded', canRefund: false, refundedAt: new Date().toISOString() },
  });

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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels a free booking: cancel wording, no refund or money lines, and it leaves Upcoming', async () => {
    let free = createMyBooking({ id: 'b-free', amountCents: 0, spots: 1 });
    const fetchMock = mockApi(signedIn(), async (url) => {
      if (url === '/api/bookings') return Response.json({ items: [free] });
      if (url !== '/api/bookings/b-free/refund') return undefined;
      free = { ...free, status: 'refunded', canRefund: false, refundedAt: new Date().toISOString() };
      return Response.json({ booking: free });
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
    await userEvent.click(screen.getByRole('tab', { name: 'Past (1)' }));
    const cancelled = screen.getByRole('article', { name: free.activity.title });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByText('Refunded')).not.toBeInTheDocument();
  });

  it("reads 'Processing...' while working, then closes and confirms the refund", async () => {
    const answer = deferred<Response>();
    mockRefund(() => answer.promise);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Refund' }));

    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep Booking' })).toBeDisabled();
    answer.resolve(refunded());

    expect(await findToast('Refund processed successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A refunded booking no longer counts as upcoming: it is kept under Past.
    expect(await screen.findByRole('tab', { name: 'Upcoming (0)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Past (1)' }));
    const card = screen.getByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText('Refunded')).toBeInTheDocument();
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
});
