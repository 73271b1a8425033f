import type { MyBooking } from '@sortim/contracts/bookings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { qrPath } from '#/features/bookings/components/ticket-qr.tsx';
import { createMyBooking, daysFromNow } from '#/test/booking-factories.ts';
import { mockApi, renderApp, signedIn } from '#/test/render.tsx';

const mockBookings = (items: MyBooking[]) =>
  mockApi(signedIn(), (url) => (url === '/api/bookings' ? Response.json({ items }) : undefined));

const party = createMyBooking({
  id: 'b-party',
  spots: 3,
  tickets: [
    {
      seat: 1,
      code: 'ZR2FZ1TJFQ8KD4W0XBM7AAAAAA',
      state: 'valid',
      checkedInAt: null,
      category: null,
      guestName: null,
    },
    {
      seat: 2,
      code: 'ZR2FZ1TJFQ8KD4W0XBM7BBBBBB',
      state: 'valid',
      checkedInAt: '2026-12-05T09:02:00.000Z',
      category: null,
      guestName: null,
    },
    {
      seat: 3,
      code: 'ZR2FZ1TJFQ8KD4W0XBM7CCCCCC',
      state: 'valid',
      checkedInAt: null,
      category: null,
      guestName: null,
    },
  ],
  activity: { id: 'act-1', title: 'Sunset Paella on the Rooftop' },
});

describe('/tickets/:bookingId', () => {
  beforeAll(() => import('#/features/bookings/pages/tickets-page.tsx'));

  it('shows one scannable QR code per seat, with its code grouped for reading beneath', async () => {
    mockBookings([party]);
    renderApp('/tickets/b-party');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your tickets' })).toBeInTheDocument();
    expect(screen.getByText('Sunset Paella on the Rooftop')).toBeInTheDocument();
    const tickets = screen.getAllByRole('article');
    expect(tickets.map((ticket) => within(ticket).getByRole('heading').textContent)).toEqual([
      'Ticket 1 of 3',
      'Ticket 2 of 3',
      'Ticket 3 of 3',
    ]);
    for (const [index, ticket] of tickets.entries()) {
      expect(within(ticket).getByRole('img', { name: `QR code of ticket ${index + 1}` })).toBeInTheDocument();
    }
    expect(
      within(tickets[0] as HTMLElement).getByText('ZR2FZ 1TJFQ 8KD4W 0XBM7 AAAAA A'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Each person shows their own ticket at the door/)).toBeInTheDocument();
  });

  it('marks a seat checked in at the door, in Barcelona time', async () => {
    mockBookings([party]);
    renderApp('/tickets/b-party');

    const second = (await screen.findAllByRole('article'))[1] as HTMLElement;
    expect(within(second).getByText('Checked in at 10:02')).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[0] as HTMLElement).queryByText(/Checked in/)).toBeNull();
  });

  it('never shows a refunded or cancelled booking’s tickets as scannable, and says why', async () => {
    const refunded = createMyBooking({ id: 'b-refunded', status: 'refunded', spots: 2, canRefund: false });
    const cancelled = createMyBooking({ id: 'b-cancelled', status: 'cancelled', spots: 1, canRefund: false });
    expect(refunded.tickets.map((t) => t.state)).toEqual(['refunded', 'refunded']);
    mockBookings([refunded, cancelled]);
    const { unmount } = renderApp('/tickets/b-refunded');

    expect(await screen.findAllByText('Refunded: this ticket is no longer valid')).toHaveLength(2);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByText(/ZR2FZ/)).toBeNull();
    unmount();

    mockBookings([refunded, cancelled]);
    renderApp('/tickets/b-cancelled');
    expect(await screen.findByText('Cancelled: this ticket is no longer valid')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('finds nothing for a booking that is not among the caller’s', async () => {
    mockBookings([party]);
    renderApp('/tickets/someone-elses');

    expect(await screen.findByRole('heading', { name: 'Tickets not found' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('is reached from My Bookings by a paid booking’s “Show tickets”, until the activity ends', async () => {
    const past = createMyBooking({
      id: 'b-past',
      canRefund: false,
      canReview: true,
      activity: {
        id: 'act-past',
        title: 'Vermut walk',
        startTime: daysFromNow(-3),
        endTime: daysFromNow(-3),
      },
    });
    mockBookings([party, past]);
    renderApp('/bookings');

    const link = await screen.findByRole('link', { name: 'Show tickets' });
    expect(screen.getAllByRole('link', { name: 'Show tickets' })).toHaveLength(1);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tickets' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /QR code of ticket/ })).toHaveLength(3);
  });
});

describe('qrPath', () => {
  it('draws a 26-character code as a version 2 symbol inside a 4-module quiet zone', () => {
    const { size, path } = qrPath('ZR2FZ1TJFQ8KD4W0XBM7AAAAAA');
    // Version 2 is 25 modules a side; the quiet zone adds 4 on each.
    expect(size).toBe(33);
    // The top-left finder: a dark row of 7 from (4, 4), then its light separator.
    for (let x = 4; x <= 10; x++) expect(path).toContain(`M${x} 4h`);
    expect(path).not.toContain('M11 4h');
    expect(path).not.toMatch(/M[0-3] |M\d+ [0-3]h/);
  });
});
