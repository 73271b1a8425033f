import type { AnalyticsRevenue } from '@sortim/contracts/analytics-report';
import { screen, within } from '@testing-library/react';
import { mockApi, renderApp, signedIn } from '#/test/render.tsx';

const REVENUE_URL = '/api/admin/analytics/revenue';

const revenue: AnalyticsRevenue = {
  days: 30,
  totals: { bookings: 3, soldCents: 8000, discountCents: 2450, paidCents: 5550 },
  byCategory: [
    { kind: 'adult', names: null, tickets: 3, soldCents: 6000 },
    { kind: 'custom', names: null, tickets: 2, soldCents: 1000 },
    { kind: 'child', names: null, tickets: 1, soldCents: 1000 },
    { kind: 'private_minimum', names: null, tickets: 0, soldCents: 500 },
  ],
  byCode: [
    { code: 'LAIA50', payer: 'host', hostName: 'Laia', bookings: 1, paidCents: 2250, discountCents: 2250 },
    { code: 'WELCOME', payer: 'platform', hostName: null, bookings: 1, paidCents: 1300, discountCents: 200 },
  ],
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('/admin/analytics?tab=revenue', () => {
  it('shows the last 30 days by kind of price and by code, the platform’s and the hosts’', async () => {
    const fetchMock = mockApi(signedIn(['user', 'admin']), (url) =>
      url === REVENUE_URL ? Response.json(revenue) : undefined,
    );
    renderApp('/admin/analytics?tab=revenue');

    expect(await screen.findByRole('heading', { name: 'Revenue, last 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Paid by guests').nextSibling).toHaveTextContent('€55.50');
    const [byPrice, byCode] = screen.getAllByRole('table');
    expect(rowsOf(byPrice as HTMLElement)).toEqual([
      ['Adult', '3', '€60'],
      ['Hosts’ own prices', '2', '€10'],
      ['Child', '1', '€10'],
      ['Private group minimum', '', '€5'],
    ]);
    expect(rowsOf(byCode as HTMLElement)).toEqual([
      ['LAIA50', 'Laia’s code', '1', '€22.50', '€22.50'],
      ['WELCOME', 'Sortim’s code', '1', '€13', '€2'],
    ]);
    // Only the open tab asks the server.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/analytics/overview')).toHaveLength(0);
  });

  it('says when nothing was sold in the window', async () => {
    mockApi(signedIn(['user', 'admin']), (url) =>
      url === REVENUE_URL
        ? Response.json({
            ...revenue,
            totals: { bookings: 0, soldCents: 0, discountCents: 0, paidCents: 0 },
            byCategory: [],
            byCode: [],
          })
        : undefined,
    );
    renderApp('/admin/analytics?tab=revenue');

    expect(await screen.findByText('No paid bookings yet.')).toBeInTheDocument();
  });
});
