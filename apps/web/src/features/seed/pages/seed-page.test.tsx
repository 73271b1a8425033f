import type { Me } from '@sortim/contracts/me';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

function mockSeedApi({
  adminExists = false,
  grant,
}: {
  adminExists?: boolean;
  grant?: (session: { current: Me }) => Response;
} = {}) {
  const session = { current: createSession() };
  const fetchMock = mockApi(
    () => session.current,
    (url, init) => {
      if (url !== '/api/admin/bootstrap') return undefined;
      if (init?.method === 'POST') return grant?.(session) ?? Response.json({ ok: true });
      return Response.json({ adminExists });
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
  it("keeps 'Seed Sample Activities' for later", async () => {
    mockSeedApi();
    renderApp('/seed');

    expect(await screen.findByRole('heading', { name: /Seed Sample Activities/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seed Sample Activities' })).toBeDisabled();
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

  it('shows the rate-limit message for a 429', async () => {
    mockSeedApi({
      grant: () => Response.json({ error: { code: 'rate_limited', message: 'Too many' } }, { status: 429 }),
    });
    const user = userEvent.setup();
    const card = await openAdminAccess();

    await user.click(await card.findByRole('button', { name: 'Make Me Admin' }));

    expect(await toastDescription('Error')).toBe('Too many attempts. Please wait a moment and try again.');
  });
});
