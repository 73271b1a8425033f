import type { Me } from '@sortim/contracts/me';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { toastDescription } from '#/test/toasts.ts';

type User = ReturnType<typeof userEvent.setup>;

async function openReset(path = '/reset-password?token=good-token') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Set a new password' });
  return view;
}

async function fill(user: User, password: string, confirmation: string) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('/reset-password', () => {
  it.each([
    ['without a token', '/reset-password'],
    ['with an invalid or expired token', '/reset-password?error=INVALID_TOKEN'],
  ])("says 'Invalid link' and goes to /auth %s", async (_, path) => {
    mockApi(anonymous);
    const { router } = renderApp(path);

    expect(await toastDescription('Invalid link')).toBe(
      'This password reset link is invalid or has expired.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('asks for at least 6 characters', async () => {
    mockApi(anonymous);
    const user = userEvent.setup();
    await openReset();

    await fill(user, '123', '123');

    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it("says 'Passwords do not match' under the confirmation", async () => {
    mockApi(anonymous);
    const user = userEvent.setup();
    await openReset();

    await fill(user, 'secret123', 'secret124');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  });

  it("sets the password, says 'Password updated' and goes to /home signed in", async () => {
    let session: Me = anonymous;
    const fetchMock = mockApi(
      () => session,
      (url) => {
        if (url !== '/api/auth/reset-password') return undefined;
        session = signedIn(['user']);
        return Response.json({ status: true });
      },
    );
    const user = userEvent.setup();
    const { router } = await openReset();

    await fill(user, 'new-secret', 'new-secret');

    expect(await toastDescription('Password updated')).toBe("You're signed in with your new password.");
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/reset-password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: 'good-token', newPassword: 'new-secret' });
  });

  it("says 'Password update failed' with the server's message", async () => {
    mockApi(anonymous, (url) =>
      url === '/api/auth/reset-password'
        ? Response.json({ code: 'PASSWORD_TOO_LONG', message: 'Password too long' }, { status: 400 })
        : undefined,
    );
    const user = userEvent.setup();
    await openReset();

    await fill(user, 'new-secret', 'new-secret');

    expect(await toastDescription('Password update failed')).toBe('Password too long');
  });

  it("says 'Invalid link' when the token expired or was used while the page was open", async () => {
    mockApi(anonymous, (url) =>
      url === '/api/auth/reset-password'
        ? Response.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 })
        : undefined,
    );
    const user = userEvent.setup();
    const { router } = await openReset();

    await fill(user, 'new-secret', 'new-secret');

    expect(await toastDescription('Invalid link')).toBe(
      'This password reset link is invalid or has expired.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
