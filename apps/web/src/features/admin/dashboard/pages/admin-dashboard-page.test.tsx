import type { AdminDashboardStats } from '@sortim/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, mockAdminApi } from '#/features/admin/shared/test/admin-test-api.ts';
import { sessionKeys } from '#/lib/query-keys.ts';
import { deferred, renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

function stats(overrides: Partial<AdminDashboardStats> = {}): AdminDashboardStats {
  return {
    totalUsers: 1284,
    totalBookings: 356,
    totalActivities: 97,
    averageRating: 4.46,
    pendingApplications: 3,
    allApplications: 41,
    ...overrides,
  };
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

describe('/admin', () => {
  it('shows the six numbers: paid bookings, a one-decimal rating, and what each counts', async () => {
    mockAdminApi({ 'GET /api/admin/stats': () => Response.json(stats()) });
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByText('Total Users', { selector: 'dt' });
    expect(stat('Total Users')).toHaveTextContent('1,284');
    expect(stat('Total Bookings')).toHaveTextContent('356paid bookings');
    expect(stat('Total Activities')).toHaveTextContent('97');
    expect(stat('Average Rating')).toHaveTextContent('4.5over all reviews');
    expect(stat('Pending Applications')).toHaveTextContent('3waiting for a decision');
    expect(stat('All Applications')).toHaveTextContent('41');
  });

  it("shows '—' for the rating while there are no reviews", async () => {
    mockAdminApi({ 'GET /api/admin/stats': () => Response.json(stats({ averageRating: null })) });
    renderApp('/admin');

    await screen.findByText('Average Rating', { selector: 'dt' });
    expect(stat('Average Rating')).toHaveTextContent('—no reviews yet');
  });

  it('links every tool to its page and marks the applications waiting', async () => {
    mockAdminApi({ 'GET /api/admin/stats': () => Response.json(stats()) });
    renderApp('/admin');

    const tools = await screen.findByRole('region', { name: 'Admin tools' });
    const links = {
      'Manage Users': '/admin/users',
      'Review Applications': '/admin/applications',
      'Moderate Activities': '/admin/activities',
      'View Analytics': '/admin/analytics',
      'Promo Codes': '/admin/codes',
      'Run Bulk Fix': '/admin/fix-host-roles',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(within(tools).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(tools).getByRole('button', { name: 'Verify Admin Role' })).toBeInTheDocument();
    expect(await within(tools).findByText('3 pending')).toBeInTheDocument();
  });

  it('opens a tool from its card', async () => {
    mockAdminApi({ 'GET /api/admin/stats': () => Response.json(stats()) });
    const user = userEvent.setup();
    const { router } = renderApp('/admin');

    await user.click(await screen.findByRole('link', { name: 'Run Bulk Fix' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fix Host Roles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/fix-host-roles');
  });

  it('shows skeletons while the numbers load, and keeps the tools usable', async () => {
    const answer = deferred<Response>();
    mockAdminApi({ 'GET /api/admin/stats': () => answer.promise });
    renderApp('/admin');

    expect(await screen.findByText('Loading the numbers')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Manage Users' })).toBeInTheDocument();
    answer.resolve(Response.json(stats()));
    expect(await screen.findByText('Total Users', { selector: 'dt' })).toBeInTheDocument();
  });

  it('offers Retry when the numbers fail, with the tools still there', async () => {
    let fail = true;
    const fetchMock = mockAdminApi({
      'GET /api/admin/stats': () => (fail ? apiError(500, 'internal', 'Boom') : Response.json(stats())),
    });
    const user = userEvent.setup();
    renderApp('/admin');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the numbers");
    expect(screen.getByRole('link', { name: 'Review Applications' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Total Users', { selector: 'dt' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/stats')).toHaveLength(2);
  });

  describe('Verify Admin Role', () => {
    async function verifyWith(answer: () => Response | Promise<Response>) {
      const fetchMock = mockAdminApi({
        'GET /api/admin/stats': () => Response.json(stats()),
        'POST /api/admin/verify-role': answer,
      });
      const user = userEvent.setup();
      const view = renderApp('/admin');
      await user.click(await screen.findByRole('button', { name: 'Verify Admin Role' }));
      return { ...view, fetchMock };
    }

    it("says 'Admin role verified' to an admin", async () => {
      const { fetchMock } = await verifyWith(() => Response.json({ isAdmin: true, restored: false }));

      expect(await findToast('Admin role verified')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/admin/verify-role')).toHaveLength(1);
      expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);
    });

    it("says 'Admin role restored' and reloads the session's roles", async () => {
      const { fetchMock, queryClient } = await verifyWith(() =>
        Response.json({ isAdmin: true, restored: true }),
      );

      expect(await findToast('Admin role restored')).toBeInTheDocument();
      await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(2));
      expect(queryClient.getQueryState(sessionKeys.me)?.status).toBe('success');
    });

    it("says 'Not authorized' when the server does not vouch for the caller", async () => {
      await verifyWith(() => Response.json({ isAdmin: false, restored: false }));

      expect(await toastDescription('Not authorized')).toBe('You are not authorized as an admin.');
    });

    it("says 'Verification failed' when the request fails", async () => {
      await verifyWith(() => apiError(500, 'internal', 'Boom'));

      expect(await findToast('Verification failed')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Verify Admin Role' })).toBeEnabled();
    });

    it('cannot be pressed twice while it runs', async () => {
      const answer = deferred<Response>();
      const { fetchMock } = await verifyWith(() => answer.promise);

      const busy = await screen.findByRole('button', { name: 'Verifying...' });
      expect(busy).toBeDisabled();
      answer.resolve(Response.json({ isAdmin: true, restored: false }));
      expect(await findToast('Admin role verified')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/admin/verify-role')).toHaveLength(1);
    });
  });
});
