import type { AdminDashboardStats } from '@sortim/contracts/admin';
import type { StuckTransfer } from '@sortim/contracts/host-transfers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockAdminApi } from '#/features/admin/shared/test/admin-test-api.ts';
import { renderApp } from '#/test/render.tsx';

const stats: AdminDashboardStats = {
  totalUsers: 12,
  totalBookings: 30,
  totalActivities: 9,
  averageRating: 4.5,
  pendingApplications: 0,
  allApplications: 2,
};

function stuck(overrides: Partial<StuckTransfer> = {}): StuckTransfer {
  return {
    bookingId: 'b-1',
    kind: 'transfer',
    status: 'held',
    holdReason: 'payouts_disabled',
    lastError: "The host's payouts are not enabled.",
    attempts: 3,
    amountCents: 4500,
    host: { id: 'h-1', name: 'Olga Serra', email: 'olga@sortim.example' },
    activity: { id: 'act-1', title: 'Sunset Paella on the Rooftop', endTime: '2026-11-20T19:00:00.000Z' },
    dueSince: '2026-11-21T19:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

describe('/admin: stuck transfers', () => {
  it('lists each stuck transfer with its activity, host, amount, why and how often it was tried', async () => {
    mockAdminApi({
      'GET /api/admin/stats': () => Response.json(stats),
      'GET /api/admin/transfers/stuck': () =>
        Response.json({
          items: [
            stuck(),
            stuck({
              bookingId: 'b-2',
              kind: 'reversal',
              status: 'paid',
              holdReason: null,
              lastError: 'Stripe is unavailable',
              attempts: 1,
              amountCents: 2250,
              host: { id: 'h-2', name: 'Uri Vidal', email: 'uri@sortim.example' },
              activity: { id: 'act-2', title: 'Montjuïc Morning Run', endTime: '2026-11-22T10:00:00.000Z' },
            }),
          ],
        }),
    });
    renderApp('/admin');

    const section = await screen.findByRole('region', { name: 'Stuck transfers' });
    const held = await within(section).findByRole('listitem', { name: 'Sunset Paella on the Rooftop' });
    expect(within(held).getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
      'href',
      '/activity/act-1',
    );
    expect(held).toHaveTextContent('€45');
    expect(held).toHaveTextContent('Transfer');
    expect(held).toHaveTextContent('Host payouts are off');
    expect(held).toHaveTextContent('Olga Serra');
    expect(held).toHaveTextContent('olga@sortim.example');
    expect(held).toHaveTextContent("The host's payouts are not enabled.");
    expect(held).toHaveTextContent('3 attempts');
    expect(held).toHaveTextContent('Due since November 21st');

    const reversal = within(section).getByRole('listitem', { name: 'Montjuïc Morning Run' });
    expect(reversal).toHaveTextContent('Reversal after a refund');
    expect(reversal).toHaveTextContent('Failing');
    expect(reversal).toHaveTextContent('€22.50');
    expect(reversal).toHaveTextContent('Stripe is unavailable');
    expect(reversal).toHaveTextContent('1 attempt');
  });

  it('says so when nothing is stuck', async () => {
    mockAdminApi({
      'GET /api/admin/stats': () => Response.json(stats),
      'GET /api/admin/transfers/stuck': () => Response.json({ items: [] }),
    });
    renderApp('/admin');

    const section = await screen.findByRole('region', { name: 'Stuck transfers' });
    expect(await within(section).findByText('No transfers are stuck.')).toBeInTheDocument();
  });

  it('offers to try again when the list fails to load', async () => {
    let fail = true;
    mockAdminApi({
      'GET /api/admin/stats': () => Response.json(stats),
      'GET /api/admin/transfers/stuck': () =>
        fail ? apiError(503, 'unavailable', 'Down') : Response.json({ items: [stuck()] }),
    });
    const user = userEvent.setup();
    renderApp('/admin');

    const section = await screen.findByRole('region', { name: 'Stuck transfers' });
    expect(await within(section).findByText('Stuck transfers could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));

    expect(
      await within(section).findByRole('listitem', { name: 'Sunset Paella on the Rooftop' }),
    ).toBeInTheDocument();
  });
});
