import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ANA,
  apiError,
  calls,
  card,
  JORDI,
  lastListQuery,
  ME,
  mockAdmin,
  openPage,
  page,
  STATS,
  stat,
} from '#/features/admin/users/pages/admin-users-test-setup.ts';
import { findToast } from '#/test/toasts.ts';

describe('/admin/users', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/admin/users/pages/admin-users-page.tsx'));

  describe('the list', () => {
    it('shows the four numbers and a card per user from the API', async () => {
      mockAdmin({ 'GET /api/admin/users': () => Response.json(page([ANA, JORDI, ME], { total: 45 })) });
      await openPage();

      expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
      await screen.findByText('Total Users', { selector: 'dt' });
      expect(stat('Total Users')).toHaveTextContent('1,234');
      expect(stat('Active (30 days)')).toHaveTextContent('56');
      expect(stat('Verified Hosts')).toHaveTextContent('7');
      expect(stat('New (30 days)')).toHaveTextContent('89');

      const ana = await screen.findByRole('article', { name: 'Ana García' });
      expect(ana).toHaveTextContent('ana@example.com');
      expect(ana).toHaveTextContent('Barcelona');
      expect(within(ana).getByRole('list', { name: 'Roles' })).toHaveTextContent('Host');
      expect(ana).toHaveTextContent('Active');
      // A join date is a day in the past: no weekday ('Joined Thursday, January 15th' wrapped on a card).
      expect(ana).toHaveTextContent(/JoinedJanuary 15th(, 2026)?Bookings/);
      expect(ana).not.toHaveTextContent('Thursday');
      expect(ana).toHaveTextContent('Bookings5 · 3 paid');
      expect(ana).toHaveTextContent('Activities hosted2');
      for (const action of ['View', 'Roles', 'Delete']) {
        expect(within(ana).getByRole('button', { name: `${action} Ana García` })).toBeInTheDocument();
      }

      const jordi = card('Jordi Mas');
      expect(jordi).toHaveTextContent('No Activity');
      expect(jordi).toHaveTextContent('No city');
      expect(within(jordi).getByRole('list', { name: 'Roles' })).toHaveTextContent('User');

      // The admin's own card: marked, and without Delete (the server refuses it too).
      const own = card('Marta Puig');
      expect(own).toHaveTextContent('Marta PuigYou');
      expect(within(own).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

      expect(screen.getByRole('heading', { name: '45 users' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 3');
    });

    it('sends the search and each filter to the server, keeps them in the URL and starts again from page 1', async () => {
      const fetchMock = mockAdmin({
        'GET /api/admin/users': (url) =>
          Response.json(
            page([ANA], { total: 45, page: Number(new URL(url, 'http://x').searchParams.get('page') ?? 1) }),
          ),
      });
      const { router } = await openPage();
      const user = userEvent.setup();
      const location = () => new URLSearchParams(router.state.location.search);
      await screen.findByRole('article', { name: 'Ana García' });

      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(lastListQuery(fetchMock).get('page')).toBe('2'));
      expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'garcía');
      // Debounced, then fetched: allow for a slow machine.
      await waitFor(() => expect(lastListQuery(fetchMock).get('q')).toBe('garcía'), { timeout: 5000 });
      expect(lastListQuery(fetchMock).get('page')).toBeNull();
      expect(location().get('q')).toBe('garcía');

      await user.selectOptions(screen.getByLabelText('Role'), 'Host');
      await waitFor(() => expect(lastListQuery(fetchMock).get('role')).toBe('host'));

      await user.selectOptions(
        screen.getByLabelText('City'),
        await screen.findByRole('option', { name: 'Girona' }),
      );
      await waitFor(() => expect(lastListQuery(fetchMock).get('city')).toBe('Girona'));

      await user.selectOptions(screen.getByLabelText('Status'), 'Inactive (90d+)');
      await waitFor(() => expect(lastListQuery(fetchMock).get('status')).toBe('inactive'));

      expect(Object.fromEntries(lastListQuery(fetchMock))).toEqual({
        q: 'garcía',
        role: 'host',
        city: 'Girona',
        status: 'inactive',
      });
      expect(Object.fromEntries(location())).toEqual({
        q: 'garcía',
        role: 'host',
        city: 'Girona',
        status: 'inactive',
      });
    });

    it('restores the view from the URL after a reload', async () => {
      const fetchMock = mockAdmin();
      await openPage('/admin/users?q=ana&role=admin&city=Sitges&status=verified_hosts&page=2');

      await waitFor(() =>
        expect(Object.fromEntries(lastListQuery(fetchMock))).toEqual({
          q: 'ana',
          role: 'admin',
          city: 'Sitges',
          status: 'verified_hosts',
          page: '2',
        }),
      );
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ana');
      expect(screen.getByLabelText('Role')).toHaveValue('admin');
      // A city that is not (yet) in the list of cities stays selected.
      expect(screen.getByLabelText('City')).toHaveValue('Sitges');
      expect(screen.getByLabelText('Status')).toHaveValue('verified_hosts');
    });

    it('keeps the list when the numbers fail, with a quiet Retry for them', async () => {
      let statsFail = true;
      const fetchMock = mockAdmin({
        'GET /api/admin/users/stats': () =>
          statsFail ? apiError(500, 'Database timeout') : Response.json(STATS),
      });
      await openPage();

      expect(await screen.findByRole('article', { name: 'Ana García' })).toBeInTheDocument();
      expect(
        await screen.findByText('The user numbers are unavailable right now; the list below is up to date.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Total Users')).not.toBeInTheDocument();

      statsFail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Total Users', { selector: 'dt' })).toBeInTheDocument();
      expect(calls(fetchMock, 'GET', '/api/admin/users/stats')).toHaveLength(2);
    });

    it('offers Retry when the list fails', async () => {
      let listFails = true;
      mockAdmin({
        'GET /api/admin/users': () => (listFails ? apiError(500, 'Boom') : Response.json(page([ANA]))),
      });
      await openPage();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load users');
      listFails = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('article', { name: 'Ana García' })).toBeInTheDocument();
    });

    it('says when nothing matches, and clears the filters', async () => {
      const fetchMock = mockAdmin({
        'GET /api/admin/users': (url) => Response.json(page(url.includes('q=') ? [] : [ANA])),
      });
      const { router } = await openPage('/admin/users?q=nobody&status=active');

      expect(await screen.findByRole('heading', { name: 'No users match' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(await screen.findByRole('article', { name: 'Ana García' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      expect(lastListQuery(fetchMock).toString()).toBe('');
    });
  });

  describe('Export CSV', () => {
    it("says 'No users to export' without asking the server when the list is empty", async () => {
      const fetchMock = mockAdmin({ 'GET /api/admin/users': () => Response.json(page([])) });
      await openPage('/admin/users?city=Girona');
      await screen.findByRole('heading', { name: 'No users match' });

      await userEvent.click(screen.getByRole('link', { name: 'Export CSV' }));
      expect(await findToast('No users to export')).toBeInTheDocument();
      expect(calls(fetchMock, 'GET', '/api/admin/users/export')).toHaveLength(0);
    });

    it('downloads what the list shows: the same search and filters, every page', async () => {
      mockAdmin({ 'GET /api/admin/users': () => Response.json(page([ANA], { total: 45 })) });
      await openPage('/admin/users?q=ana&role=host&page=2');
      await screen.findByRole('article', { name: 'Ana García' });

      const link = screen.getByRole('link', { name: 'Export CSV' });
      expect(link).toHaveAttribute('href', '/api/admin/users/export?q=ana&role=host');
      expect(link).toHaveAttribute('download');
    });
  });
});
