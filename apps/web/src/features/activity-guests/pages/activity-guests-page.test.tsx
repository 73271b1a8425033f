import type { HostGuest, HostGuestList } from '@sortim/contracts/host-guests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHostActivity } from '#/components/host-activity-card/host-activity-factories.ts';
import { createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

const DAY = 24 * 60 * 60 * 1000;

const ana: HostGuest = {
  bookingId: 'b-ana',
  guestName: 'Ana',
  spots: 2,
  status: 'paid',
  amountCents: 5000,
  bookedAt: new Date().toISOString(),
};
const marc: HostGuest = { ...ana, bookingId: 'b-marc', guestName: 'Marc', spots: 1, amountCents: 2500 };
const pau: HostGuest = { ...ana, bookingId: 'b-pau', guestName: 'Pau', spots: 1, status: 'refunded' };

function list(items: HostGuest[], closed = false): HostGuestList {
  return {
    activity: {
      id: 'a-paella',
      title: 'Sunset Paella',
      startTime: new Date(Date.now() + 3 * DAY).toISOString(),
      closed,
    },
    items,
  };
}

describe('/activity-guests/:id', () => {
  beforeAll(() => import('#/features/activity-guests/pages/activity-guests-page.tsx'));

  it('lists the bookings with name, spots, amount and status; Cancel booking only on paid ones', async () => {
    mockApi(createSession({ roles: ['user', 'host'] }), (url) =>
      url === '/api/host/activities/a-paella/guests' ? Response.json(list([ana, pau])) : undefined,
    );
    renderApp('/activity-guests/a-paella');

    const bookings = await screen.findByRole('list', { name: 'Bookings' });
    const [first, second] = within(bookings).getAllByRole('listitem');
    expect(screen.getByRole('heading', { level: 1, name: 'Guests' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Ana');
    expect(first).toHaveTextContent('Paid');
    expect(first).toHaveTextContent('2 spots · €50');
    expect(within(first as HTMLElement).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Refunded');
    expect(within(second as HTMLElement).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('names the guest and the full refund before cancelling, then says so and refreshes the list', async () => {
    let cancelled = false;
    const fetchMock = mockApi(createSession({ roles: ['user', 'host'] }), (url, init) => {
      if (url === '/api/host/activities/a-paella/guests') {
        return Response.json(list(cancelled ? [marc, { ...ana, status: 'refunded' }] : [ana, marc]));
      }
      if (url === '/api/host/bookings/b-ana/cancel' && init?.method === 'POST') {
        cancelled = true;
        return Response.json({ refundedCents: 5000 });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/activity-guests/a-paella');

    const bookings = await screen.findByRole('list', { name: 'Bookings' });
    const anaRow = within(bookings).getAllByRole('listitem')[0] as HTMLElement;
    await user.click(within(anaRow).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent("Cancel Ana's booking of 2 spots? They will be refunded €50 in full.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await findToast('Booking cancelled');
    expect(await toastDescription('Booking cancelled')).toBe('Ana is refunded €50 in full.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/host/bookings/b-ana/cancel');
    expect(calls).toHaveLength(1);
    await waitFor(() => {
      const rows = within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('listitem');
      expect(rows[1]).toHaveTextContent('Ana');
      expect(rows[1]).toHaveTextContent('Refunded');
    });
  });

  it('shows the server refusal when the booking was already cancelled', async () => {
    mockApi(createSession({ roles: ['user', 'host'] }), (url, init) => {
      if (url === '/api/host/activities/a-paella/guests') return Response.json(list([ana]));
      if (url === '/api/host/bookings/b-ana/cancel' && init?.method === 'POST') {
        return Response.json(
          {
            error: {
              code: 'conflict',
              message: 'This booking has already been cancelled',
              messageKey: 'hostGuests.alreadyCancelled',
            },
          },
          { status: 409 },
        );
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/activity-guests/a-paella');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await findToast('This booking has already been cancelled')).toBeInTheDocument();
  });

  it('offers no cancelling once the activity has started', async () => {
    mockApi(createSession({ roles: ['user', 'host'] }), (url) =>
      url === '/api/host/activities/a-paella/guests' ? Response.json(list([ana], true)) : undefined,
    );
    renderApp('/activity-guests/a-paella');
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it("is reached from the host's activity card in My Activities", async () => {
    const paella = createHostActivity({ id: 'a-paella', title: 'Sunset Paella' });
    mockApi(createSession({ roles: ['user', 'host'] }), (url) => {
      if (url === '/api/host/activities') return Response.json({ items: [paella] });
      if (url === '/api/host/activities/a-paella/guests') return Response.json(list([ana]));
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/my-activities');
    const card = await screen.findByRole('article', { name: 'Sunset Paella' });
    await user.click(within(card).getByRole('link', { name: 'Guests' }));
    expect(await screen.findByRole('list', { name: 'Bookings' })).toHaveTextContent('Ana');
  });
});
