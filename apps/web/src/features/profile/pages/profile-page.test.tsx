import type { Me } from '@sortim/contracts/me';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProfile, createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';
import { toastDescription } from '#/test/toasts.ts';

function mockProfileApi(
  session: Me | (() => Me),
  {
    stats = { attended: 3, hosted: null as number | null },
    signOut = () => Response.json({ success: true }),
  } = {},
) {
  return mockApi(session, (url) => {
    if (url === '/api/me/stats') return Response.json(stats);
    if (url === '/api/auth/sign-out') return signOut();
    return undefined;
  });
}

describe('/profile', () => {
  it('shows the profile: name, badge, e-mail, age and gender, bio, city, languages, counts, interests', async () => {
    mockProfileApi(
      createSession({ roles: ['user', 'verified_host'], profile: createProfile({ verifiedHost: true }) }),
      {
        stats: { attended: 3, hosted: 1 },
      },
    );
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Marta Puig' })).toBeInTheDocument();
    expect(screen.getByText('Verified Host')).toBeInTheDocument();
    expect(screen.getByText('marta@example.com')).toBeInTheDocument();
    expect(screen.getByText('29 years old · Female')).toBeInTheDocument();
    expect(screen.getByText('Paella on Sundays, hikes on Saturdays.')).toBeInTheDocument();
    expect(screen.getByText('Barcelona')).toBeInTheDocument();
    const languages = within(screen.getByRole('region', { name: 'Languages' }));
    expect(languages.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Catalan',
      'English',
    ]);
    const interests = within(screen.getByRole('region', { name: 'Interests' }));
    expect(interests.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hiking', 'Cooking']);
    expect(await screen.findByText('Attended 3 events')).toBeInTheDocument();
    expect(screen.getByText('Hosted 1 event')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Host Dashboard' })).toHaveAttribute(
      'href',
      '/host-dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Become a Host' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it("falls back to 'Welcome!' and initials, and invites a guest to become a host", async () => {
    mockProfileApi(
      createSession({
        profile: createProfile({
          displayName: null,
          bio: null,
          city: null,
          age: null,
          gender: null,
          interests: [],
          languages: [],
        }),
      }),
      { stats: { attended: 1, hosted: null } },
    );
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('M')).toBeInTheDocument();
    expect(screen.queryByText(/years old/)).not.toBeInTheDocument();
    expect(screen.getByText('No interests yet. Pick a few in Edit Profile.')).toBeInTheDocument();
    expect(await screen.findByText('Attended 1 event')).toBeInTheDocument();
    expect(screen.queryByText(/^Hosted/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Host' })).toHaveAttribute('href', '/become-host');
    expect(screen.queryByText('Verified Host')).not.toBeInTheDocument();
  });

  it('still shows the account when the profile row is missing', async () => {
    mockProfileApi(createSession({ profile: null }));
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('marta@example.com')).toBeInTheDocument();
  });

  describe('Sign Out', () => {
    it("signs out, says 'Signed out' and goes home as a visitor", async () => {
      let session: Me = createSession();
      const fetchMock = mockProfileApi(() => session, {
        signOut: () => {
          session = { user: null, profile: null, roles: [] };
          return Response.json({ success: true });
        },
      });
      const user = userEvent.setup();
      const { router } = renderApp('/profile');

      await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

      expect(await toastDescription('Signed out')).toBe("You've been signed out successfully.");
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/sign-out'))).toBe(true);
    });

    it.each([401, 403, 404])('ignores a %i from the server: the session is gone already', async (status) => {
      mockProfileApi(createSession(), {
        signOut: () => Response.json({ code: 'UNAUTHORIZED', message: 'No session' }, { status }),
      });
      const user = userEvent.setup();
      const { router } = renderApp('/profile');

      await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

      expect(await toastDescription('Signed out')).toBe("You've been signed out successfully.");
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    });

    it('keeps the session and says so when the server fails', async () => {
      mockProfileApi(createSession(), {
        signOut: () => new Response('Bad gateway', { status: 502 }),
      });
      const user = userEvent.setup();
      const { router } = renderApp('/profile');

      await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

      expect(await toastDescription('Sign out failed')).toBe('Please try again later.');
      expect(router.state.location.pathname).toBe('/profile');
      expect(screen.getByRole('banner')).toBeInTheDocument();
    });
  });
});
