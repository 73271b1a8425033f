import type { HostGuest, HostGuestList } from '@sortim/contracts/host-guests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';

/*
 * The roster with prices per kind of guest: a party by price, each ticket's price and guest's name, a
 * code's discount, and the infant's ticket counted at the door; the printed list says them too.
 */

const kinds = ['adult', 'adult', 'child', 'infant'] as const;

const laia: HostGuest = {
  bookingId: 'b-laia',
  guestName: 'Laia',
  avatarUrl: null,
  spots: 3,
  status: 'paid',
  amountCents: 3000,
  discountCents: 500,
  code: 'CASTELL',
  bookedAt: '2026-11-02T10:00:00Z',
  seats: kinds.map((kind, i) => ({
    seat: i + 1,
    code: `LAIA${String(i + 1).padStart(22, '0')}`,
    checkedInAt: i < 3 ? `2026-12-05T09:0${i + 1}:00Z` : null,
    category: { kind, names: null },
    guestName: i === 2 ? 'Èlia' : null,
  })),
  checkedIn: 3,
};

const pau: HostGuest = {
  ...laia,
  bookingId: 'b-pau',
  guestName: 'Pau',
  spots: 1,
  amountCents: 1500,
  discountCents: 0,
  code: null,
  seats: [
    {
      seat: 1,
      code: 'PAU'.padEnd(26, '0'),
      checkedInAt: null,
      category: { kind: 'adult', names: null },
      guestName: null,
    },
  ],
  checkedIn: 0,
};

const roster: HostGuestList = {
  activity: {
    id: 'a-castell',
    title: 'Castell',
    timeZone: 'Europe/Madrid',
    startTime: new Date(Date.now() + 86_400_000).toISOString(),
    closed: false,
  },
  totals: { seatsSold: 4, checkedIn: 3, waitlist: 0 },
  items: [laia, pau],
};

describe('/activity-guests/:id with prices per kind of guest', () => {
  beforeAll(() => import('#/features/activity-guests/pages/activity-guests-page.tsx'));

  it('shows a party by price, its code, each ticket’s price and guest, and counts the infant’s ticket', async () => {
    mockApi(createSession({ roles: ['user', 'host'] }), (url) =>
      url === '/api/host/activities/a-castell/guests' ? Response.json(roster) : undefined,
    );
    renderApp('/activity-guests/a-castell');

    const bookings = await screen.findByRole('list', { name: 'Bookings' });
    // The bookings themselves, not the tickets listed inside one.
    const [laiaRow, pauRow] = within(bookings)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === bookings);
    expect(laiaRow).toHaveTextContent('3 spots (2 Adult · 1 Child · 1 Infant) · €30 (code CASTELL: €5 off)');
    expect(laiaRow).toHaveTextContent('3 of 4 in');
    const tickets = within(laiaRow as HTMLElement).getByRole('list', { name: 'Tickets' });
    expect(
      within(tickets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ticket 1: Adult', 'Ticket 2: Adult', 'Ticket 3: Child · Èlia', 'Ticket 4: Infant']);
    // One adult alone needs no list of tickets.
    expect(pauRow).toHaveTextContent('1 spot (1 Adult) · €15');
    expect(within(pauRow as HTMLElement).queryByRole('list', { name: 'Tickets' })).toBeNull();
  });

  it('prints each ticket’s price and guest beside its box', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    onTestFinished(() => print.mockRestore());
    mockApi(createSession({ roles: ['user', 'host'] }), (url) =>
      url === '/api/host/activities/a-castell/guests' ? Response.json(roster) : undefined,
    );
    renderApp('/activity-guests/a-castell');

    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    const sheet = screen.getByTestId('roster-print');
    const [laiaLine] = within(sheet).getAllByRole('row').slice(1);
    expect(laiaLine?.firstElementChild).toHaveTextContent('Laia2 Adult · 1 Child · 1 Infant');
    const boxes = within(laiaLine as HTMLElement).getAllByTitle(/^Seat \d$/);
    expect(boxes.map((box) => [box.textContent, box.nextSibling?.textContent])).toEqual([
      ['✓', 'Adult'],
      ['✓', 'Adult'],
      ['✓', 'Child · Èlia'],
      ['', 'Infant'],
    ]);
  });
});
