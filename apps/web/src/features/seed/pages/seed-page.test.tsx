import type { Me } from '@sortim/contracts/me';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSession } from '#/test/factories.ts';
import { deferred, mockApi, renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

function mockSeedApi({
  adminExists = false,
  available = true,
  grant,
}: {
  adminExists?: boolean;
  available?: boolean;
  grant?: (session: { current: Me }) => Response;
} = {}) {
  const session = { current: createSession() };
  const fetchMock = mockApi(
    () => session.current,
    (url, init) => {
      if (url !== '/api/admin/bootstrap') return undefined;
      if (init?.method === 'POST') return grant?.(session) ?? Response.json({ ok: true });
      return Response.json({ adminExists, available });
    },
  );
  return fetchMock;
}

async function openAdminAccess() {
  renderApp('/seed');
  const heading = await screen.findByRole('heading', { name: 'Admin Access' });
  const card = heading.closest('[data-slot="card"]');
  if (!(card instanceof HTMLElement)) throw new Error('Admin Access is not in a card');
  return within(card);
}

describe('/seed', () => {
  describe('Seed Sample Activities', () => {
    const seedCalls = (fetchMock: ReturnType<typeof mockApi>) =>
      fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/host/seed-activities' && init?.method === 'POST',
      );

    function mockSeeding(answer: () => Response | Promise<Response>, { available = true } = {}) {
      return mockApi(createSession({ roles: ['host'] }), (url, init) => {
        if (url === '/api/host/seed-activities' && init?.method === 'POST') return answer();
        if (url === '/api/host/seed-activities') return Response.json({ available });
        if (url === '/api/admin/bootstrap') return Response.json({ adminExists: true, available: true });
        return undefined;
      });
    }

    it("creates them once, says '8 sample activities have been created' and links to /home", async () => {
      const answer = deferred<Response>();
      const fetchMock = mockSeeding(() => answer.promise);
      const user = userEvent.setup();
      renderApp('/seed');

      await user.click(await screen.findByRole('button', { name: 'Seed Sample Activities' }));
      const busy = screen.getByRole('button', { name: 'Seeding...' });
      expect(busy).toBeDisabled();
      await user.click(busy);
      answer.resolve(
        Response.json({ ids: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'] }, { status: 201 }),
      );

      expect(await findToast('8 sample activities have been created')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View on Home' })).toHaveAttribute('href', '/home');
      expect(seedCalls(fetchMock)).toHaveLength(1);
    });

    it('offers no button where the site does not offer sample activities (production)', async () => {
      const fetchMock = mockSeeding(() => Response.json({ ids: [] }, { status: 201 }), { available: false });
      renderApp('/seed');

      expect(
        await screen.findByText(
          'Not offered on this site: sample activities are for demo installations only.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Seed Sample Activities' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Seed Sample Activities' })).not.toBeInTheDocument();
      expect(seedCalls(fetchMock)).toHaveLength(0);
    });

    it("shows the server's refusal to someone who does not host", async () => {
      mockSeeding(() =>
        Response.json(
          {
            error: {
              code: 'forbidden',
              message:
                'You must be an approved host to seed activities. Please apply to become a host first.',
            },
          },
          { status: 403 },
        ),
      );
      const user = userEvent.setup();
      renderApp('/seed');

      await user.click(await screen.findByRole('button', { name: 'Seed Sample Activities' }));

      expect(await toastDescription('Error')).toBe(
        'You must be an approved host to seed activities. Please apply to become a host first.',
      );
      expect(screen.queryByRole('link', { name: 'View on Home' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Seed Sample Activities' })).toBeEnabled();
    });

    it("says 'Must be logged in to seed activities' when the session has ended", async () => {
      mockSeeding(() => new Response(null, { status: 401 }));
      const user = userEvent.setup();
      renderApp('/seed');

      await user.click(await screen.findByRole('button', { name: 'Seed Sample Activities' }));

      expect(await toastDescription('Error')).toBe('Must be logged in to seed activities');
    });
  });

  it("grants admin with 'Make Me Admin' and refreshes the roles", async () => {
    const fetchMock = mockSeedApi({
      grant: (session) => {
        session.current = createSession({ roles: ['user', 'admin'] });
        return Response.json({ ok: true });
      },
    });
    const user = userEvent.setup();
    const card = await openAdminAccess();

    await user.click(await card.findByRole('button', { name: 'Make Me Admin' }));

    expect(await findToast('Admin role granted!')).toBeInTheDocument();
    expect(await card.findByText('You have admin access.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Open Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/bootstrap' && init?.method === 'POST'),
    ).toBe(true);
  });

  it("says 'Already an admin' when the server answers 409", async () => {
    mockSeedApi({
      grant: () =>
        Response.json(
          { error: { code: 'conflict', message: 'An admin already exists in the system!' } },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    const card = await openAdminAccess();

    await user.click(await card.findByRole('button', { name: 'Make Me Admin' }));

    expect(await toastDescription('Already an admin')).toBe('An admin already exists in the system!');
  });

  it('says an admin already exists when the status says so, without the button', async () => {
    mockSeedApi({ adminExists: true });
    const card = await openAdminAccess();

    expect(await card.findByText('An admin already exists in the system!')).toBeInTheDocument();
    expect(card.getByText('Already an admin')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Make Me Admin' })).not.toBeInTheDocument();
  });

  it("hides 'Make Me Admin' where the server does not offer it, and says how the first admin is made", async () => {
    const fetchMock = mockSeedApi({ adminExists: false, available: false });
    const card = await openAdminAccess();

    expect(
      await card.findByText(/the first admin is created on the server with npm run create-admin/),
    ).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Make Me Admin' })).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/bootstrap' && init?.method === 'POST'),
    ).toBe(false);
  });

  it('shows the rate-limit message for a 429', async () => {
    mockSeedApi({
      grant: () => Response.json({ error: { code: 'rate_limited', message: 'Too many' } }, { status: 429 }),
    });
    const user = userEvent.setup();
    const card = await openAdminAccess();

    await user.click(await card.findByRole('button', { name: 'Make Me Admin' }));

    expect(await toastDescription('Error')).toBe('Too many attempts. Please wait a moment and try again.');
  });

  describe('Verify Admin Role, for someone who lost the role', () => {
    function mockLostAdmin(answer: (session: { current: Me }) => Response) {
      const session = { current: createSession() };
      mockApi(
        () => session.current,
        (url, init) => {
          if (url === '/api/admin/bootstrap') return Response.json({ adminExists: true, available: true });
          if (url === '/api/admin/verify-role' && init?.method === 'POST') return answer(session);
          return undefined;
        },
      );
    }

    it("restores the role: 'Admin role restored', and the card points to the dashboard", async () => {
      mockLostAdmin((session) => {
        session.current = createSession({ roles: ['user', 'admin'] });
        return Response.json({ isAdmin: true, restored: true });
      });
      const user = userEvent.setup();
      const card = await openAdminAccess();

      await user.click(await card.findByRole('button', { name: 'Verify Admin Role' }));

      expect(await findToast('Admin role restored')).toBeInTheDocument();
      expect(await card.findByRole('link', { name: 'Open Admin Dashboard' })).toHaveAttribute(
        'href',
        '/admin',
      );
      expect(card.queryByRole('button', { name: 'Verify Admin Role' })).not.toBeInTheDocument();
    });

    it("says 'Not authorized' when the audit log does not vouch for them", async () => {
      mockLostAdmin(() => Response.json({ isAdmin: false, restored: false }));
      const user = userEvent.setup();
      const card = await openAdminAccess();

      await user.click(await card.findByRole('button', { name: 'Verify Admin Role' }));

      expect(await toastDescription('Not authorized')).toBe('You are not authorized as an admin.');
      expect(card.getByRole('button', { name: 'Verify Admin Role' })).toBeEnabled();
    });

    it('is not offered while no admin exists', async () => {
      mockSeedApi({ adminExists: false });
      const card = await openAdminAccess();

      expect(await card.findByRole('button', { name: 'Make Me Admin' })).toBeInTheDocument();
      expect(card.queryByRole('button', { name: 'Verify Admin Role' })).not.toBeInTheDocument();
    });
  });
});
