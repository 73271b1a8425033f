import type { Me } from '@sortim/contracts/me';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSession } from '#/test/factories.ts';
import { anonymous, mockApi, renderApp } from '#/test/render.tsx';
import { toastDescription } from '#/test/toasts.ts';

describe('AccountMenu', () => {
  it("names its button by what it shows: the initials of someone without a picture, then 'Account menu'", async () => {
    mockApi(() => createSession());
    renderApp('/explore');

    const button = await within(await screen.findByRole('banner')).findByRole('button', {
      name: 'MP Account menu',
    });
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveTextContent(/^MP/);
  });

  it('names the account and signs out from the header', async () => {
    let session: Me = createSession();
    mockApi(
      () => session,
      (url) => {
        if (url !== '/api/auth/sign-out') return undefined;
        session = anonymous;
        return Response.json({ success: true });
      },
    );
    const user = userEvent.setup();
    const { router } = renderApp('/explore');

    await user.click(
      await within(await screen.findByRole('banner')).findByRole('button', { name: /Account menu$/ }),
    );
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('Marta Puig')).toBeInTheDocument();
    expect(menu.getByText('marta@example.com')).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await user.click(menu.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await toastDescription('Signed out')).toBe("You've been signed out successfully.");
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
