import type { AdminApplication } from '@sortim/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, mockAdminApi } from '#/features/admin/shared/test/admin-test-api.ts';
import { deferred, renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

function application(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    id: 'app-1',
    userId: 'user-7',
    displayName: 'Jordi Mas',
    email: 'jordi@example.com',
    activityType: 'Cooking classes',
    phone: '+34 600 123 456',
    notificationEmail: 'bookings@jordi.example',
    status: 'pending',
    createdAt: '2026-03-02T10:00:00.000Z',
    reviewedAt: null,
    reviewerName: null,
    ...overrides,
  };
}

const approved = application({
  id: 'app-2',
  displayName: 'Laia Roca',
  status: 'approved',
  reviewedAt: '2026-03-04T09:00:00.000Z',
  reviewerName: 'Admin Sortim',
});
const rejected = application({
  id: 'app-3',
  displayName: 'Pau Vidal',
  status: 'rejected',
  reviewedAt: '2026-03-05T09:00:00.000Z',
  reviewerName: null,
});

const list =
  (...applications: AdminApplication[]) =>
  () =>
    Response.json({ applications });

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('/admin/applications', () => {
  it('opens on Pending and shows who applied, how to reach them and when', async () => {
    const fetchMock = mockAdminApi({ 'GET /api/admin/applications?status=pending': list(application()) });
    renderApp('/admin/applications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Review Applications' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const jordi = within(await card('Jordi Mas'));
    expect(jordi.getByText('jordi@example.com')).toBeInTheDocument();
    expect(jordi.getByText('Cooking classes')).toBeInTheDocument();
    expect(jordi.getByText('+34 600 123 456')).toBeInTheDocument();
    expect(jordi.getByText('bookings@jordi.example')).toBeInTheDocument();
    expect(jordi.getByText(/^March 2nd(, 2026)?$/)).toBeInTheDocument();
    expect(jordi.getByText('Pending')).toBeInTheDocument();
    expect(jordi.getByRole('button', { name: 'Approve Jordi Mas' })).toBeInTheDocument();
    expect(jordi.getByRole('button', { name: 'Reject Jordi Mas' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/applications?status=pending')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('loads each tab from the server and keeps it in the URL', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/applications?status=pending': list(application()),
      'GET /api/admin/applications?status=approved': list(approved),
      'GET /api/admin/applications?status=rejected': list(rejected),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/applications');
    await card('Jordi Mas');

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await card('Laia Roca')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=approved');
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await card('Pau Vidal')).toBeInTheDocument();

    expect(callsTo(fetchMock, 'GET', '/api/admin/applications?status=approved')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/admin/applications?status=rejected')).toHaveLength(1);
  });

  it('offers Approve and Reject only on pending applications, and shows who decided the others', async () => {
    mockAdminApi({
      'GET /api/admin/applications?status=all': () =>
        Response.json({
          applications: [
            application(),
            approved,
            rejected,
            // A status this client does not know shows as pending (spec).
            { ...application({ id: 'app-4', displayName: 'Nil Serra' }), status: 'on_hold' },
          ],
        }),
    });
    renderApp('/admin/applications?status=all');

    expect(await screen.findByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const laia = within(await card('Laia Roca'));
    expect(laia.getByText('Approved')).toBeInTheDocument();
    expect(laia.getByText(/^Reviewed by Admin Sortim on March 4th(, 2026)?$/)).toBeInTheDocument();
    expect(laia.queryByRole('button')).not.toBeInTheDocument();
    const pau = within(await card('Pau Vidal'));
    expect(pau.getByText('Rejected')).toBeInTheDocument();
    expect(pau.getByText(/^Reviewed on March 5th(, 2026)?$/)).toBeInTheDocument();
    expect(pau.queryByRole('button')).not.toBeInTheDocument();
    const nil = within(await card('Nil Serra'));
    expect(nil.getByText('Pending')).toBeInTheDocument();
    expect(nil.getByRole('button', { name: 'Approve Nil Serra' })).toBeInTheDocument();
    expect(
      within(await card('Jordi Mas')).getByRole('button', { name: 'Reject Jordi Mas' }),
    ).toBeInTheDocument();
  });

  it('approves: one call, a toast, and the application leaves Pending', async () => {
    let pending = [application()];
    const fetchMock = mockAdminApi({
      'GET /api/admin/applications?status=pending': () => Response.json({ applications: pending }),
      'POST /api/admin/applications/app-1/approve': () => {
        pending = [];
        return Response.json({ ok: true });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/applications');

    await user.click(within(await card('Jordi Mas')).getByRole('button', { name: 'Approve Jordi Mas' }));

    expect(await toastDescription('Application approved')).toBe('Jordi Mas is now a host.');
    expect(await screen.findByRole('heading', { name: 'No pending applications' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/applications/app-1/approve')).toHaveLength(1);
  });

  it('rejects, with both buttons held while the call runs', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockAdminApi({
      'GET /api/admin/applications?status=pending': list(application()),
      'POST /api/admin/applications/app-1/reject': () => answer.promise,
    });
    const user = userEvent.setup();
    renderApp('/admin/applications');
    const jordi = within(await card('Jordi Mas'));

    await user.click(jordi.getByRole('button', { name: 'Reject Jordi Mas' }));
    expect(jordi.getByRole('button', { name: 'Rejecting... Jordi Mas' })).toBeDisabled();
    expect(jordi.getByRole('button', { name: 'Approve Jordi Mas' })).toBeDisabled();
    answer.resolve(Response.json({ ok: true }));

    expect(await findToast('Application rejected')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/applications/app-1/reject')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/admin/applications/app-1/approve')).toHaveLength(0);
  });

  it.each([
    ['Approve', 'approve', 'Failed to approve application'],
    ['Reject', 'reject', 'Failed to reject application'],
  ])("says '%s' failed with the server's message", async (button, path, title) => {
    mockAdminApi({
      'GET /api/admin/applications?status=pending': list(application()),
      [`POST /api/admin/applications/app-1/${path}`]: () =>
        apiError(409, 'conflict', 'This application has already been reviewed'),
    });
    const user = userEvent.setup();
    renderApp('/admin/applications');

    await user.click(within(await card('Jordi Mas')).getByRole('button', { name: `${button} Jordi Mas` }));

    expect(await toastDescription(title)).toBe('This application has already been reviewed');
  });

  it("says 'Session expired' when the session has ended", async () => {
    mockAdminApi({
      'GET /api/admin/applications?status=pending': list(application()),
      'POST /api/admin/applications/app-1/approve': () =>
        apiError(401, 'unauthorized', 'Authentication required'),
    });
    const user = userEvent.setup();
    renderApp('/admin/applications');

    await user.click(within(await card('Jordi Mas')).getByRole('button', { name: 'Approve Jordi Mas' }));

    expect(await toastDescription('Session expired')).toBe('Session expired. Please log in again.');
    expect(screen.queryByText('Failed to approve application')).not.toBeInTheDocument();
  });

  it.each([
    ['Pending', 'pending', 'No pending applications'],
    ['Approved', 'approved', 'No approved applications'],
    ['Rejected', 'rejected', 'No rejected applications'],
    ['All', 'all', 'No applications yet'],
  ])('says when %s is empty', async (tab, status, title) => {
    mockAdminApi({ [`GET /api/admin/applications?status=${status}`]: list() });
    renderApp(`/admin/applications${status === 'pending' ? '' : `?status=${status}`}`);

    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('shows skeletons while loading, then Retry after a failure', async () => {
    let fail = true;
    const answer = deferred<void>();
    mockAdminApi({
      'GET /api/admin/applications?status=pending': async () => {
        await answer.promise;
        return fail ? apiError(500, 'internal', 'Boom') : Response.json({ applications: [application()] });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/applications');

    expect(await screen.findByText('Loading applications')).toBeInTheDocument();
    answer.resolve();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load applications");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await card('Jordi Mas')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
