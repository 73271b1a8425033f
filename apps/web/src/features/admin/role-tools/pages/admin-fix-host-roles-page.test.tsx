import type { BulkFixResult } from '@sortim/contracts/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, mockAdminApi } from '#/features/admin/shared/test/admin-test-api.ts';
import { deferred, renderApp } from '#/test/render.tsx';
import { toastDescription } from '#/test/toasts.ts';

const result: BulkFixResult = {
  total: 4,
  fixed: 2,
  alreadyHost: 1,
  failed: 1,
  fixedUsers: [
    { userId: 'u-1', displayName: 'Jordi Mas' },
    { userId: 'u-2', displayName: 'Laia Roca' },
  ],
  alreadyHostUsers: [{ userId: 'u-3', displayName: 'Marta Puig' }],
  failedUsers: [{ userId: 'u-4', displayName: 'Pau Vidal', error: 'deadlock detected' }],
};

const count = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
const list = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('/admin/fix-host-roles', () => {
  it("warns 'Admin only' before anything runs", async () => {
    const fetchMock = mockAdminApi({});
    renderApp('/admin/fix-host-roles');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fix Host Roles' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Admin only');
    expect(screen.getByRole('button', { name: 'Run Bulk Fix' })).toBeEnabled();
    expect(callsTo(fetchMock, 'POST', '/api/admin/fix-host-roles')).toHaveLength(0);
  });

  it('runs the fix once and shows the four counts and the people behind them', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockAdminApi({ 'POST /api/admin/fix-host-roles': () => answer.promise });
    const user = userEvent.setup();
    renderApp('/admin/fix-host-roles');

    await user.click(await screen.findByRole('button', { name: 'Run Bulk Fix' }));
    expect(screen.getByRole('button', { name: 'Running...' })).toBeDisabled();
    answer.resolve(Response.json(result));

    expect(await toastDescription('Bulk fix complete')).toBe('2 fixed, 1 already host, 1 failed');
    expect(count('Total')).toHaveTextContent('4');
    expect(count('Fixed')).toHaveTextContent('2');
    expect(count('Already Host')).toHaveTextContent('1');
    expect(count('Failed')).toHaveTextContent('1');
    expect(
      within(list('Fixed'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jordi Mas', 'Laia Roca']);
    expect(within(list('Already Host')).getByRole('link', { name: 'Marta Puig' })).toHaveAttribute(
      'href',
      '/profile/u-3',
    );
    expect(within(list('Failed')).getByRole('listitem')).toHaveTextContent('Pau Vidaldeadlock detected');
    expect(callsTo(fetchMock, 'POST', '/api/admin/fix-host-roles')).toHaveLength(1);
  });

  it('says when there was nothing to fix', async () => {
    mockAdminApi({
      'POST /api/admin/fix-host-roles': () =>
        Response.json({
          ...result,
          total: 0,
          fixed: 0,
          alreadyHost: 0,
          failed: 0,
          fixedUsers: [],
          alreadyHostUsers: [],
          failedUsers: [],
        }),
    });
    const user = userEvent.setup();
    renderApp('/admin/fix-host-roles');

    await user.click(await screen.findByRole('button', { name: 'Run Bulk Fix' }));

    expect(
      await screen.findByText('No approved applications: there was nothing to fix.'),
    ).toBeInTheDocument();
    expect(count('Total')).toHaveTextContent('0');
  });

  it("says 'Bulk fix failed' when the run fails", async () => {
    mockAdminApi({ 'POST /api/admin/fix-host-roles': () => apiError(500, 'internal', 'Boom') });
    const user = userEvent.setup();
    renderApp('/admin/fix-host-roles');

    await user.click(await screen.findByRole('button', { name: 'Run Bulk Fix' }));

    expect(await toastDescription('Bulk fix failed')).toBe('Failed to run bulk fix');
    expect(screen.getByRole('button', { name: 'Run Bulk Fix' })).toBeEnabled();
    expect(screen.queryByText('Total', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it("says 'Session expired' when the session has ended", async () => {
    mockAdminApi({
      'POST /api/admin/fix-host-roles': () => apiError(401, 'unauthorized', 'Authentication required'),
    });
    const user = userEvent.setup();
    renderApp('/admin/fix-host-roles');

    await user.click(await screen.findByRole('button', { name: 'Run Bulk Fix' }));

    expect(await toastDescription('Session expired')).toBe('Session expired. Please log in again.');
    expect(screen.queryByText('Bulk fix failed')).not.toBeInTheDocument();
  });
});
