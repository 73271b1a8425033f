import type { HostGuest, HostGuestList } from '@sortim/contracts/host-guests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHostActivity } from '#/components/host-activity-card/host-activity-factories.ts';
import { ROSTER_REFETCH_MS } from '#/features/activity-guests/api/activity-guests.ts';
import { createSession } from '#/test/factories.ts';
import { deferred, mockApi, renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A booking of `spots` seats, the first `checkedIn` of them in (10:0n in Barcelona on 5 December 2026). */
function booking(overrides: Partial<HostGuest> & { bookingId: string; guestName: string }): HostGuest {
  const spots = overrides.spots ?? 1;
  const checkedIn = overrides.checkedIn ?? 0;
  return {
    avatarUrl: null,
    spots,
    status: 'paid',
    amountCents: spots * 2500,
    discountCents: 0,
    code: null,
    bookedAt: new Date().toISOString(),
    seats: Array.from({ length: spots }, (_, i) => ({
      seat: i + 1,
      code: `${overrides.bookingId.slice(2).toUpperCase().padEnd(4, 'X')}${String(i + 1).padStart(22, '0')}`,
      checkedInAt: i < checkedIn ? `2026-12-05T09:0${i + 1}:00Z` : null,
      category: null,
      guestName: null,
    })),
    checkedIn,
    ...overrides,
  };
}

const ana = booking({ bookingId: 'b-ana', guestName: 'Ana', spots: 2 });
const marc = booking({ bookingId: 'b-marc', guestName: 'Marc' });
const pau = booking({ bookingId: 'b-pau', guestName: 'Pau', status: 'refunded' });

function list(items: HostGuest[], closed = false): HostGuestList {
  const paid = items.filter((item) => item.status === 'paid');
  return {
    activity: {
      id: 'a-paella',
      title: 'Sunset Paella',
      timeZone: 'Europe/Madrid',
      startTime: new Date(Date.now() + 3 * DAY).toISOString(),
      closed,
    },
    totals: {
      seatsSold: paid.reduce((sum, item) => sum + item.spots, 0),
      checkedIn: paid.reduce((sum, item) => sum + item.checkedIn, 0),
      waitlist: 4,
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

  it('keeps the dialog until the answer, though the live list shows the booking refunded first', async () => {
    const answer = deferred<Response>();
    let posted = false;
    mockApi(createSession({ roles: ['user', 'host'] }), (url, init) => {
      if (url === '/api/host/activities/a-paella/guests') {
        return Response.json(list(posted ? [marc, { ...ana, status: 'refunded' }] : [ana, marc]));
      }
      if (url === '/api/host/bookings/b-ana/cancel' && init?.method === 'POST') {
        posted = true;
        return answer.promise;
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/activity-guests/a-paella');
    const bookings = await screen.findByRole('list', { name: 'Bookings' });
    await user.click(within(bookings).getAllByRole('button', { name: 'Cancel booking' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    // The roster's refetch (every few seconds) arrives while the cancellation is on its way.
    await waitFor(() => expect(posted).toBe(true));
    await queryClient.refetchQueries({ queryKey: ['host'] });
    await waitFor(() => expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0));
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument();

    answer.resolve(Response.json({ refundedCents: 5000 }));
    await findToast('Booking cancelled');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Marc's, still paid: his 'Cancel booking' and 'Message Marc' (the booking's conversation).
    const rows = within(screen.getByRole('list', { name: 'Bookings' }));
    expect(rows.getAllByRole('button', { name: 'Cancel booking' })).toHaveLength(1);
    expect(rows.getAllByRole('button', { name: /^Message / })).toHaveLength(1);
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
    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
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

describe('/activity-guests/:id as the roster', () => {
  beforeAll(() => import('#/features/activity-guests/pages/activity-guests-page.tsx'));

  const nuria = booking({ bookingId: 'b-nuria', guestName: 'Núria Puig', spots: 3, checkedIn: 2 });
  const jordi = booking({ bookingId: 'b-jordi', guestName: 'Jordi', spots: 1, checkedIn: 1 });
  const bea = booking({ bookingId: 'b-bea', guestName: 'Bea', spots: 2 });
  const roster = list([jordi, nuria, bea, pau]);

  function showRoster(answer: () => HostGuestList = () => roster) {
    const fetchMock = mockApi(createSession({ roles: ['user', 'host'] }), (url) =>
      url === '/api/host/activities/a-paella/guests' ? Response.json(answer()) : undefined,
    );
    renderApp('/activity-guests/a-paella');
    return fetchMock;
  }

  const names = () =>
    within(screen.getByRole('list', { name: 'Bookings' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);

  it('shows the totals, and each paid booking’s seats at the door', async () => {
    showRoster();
    const numbers = await screen.findByRole('region', { name: 'Numbers' });
    expect(within(numbers).getByText('Seats sold').nextElementSibling).toHaveTextContent('6');
    expect(within(numbers).getByText('Checked in').nextElementSibling).toHaveTextContent('3');
    expect(within(numbers).getByText('On the waitlist').nextElementSibling).toHaveTextContent('4');

    const rows = within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('listitem');
    const nuriaRow = rows.find((row) => row.textContent?.includes('Núria')) as HTMLElement;
    expect(nuriaRow).toHaveTextContent('2 of 3 in · 10:02');
    expect(nuriaRow).toHaveTextContent('3 spots · €75 · Booked');
    const pauRow = rows.find((row) => row.textContent?.includes('Pau')) as HTMLElement;
    expect(pauRow).not.toHaveTextContent(' in');
    expect(screen.getByText('4 of 4 bookings shown')).toBeInTheDocument();
  });

  it('sorts by name, paid bookings first, or by the latest check-in', async () => {
    const user = userEvent.setup();
    showRoster();
    await screen.findByRole('list', { name: 'Bookings' });
    expect(names()).toEqual(['Bea', 'Jordi', 'Núria Puig', 'Pau']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Check-in time');
    // Núria's second seat came in at 10:02, Jordi at 10:01; Bea is not in yet.
    expect(names()).toEqual(['Núria Puig', 'Jordi', 'Bea', 'Pau']);
  });

  it('finds a guest by name without accents, or by a ticket code as typed at the door', async () => {
    const user = userEvent.setup();
    showRoster();
    const search = await screen.findByRole('searchbox', { name: 'Search by name or ticket code' });
    await user.type(search, 'nuria');
    expect(names()).toEqual(['Núria Puig']);
    expect(screen.getByText('1 of 4 bookings shown')).toBeInTheDocument();

    // The start of Bea's codes, in lower case with a dash and an O for a zero.
    await user.clear(search);
    await user.type(search, 'beax-oooo');
    expect(names()).toEqual(['Bea']);

    // Three characters are too few to search codes by (every code here has '000').
    await user.clear(search);
    await user.type(search, '000');
    expect(screen.queryByRole('list', { name: 'Bookings' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'No guests match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(names()).toHaveLength(4);
    expect(search).toHaveValue('');
  });

  it('filters to the bookings with someone in, or with someone still to come', async () => {
    const user = userEvent.setup();
    showRoster();
    const show = await screen.findByLabelText('Show');
    await user.selectOptions(show, 'Checked in');
    expect(names()).toEqual(['Jordi', 'Núria Puig']);
    // Núria's party is 2 of 3 in: someone of it is still expected. A refunded booking is expected by no one.
    await user.selectOptions(show, 'Not yet in');
    expect(names()).toEqual(['Bea', 'Núria Puig']);
    await user.selectOptions(show, 'Everyone');
    expect(names()).toHaveLength(4);
  });

  it('links to the door, downloads the CSV and prints the list of paid bookings with a box per seat', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    onTestFinished(() => print.mockRestore());
    showRoster();
    expect(await screen.findByRole('link', { name: 'Door check-in' })).toHaveAttribute(
      'href',
      '/check-in/a-paella',
    );
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv).toHaveAttribute('href', '/api/host/activities/a-paella/guests.csv');
    expect(csv).toHaveAttribute('download');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = screen.getByTestId('roster-print');
    expect(within(sheet).getByRole('heading', { name: 'Guest list' })).toBeInTheDocument();
    const rows = within(sheet).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['Bea', 'Jordi', 'Núria Puig']);
    const nuriaBoxes = within(rows[2] as HTMLElement).getAllByTitle(/^Seat \d$/);
    expect(nuriaBoxes.map((box) => box.textContent)).toEqual(['✓', '✓', '']);
    expect(sheet).toHaveTextContent('6 seats sold · 3 checked in · as of');
  });

  it('stays live: the list is asked again every few seconds', async () => {
    let checkedIn = 0;
    const fetchMock = showRoster(() =>
      list([booking({ bookingId: 'b-bea', guestName: 'Bea', spots: 2, checkedIn })]),
    );
    expect(await screen.findByText('0 of 2 in')).toBeInTheDocument();
    checkedIn = 1;
    expect(
      await screen.findByText('1 of 2 in · 10:01', {}, { timeout: ROSTER_REFETCH_MS + 2000 }),
    ).toBeInTheDocument();
    const asked = fetchMock.mock.calls.filter(([url]) => url === '/api/host/activities/a-paella/guests');
    expect(asked.length).toBeGreaterThanOrEqual(2);
  }, 15_000);
});
