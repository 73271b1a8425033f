import type { AdminHost } from '@sortim/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, bodyOf, callsTo, mockAdminApi } from '#/features/admin/shared/test/admin-test-api.ts';
import { deferred, renderApp } from '#/test/render.tsx';
import { toastDescription } from '#/test/toasts.ts';

function host(overrides: Partial<AdminHost> = {}): AdminHost {
  return {
    id: 'host-1',
    displayName: 'Marta Puig',
    email: 'marta@example.com',
    avatarUrl: null,
    city: 'Barcelona',
    verified: false,
    payoutsEnabled: true,
    payoutSetup: 'connected',
    activitiesHosted: 4,
    createdAt: '2025-11-02T10:00:00.000Z',
    ...overrides,
  };
}

const newHost = host({
  id: 'host-2',
  displayName: 'Pau Vidal',
  email: 'pau@example.com',
  payoutsEnabled: false,
  payoutSetup: 'in_progress',
  city: null,
  activitiesHosted: 1,
});

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('/admin/hosts', () => {
  it('shows each host with payouts, activities, the Verified switch and View Profile', async () => {
    mockAdminApi({
      'GET /api/admin/hosts': () => Response.json({ hosts: [host({ verified: true }), newHost] }),
    });
    renderApp('/admin/hosts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hosts' })).toBeInTheDocument();
    const marta = within(await card('Marta Puig'));
    expect(marta.getByText('marta@example.com')).toBeInTheDocument();
    expect(marta.getByText('Barcelona')).toBeInTheDocument();
    expect(marta.getByText('4 activities')).toBeInTheDocument();
    expect(marta.getByText('Connected')).toBeInTheDocument();
    expect(marta.getByRole('switch', { name: 'Verified' })).toBeChecked();
    expect(marta.getByRole('link', { name: 'View Profile Marta Puig' })).toHaveAttribute(
      'href',
      '/profile/host-1',
    );
    const pau = within(await card('Pau Vidal'));
    // The words of the host's own card: an account opened, payouts not on yet, is In Progress.
    expect(pau.getByText('In Progress')).toBeInTheDocument();
    expect(pau.queryByText('Not connected')).not.toBeInTheDocument();
    expect(pau.getByText('No city given')).toBeInTheDocument();
    expect(pau.getByText('1 activity')).toBeInTheDocument();
    expect(pau.getByRole('switch', { name: 'Verified' })).not.toBeChecked();
    expect(pau.getByText('Verification needs Stripe setup first')).toBeInTheDocument();
  });

  it('verifies a host with payouts', async () => {
    let marta = host();
    const fetchMock = mockAdminApi({
      'GET /api/admin/hosts': () => Response.json({ hosts: [marta] }),
      'PUT /api/admin/hosts/host-1/verification': (init) => {
        marta = { ...marta, ...JSON.parse(String(init?.body)) };
        return Response.json({ verified: marta.verified });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/hosts');
    const martaCard = within(await card('Marta Puig'));

    await user.click(martaCard.getByRole('switch', { name: 'Verified' }));

    expect(await toastDescription('Host verified')).toBe('Marta Puig now shows the Verified badge.');
    const [put] = callsTo(fetchMock, 'PUT', '/api/admin/hosts/host-1/verification');
    expect(put && bodyOf(put)).toEqual({ verified: true });
    await waitFor(() => expect(martaCard.getByRole('switch', { name: 'Verified' })).toBeChecked());
  });

  it('keeps the keyboard focus on the switch while saving, and ignores presses until the answer', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockAdminApi({
      'GET /api/admin/hosts': () => Response.json({ hosts: [host()] }),
      'PUT /api/admin/hosts/host-1/verification': () => answer.promise,
    });
    const user = userEvent.setup();
    renderApp('/admin/hosts');
    const verified = within(await card('Marta Puig')).getByRole('switch', { name: 'Verified' });

    verified.focus();
    await user.keyboard(' ');
    expect(verified).toBeChecked();
    // Enabled while saving: a browser moves focus off a control that becomes disabled.
    expect(verified).toBeEnabled();
    expect(verified).toHaveFocus();
    await user.keyboard(' ');
    expect(callsTo(fetchMock, 'PUT', '/api/admin/hosts/host-1/verification')).toHaveLength(1);

    answer.resolve(Response.json({ verified: true }));
    expect(await toastDescription('Host verified')).toBe('Marta Puig now shows the Verified badge.');
    expect(verified).toHaveFocus();
  });

  it('takes the badge away', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/hosts': () => Response.json({ hosts: [host({ verified: true })] }),
      'PUT /api/admin/hosts/host-1/verification': (init) => Response.json(JSON.parse(String(init?.body))),
    });
    const user = userEvent.setup();
    renderApp('/admin/hosts');

    await user.click(within(await card('Marta Puig')).getByRole('switch', { name: 'Verified' }));

    expect(await toastDescription('Verification removed')).toBe(
      'Marta Puig no longer shows the Verified badge.',
    );
    const [put] = callsTo(fetchMock, 'PUT', '/api/admin/hosts/host-1/verification');
    expect(put && bodyOf(put)).toEqual({ verified: false });
  });

  it('shows the refusal for a host without payouts, and the switch stays off', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/hosts': () => Response.json({ hosts: [newHost] }),
      'PUT /api/admin/hosts/host-2/verification': () =>
        apiError(409, 'conflict', 'Host must complete Stripe setup before verification'),
    });
    const user = userEvent.setup();
    renderApp('/admin/hosts');
    const pau = within(await card('Pau Vidal'));

    await user.click(pau.getByRole('switch', { name: 'Verified' }));

    expect(await toastDescription('Failed to update host verification')).toBe(
      'Host must complete Stripe setup before verification',
    );
    expect(pau.getByRole('switch', { name: 'Verified' })).not.toBeChecked();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/hosts/host-2/verification')).toHaveLength(1);
  });

  it('searches by name, e-mail or city on the server', async () => {
    mockAdminApi({
      'GET /api/admin/hosts': () => Response.json({ hosts: [host(), newHost] }),
      'GET /api/admin/hosts?q=pau': () => Response.json({ hosts: [newHost] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/hosts');
    await card('Marta Puig');

    await user.type(screen.getByLabelText('Search hosts'), 'pau');

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Marta Puig' })).not.toBeInTheDocument(),
    );
    expect(await card('Pau Vidal')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=pau');
    expect(screen.getByText('1 host')).toBeInTheDocument();
  });

  it('says when no host matches, and when there are none', async () => {
    mockAdminApi({
      'GET /api/admin/hosts': () => Response.json({ hosts: [] }),
      'GET /api/admin/hosts?q=zzz': () => Response.json({ hosts: [] }),
    });
    const user = userEvent.setup();
    renderApp('/admin/hosts?q=zzz');

    expect(await screen.findByRole('heading', { name: 'No hosts match “zzz”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('heading', { name: 'No hosts yet' })).toBeInTheDocument();
  });

  it('offers Retry when the list fails to load', async () => {
    let fail = true;
    mockAdminApi({
      'GET /api/admin/hosts': () =>
        fail ? apiError(500, 'internal', 'Boom') : Response.json({ hosts: [host()] }),
    });
    const user = userEvent.setup();
    renderApp('/admin/hosts');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load hosts");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await card('Marta Puig')).toBeInTheDocument();
  });
});
