import type { HostDashboard } from '@sortim/contracts/host-dashboard';
import type { HostPayouts } from '@sortim/contracts/host-transfers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, signedIn } from '#/test/render.tsx';

const dashboard: HostDashboard = {
  stats: {
    activities: 2,
    bookings: 3,
    earningsCents: 15_750,
    rating: null,
    reviewCount: 0,
    checkIns: { seats: 0, checkedIn: 0 },
  },
  payoutSetup: 'connected',
  latestActivities: [],
  recentBookings: [],
};

const payouts = (overrides: Partial<HostPayouts> = {}): HostPayouts => ({
  activities: [
    {
      activityId: 'act-1',
      title: 'Sunset Paella on the Rooftop',
      startTime: '2026-12-05T17:00:00.000Z',
      payableAfter: '2026-12-06T19:00:00.000Z',
      pendingCents: 9000,
      paidOutCents: 0,
      refundedCents: 0,
      onHold: false,
      lastPaidOutAt: null,
      paidWithBookings: false,
      refundOwedCents: 0,
    },
    {
      activityId: 'act-2',
      title: 'Montjuïc Morning Run',
      startTime: '2026-11-20T08:00:00.000Z',
      payableAfter: '2026-11-21T10:00:00.000Z',
      pendingCents: 0,
      paidOutCents: 6750,
      refundedCents: 2500,
      onHold: false,
      lastPaidOutAt: '2026-11-21T10:03:00.000Z',
      paidWithBookings: false,
      refundOwedCents: 0,
    },
  ],
  totals: { pendingCents: 9000, paidOutCents: 6750, refundedCents: 2500 },
  ...overrides,
});

function mockHost(answer: () => Response) {
  return mockApi(signedIn(['user', 'host']), (url) => {
    if (url === '/api/host/dashboard') return Response.json(dashboard);
    if (url === '/api/host/dashboard/payouts') return answer();
    if (url === '/api/host/payouts')
      return Response.json({ setup: 'connected', status: null, payoutsEnabled: true });
    return undefined;
  });
}

const figure = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

describe('Payouts by activity (host dashboard)', () => {
  it('shows the totals and, per activity, what is to be paid and when, paid out and refunded to guests', async () => {
    mockHost(() => Response.json(payouts()));
    renderApp('/host-dashboard');

    const card = await screen.findByRole('region', { name: 'Payouts by activity' });
    const totals = await within(card).findByLabelText('Payout totals');
    expect(figure(totals, 'To be paid')).toHaveTextContent('€90');
    expect(figure(totals, 'Paid out')).toHaveTextContent('€67.50');
    expect(figure(totals, 'Refunded to guests')).toHaveTextContent('€25');

    const paella = within(card).getByRole('listitem', { name: 'Sunset Paella on the Rooftop' });
    expect(figure(paella, 'To be paid')).toHaveTextContent('€90');
    expect(paella).toHaveTextContent('To be paid on Sunday, December 6th, the day after it ends');
    expect(paella).not.toHaveTextContent('Paid out on');
    expect(within(paella).getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
      'href',
      '/activity/act-1',
    );
    const run = within(card).getByRole('listitem', { name: 'Montjuïc Morning Run' });
    expect(figure(run, 'Paid out')).toHaveTextContent('€67.50');
    expect(figure(run, 'Refunded to guests')).toHaveTextContent('€25');
    expect(run).toHaveTextContent('Paid out on Saturday, November 21st');
    expect(run).not.toHaveTextContent('To be paid on');
    expect(card).not.toHaveTextContent('On hold');
  });

  it('says when pending money is on hold until the host payouts are enabled', async () => {
    const [first] = payouts().activities;
    if (!first) throw new Error('no activity');
    mockHost(() => Response.json(payouts({ activities: [{ ...first, onHold: true }] })));
    renderApp('/host-dashboard');

    const row = await screen.findByRole('listitem', { name: 'Sunset Paella on the Rooftop' });
    expect(row).toHaveTextContent('On hold until your payouts are enabled');
  });

  it('says each row only what its own facts say: due now, held by a refund owed, paid with the payments', async () => {
    const [first, second] = payouts().activities;
    if (!first || !second) throw new Error('no activity');
    mockHost(() =>
      Response.json(
        payouts({
          activities: [
            // Ended more than a day ago, not transferred yet: the next sweep pays it.
            { ...first, activityId: 'due', title: 'Due kayak', payableAfter: '2026-01-02T10:00:00.000Z' },
            // A guest's refund owed goes back first.
            {
              ...first,
              activityId: 'owed',
              title: 'Owed tapas',
              payableAfter: '2026-01-02T10:00:00.000Z',
              refundOwedCents: 2500,
            },
            { ...second, activityId: 'old', title: 'Old walk', lastPaidOutAt: null, paidWithBookings: true },
          ],
        }),
      ),
    );
    renderApp('/host-dashboard');

    const due = await screen.findByRole('listitem', { name: 'Due kayak' });
    expect(due).toHaveTextContent('Due now: on its way to your Stripe account');
    const owed = screen.getByRole('listitem', { name: 'Owed tapas' });
    expect(owed).toHaveTextContent('€25 is still on its way back to guests; your payout waits for it');
    expect(owed).not.toHaveTextContent('Due now');
    const old = screen.getByRole('listitem', { name: 'Old walk' });
    expect(old).toHaveTextContent("Paid out with the guests' payments");
    expect(old).not.toHaveTextContent('Paid out on');
  });

  it("shows the first three activities and the rest behind 'Show all'", async () => {
    const [first] = payouts().activities;
    if (!first) throw new Error('no activity');
    const many = Array.from({ length: 5 }, (_, i) => ({
      ...first,
      activityId: `act-${i}`,
      title: `Activity number ${i + 1}`,
    }));
    mockHost(() => Response.json(payouts({ activities: many })));
    const user = userEvent.setup();
    renderApp('/host-dashboard');

    const card = await screen.findByRole('region', { name: 'Payouts by activity' });
    await within(card).findByRole('listitem', { name: 'Activity number 3' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(card).getByRole('button', { name: 'Show all 5 activities' }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when nothing was paid yet', async () => {
    mockHost(() =>
      Response.json(
        payouts({ activities: [], totals: { pendingCents: 0, paidOutCents: 0, refundedCents: 0 } }),
      ),
    );
    renderApp('/host-dashboard');

    const card = await screen.findByRole('region', { name: 'Payouts by activity' });
    expect(await within(card).findByText('No paid bookings yet.')).toBeInTheDocument();
  });

  it('offers to try again when the payouts fail to load', async () => {
    let fail = true;
    mockHost(() =>
      fail
        ? Response.json({ error: { code: 'unavailable', message: 'Down' } }, { status: 503 })
        : Response.json(payouts()),
    );
    const user = userEvent.setup();
    renderApp('/host-dashboard');

    const card = await screen.findByRole('region', { name: 'Payouts by activity' });
    expect(await within(card).findByText('Your payouts could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));

    expect(await within(card).findByLabelText('Payout totals')).toBeInTheDocument();
  });
});
