import type { PartyLine } from '@sortim/contracts/pricing';
import { firstPriceLine } from '@sortim/contracts/pricing';
import { screen, within } from '@testing-library/react';
import { mockBookings } from '#/features/bookings/pages/bookings-test-setup.ts';
import { i18n } from '#/lib/i18n.ts';
import { createMyBooking, ticketsFor } from '#/test/booking-factories.ts';
import { renderApp } from '#/test/render.tsx';

/** 2 adults (one at the early-bird price), a child and an infant: €35, less a code's €5. */
const lines: PartyLine[] = [
  { ...firstPriceLine('adult', 1, 1200), early: true },
  firstPriceLine('adult', 1, 1500),
  { ...firstPriceLine('child', 1, 800), kind: 'child' },
  { ...firstPriceLine('infant', 1, 0), kind: 'infant', takesSeat: false },
];
const kinds = ['adult', 'adult', 'child', 'infant'] as const;

const family = createMyBooking({
  id: 'b-family',
  spots: 3,
  lines,
  onePrice: false,
  subtotalCents: 3500,
  discountCents: 500,
  code: 'CASTELL',
  amountCents: 3000,
  tickets: ticketsFor(4).map((ticket, i) => ({
    ...ticket,
    category: { kind: kinds[i] ?? 'adult', names: null },
    guestName: i === 2 ? 'Èlia' : null,
  })),
});

describe('My Bookings with prices per kind of guest', () => {
  beforeAll(async () => {
    await import('#/features/bookings/pages/bookings-page.tsx');
    await import('#/features/bookings/pages/tickets-page.tsx');
  });

  it('lists the party by price and the code’s discount on the booking card', async () => {
    mockBookings([family]);
    renderApp('/bookings');

    const card = await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText('2 Adult · 1 Child · 1 Infant · €30 paid')).toBeInTheDocument();
    expect(within(card).getByText('Code CASTELL: €5 off')).toBeInTheDocument();
  });

  it('names the prices in the guest’s language', async () => {
    await i18n.changeLanguage('ca');
    mockBookings([family]);
    renderApp('/bookings');

    const card = await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText(/^2 Adult · 1 Infant · 1 Nadó · /)).toBeInTheDocument();
    expect(within(card).getByText(/^Codi CASTELL: 5\s€ de descompte$/)).toBeInTheDocument();
  });

  it('keeps "2 people" for an activity of one price, with no discount line', async () => {
    mockBookings([createMyBooking()]);
    renderApp('/bookings');

    const card = await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText('2 people · €70 paid')).toBeInTheDocument();
    expect(within(card).queryByText(/^Code /)).toBeNull();
  });

  it('says each ticket’s price and guest beneath its number', async () => {
    mockBookings([family]);
    renderApp('/tickets/b-family');

    const tickets = await screen.findAllByRole('article');
    expect(tickets.map((ticket) => within(ticket).getByRole('heading').nextSibling?.textContent)).toEqual([
      'Adult',
      'Adult',
      'Child · Èlia',
      'Infant',
    ]);
  });

  it('adds nothing to a ticket of an activity with one price', async () => {
    mockBookings([createMyBooking({ id: 'b-plain' })]);
    renderApp('/tickets/b-plain');

    const [first] = await screen.findAllByRole('article');
    expect(within(first as HTMLElement).queryByText(/Adult|Person/)).toBeNull();
  });
});
