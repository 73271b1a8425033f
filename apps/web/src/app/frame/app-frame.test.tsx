import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, mockApi, renderApp, signedIn } from '#/test/render.tsx';

describe('AppFrame', () => {
  it("shows 'Initializing...' until the session is known", async () => {
    mockApi(anonymous);
    renderApp('/home');
    expect(screen.getByText('Initializing...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Initializing...')).not.toBeInTheDocument();
  });

  it('redirects / to /home', async () => {
    mockApi(anonymous);
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Get people outside and connect' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('hides the header and navigation from anonymous visitors', async () => {
    mockApi(anonymous);
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Sortim' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bottom navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders public pages as anonymous while the API is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/contact');
    // After one retry, a second later.
    expect(await screen.findByRole('heading', { name: 'Contact Us' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows a signed-in user the header and the four main entries', async () => {
    mockApi(signedIn(['user']));
    renderApp('/explore');

    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Sortim home' })).toHaveAttribute('href', '/home');
    expect(header.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: /^Theme:/ })).toBeInTheDocument();

    const bottomBar = within(screen.getByRole('navigation', { name: 'Bottom navigation' }));
    expect(bottomBar.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/home',
      '/explore',
      '/bookings',
      '/profile',
    ]);
  });

  it('goes back one page, or home when the visit started here', async () => {
    mockApi(signedIn(['user']));
    const user = userEvent.setup();
    const { router } = renderApp('/explore');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));

    await user.click(nav.getByRole('link', { name: 'Bookings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('has no back button on /home', async () => {
    mockApi(signedIn(['user']));
    renderApp('/home');
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });

  it('gives hosts Dashboard and Create', async () => {
    mockApi(signedIn(['user', 'host']));
    renderApp('/home');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/host-dashboard');
    expect(nav.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/create-activity');
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Hosts' })).not.toBeInTheDocument();
  });

  it('gives admins Dashboard, Create, Admin and Hosts', async () => {
    mockApi(signedIn(['user', 'admin']));
    renderApp('/admin/hosts');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/host-dashboard');
    expect(nav.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/create-activity');
    expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(nav.getByRole('link', { name: 'Hosts' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current');
  });

  it("marks 'Admin' on every admin page but the hosts page", async () => {
    mockApi(signedIn(['user', 'admin']));
    renderApp('/admin/users');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Hosts' })).not.toHaveAttribute('aria-current');
  });

  it('renders the same page for /my-activities and /host/activities', async () => {
    mockApi(signedIn(['user']));
    renderApp('/host/activities');
    expect(await screen.findByRole('heading', { name: 'My Activities' })).toBeInTheDocument();
  });
});
