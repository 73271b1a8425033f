import { screen, within } from '@testing-library/react';
import { dashboard, mockHost, revenue } from '#/features/host-dashboard/pages/host-dashboard-test-setup.ts';
import { renderApp } from '#/test/render.tsx';

const FRIENDS = { en: 'Friends', es: 'Amigos', ca: 'Amics' };

const sold = revenue({
  totals: { bookings: 3, soldCents: 9000, discountCents: 900, paidCents: 8100 },
  byCategory: [
    { kind: 'adult', names: null, tickets: 3, soldCents: 5000 },
    { kind: 'custom', names: FRIENDS, tickets: 2, soldCents: 3000 },
    { kind: 'child', names: null, tickets: 1, soldCents: 1000 },
  ],
  byCode: [
    { code: 'FAMILY10', payer: 'host', hostName: 'Marta', bookings: 2, paidCents: 5400, discountCents: 600 },
    { code: 'WELCOME', payer: 'platform', hostName: null, bookings: 1, paidCents: 2700, discountCents: 300 },
  ],
});

const revenueCard = async () =>
  screen.findByRole('region', { name: 'Revenue by price and code' }).then((card) => card as HTMLElement);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('/host-dashboard revenue', () => {
  it('shows the totals, what each price sold for and what each code brought in and gave', async () => {
    mockHost({ 'GET /api/host/dashboard/revenue': () => Response.json(sold) });
    renderApp('/host-dashboard');

    const card = await revenueCard();
    const totals = await within(card).findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Paid bookings').nextSibling).toHaveTextContent('3');
    expect(within(totals).getByText('Sold').nextSibling).toHaveTextContent('€90');
    expect(within(totals).getByText('Code discounts').nextSibling).toHaveTextContent('€9');
    expect(within(totals).getByText('Paid by guests').nextSibling).toHaveTextContent('€81');

    const [byPrice, byCode] = await within(card).findAllByRole('table');
    expect(rowsOf(byPrice as HTMLElement)).toEqual([
      ['Adult', '3', '€50'],
      ['Friends', '2', '€30'],
      ['Child', '1', '€10'],
    ]);
    expect(rowsOf(byCode as HTMLElement)).toEqual([
      ['FAMILY10', 'Marta’s code', '2', '€54', '€6'],
      ['WELCOME', 'Sortim’s code', '1', '€27', '€3'],
    ]);
  });

  it('names the one price of a host without other prices "Person", and says when no code was used', async () => {
    mockHost({
      'GET /api/host/dashboard/revenue': () =>
        Response.json(
          revenue({
            totals: { bookings: 1, soldCents: 3000, discountCents: 0, paidCents: 3000 },
            byCategory: [{ kind: 'adult', names: null, tickets: 2, soldCents: 3000 }],
          }),
        ),
    });
    renderApp('/host-dashboard');

    const card = await revenueCard();
    const [byPrice] = await within(card).findAllByRole('table');
    expect(rowsOf(byPrice as HTMLElement)).toEqual([['Person', '2', '€30']]);
    expect(within(card).getByText('No bookings with a code yet.')).toBeInTheDocument();
  });

  it('is not shown to a host with no bookings yet', async () => {
    mockHost({
      'GET /api/host/dashboard': () =>
        Response.json(dashboard({ stats: { ...dashboard().stats, bookings: 0, earningsCents: 0 } })),
    });
    renderApp('/host-dashboard');

    expect(await screen.findByRole('heading', { name: 'Host Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Revenue by price and code' })).not.toBeInTheDocument();
  });
});
