import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { anonymous, deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';

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

  it("gives anonymous visitors a header with the logo and 'Sign in', without the members' navigation", async () => {
    mockApi(anonymous);
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Sortim' })).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Sortim home' })).toHaveAttribute('href', '/home');
    expect(header.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bottom navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    // 'Sign in' comes back to this page once signed in.
    await user.click(header.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/about' });
    // On the sign-in page itself the header keeps the way back and home, without 'Sign in'.
    expect(await screen.findByRole('tab', { name: "I'm Back" })).toBeInTheDocument();
    const onAuth = within(screen.getByRole('banner'));
    expect(onAuth.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(onAuth.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('leaves the landing page to its hero for anonymous visitors: no header there', async () => {
    mockApi(anonymous);
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
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

  it('shows a signed-in user the header and the six main entries', async () => {
    mockApi(signedIn(['user']));
    renderApp('/explore');

    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved');
    expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
    expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Sortim home' })).toHaveAttribute('href', '/home');
    expect(header.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    // The theme lives in the account menu, not among the header's entries.
    expect(header.queryByRole('button', { name: /^Theme:/ })).not.toBeInTheDocument();

    const bottomBar = within(screen.getByRole('navigation', { name: 'Bottom navigation' }));
    expect(bottomBar.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/home',
      '/explore',
      '/saved',
      '/bookings',
      '/messages',
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

  it("gathers a host's entries under a menu named in words, 'Hosting', marking the current page", async () => {
    mockApi(signedIn(['user', 'host']));
    const user = userEvent.setup();
    renderApp('/host-dashboard');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));

    // Named by its visible words, not by an aria-label over an icon.
    const menuButton = nav.getByRole('button', { name: 'Hosting' });
    expect(menuButton).toHaveTextContent('Hosting');
    expect(menuButton).not.toHaveAttribute('aria-label');
    await user.click(menuButton);
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/host-dashboard');
    expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('menuitem', { name: 'Create' })).toHaveAttribute('href', '/create-activity');
    expect(menu.queryByRole('menuitemradio')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(nav.getByRole('button', { name: 'Hosting' })).toHaveFocus();
  });

  it("opens the admin's 'Manage' menu by keyboard", async () => {
    mockApi(signedIn(['user', 'admin']));
    const user = userEvent.setup();
    renderApp('/admin/users');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));

    nav.getByRole('button', { name: 'Manage' }).focus();
    await user.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Create',
      'Admin',
      'Hosts',
    ]);
    expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the theme in the account menu, where a choice applies at once', async () => {
    mockApi(signedIn(['user', 'host']));
    const user = userEvent.setup();
    renderApp('/home');
    const header = within(await screen.findByRole('banner'));
    expect(header.queryByRole('button', { name: /^Theme/ })).not.toBeInTheDocument();

    await user.click(header.getByRole('button', { name: /Account menu$/ }));
    const theme = within(await screen.findByRole('group', { name: 'Theme' }));
    expect(theme.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
    await user.click(theme.getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(theme.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  });

  it("marks 'Admin' on every admin page but the hosts page", async () => {
    mockApi(signedIn(['user', 'admin']));
    renderApp('/admin/users');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Hosts' })).not.toHaveAttribute('aria-current');
  });

  it("marks 'Profile' current on your own profile only, in the header and the bottom bar", async () => {
    mockApi(signedIn(['user']));
    const { router } = renderApp('/profile/host-1');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    const bottomBar = within(screen.getByRole('navigation', { name: 'Bottom navigation' }));
    expect(nav.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(bottomBar.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');

    // Your own public page ('user-1' is the signed-in user) and your profile page are yours.
    await act(() => router.navigate('/profile/user-1'));
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(bottomBar.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate('/profile'));
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(bottomBar.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders the same page for /my-activities and /host/activities', async () => {
    mockApi(signedIn(['user']));
    renderApp('/host/activities');
    expect(await screen.findByRole('heading', { name: 'My Activities' })).toBeInTheDocument();
  });
});

describe('focus on a page change', () => {
  /** The footer's links, for an anonymous visitor who has no header. */
  const footerLink = (name: string) => within(screen.getByRole('contentinfo')).getByRole('link', { name });

  it('leaves focus alone on the first load, its redirect included', async () => {
    mockApi(anonymous);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Get people outside and connect' });
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the new page's heading, which stays out of the Tab order", async () => {
    mockApi(anonymous);
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Sortim' });

    await user.click(footerLink('Contact'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('does the same by keyboard, and on Back', async () => {
    mockApi(anonymous);
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Sortim' });

    footerLink('Privacy Policy').focus();
    await user.keyboard('{Enter}');
    const privacy = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(privacy).toHaveFocus());

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'About Sortim' })).toHaveFocus(),
    );
  });

  it('waits for a heading that comes with the data', async () => {
    const activity = deferred<Response>();
    mockApi(anonymous, (url) => (url === '/api/activities/act-1' ? activity.promise : undefined));
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Sortim' });

    await user.click(footerLink('Contact'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toHaveFocus());
    await act(() => router.navigate('/activity/act-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/act-1'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    activity.resolve(Response.json(createActivityDetail()));
    const title = await screen.findByRole('heading', { level: 1, name: /Sunset Paella on the Rooftop/ });
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('keeps focus where the person put it while the page was loading', async () => {
    const activity = deferred<Response>();
    mockApi(anonymous, (url) => (url === '/api/activities/act-1' ? activity.promise : undefined));
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Sortim' });

    await user.click(footerLink('Contact'));
    await act(() => router.navigate('/activity/act-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/act-1'));
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();

    activity.resolve(Response.json(createActivityDetail()));
    await screen.findByRole('heading', { level: 1, name: /Sunset Paella on the Rooftop/ });
    expect(skipLink).toHaveFocus();
  });

  it('leaves focus alone when only the query changes, or a hash names the target', async () => {
    mockApi(anonymous);
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Sortim' });
    const contact = footerLink('Contact');
    await user.click(contact);
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });

    const about = footerLink('About');
    about.focus();
    await act(() => router.navigate('/contact?subject=hello'));
    expect(about).toHaveFocus();

    await act(() => router.navigate('/terms#changes'));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(about).toHaveFocus();
  });

  it('starts the Tab order with the skip link to the main content, which takes focus', async () => {
    // Following the link (focus, scroll, the ring) is the browser's: the keyboard journeys prove it.
    mockApi(signedIn(['user']));
    const user = userEvent.setup();
    renderApp('/home');
    await screen.findByRole('banner');

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});
