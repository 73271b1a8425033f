import type {
  AdminDeletedUser,
  AdminUserDetail,
  AdminUserRow,
  AdminUserStats,
  AdminUsersPage,
} from '@sortim/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

function row(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 'u-ana',
    displayName: 'Ana García',
    email: 'ana@example.com',
    avatarUrl: null,
    city: 'Barcelona',
    age: 31,
    phone: '+34 600 000 000',
    roles: ['user', 'host'],
    createdAt: '2026-01-15T10:00:00.000Z',
    totalBookings: 5,
    paidBookings: 3,
    activitiesHosted: 2,
    lastBookingAt: '2026-03-01T10:00:00.000Z',
    badge: 'active',
    ...overrides,
  };
}

const ANA = row();
const JORDI = row({
  id: 'u-jordi',
  displayName: 'Jordi Mas',
  email: 'jordi@example.com',
  city: null,
  roles: ['user'],
  totalBookings: 0,
  paidBookings: 0,
  activitiesHosted: 0,
  lastBookingAt: null,
  badge: 'none',
});
/** The signed-in admin's own account (signedIn() is user-1). */
const ME = row({
  id: 'user-1',
  displayName: 'Marta Puig',
  email: 'marta@example.com',
  roles: ['user', 'admin'],
});

const page = (users: AdminUserRow[], overrides: Partial<AdminUsersPage> = {}): AdminUsersPage => ({
  users,
  total: users.length,
  page: 1,
  pageSize: 20,
  ...overrides,
});

const STATS: AdminUserStats = { total: 1234, active30d: 56, verifiedHosts: 7, new30d: 89 };

function detail(): AdminUserDetail {
  return {
    profile: {
      ...ANA,
      bio: 'Tapas walks in the Gothic Quarter.',
      gender: 'female',
      languages: ['Spanish', 'Catalan'],
      interests: ['Food'],
      abGroup: 'variant_b',
    },
    activity: {
      recentBookings: [
        {
          id: 'b-1',
          activityId: 'act-1',
          activityTitle: 'Sunset Paella on the Rooftop',
          status: 'paid',
          spots: 2,
          amountCents: 7000,
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
      reviewsWritten: 4,
      waitlistEntries: 1,
      hostedActivities: [
        { id: 'act-9', title: 'Vermut Walk in Gràcia', startTime: '2026-04-11T16:00:00.000Z' },
      ],
    },
    financial: {
      spentCents: 12_550,
      refundedCents: 3500,
      earnedCents: 98_000,
      payoutsEnabled: true,
      hasPayoutAccount: true,
    },
    security: {
      emailVerified: true,
      lastSignInAt: '2026-03-20T17:30:00.000Z',
      activeSessions: 2,
      signInMethods: ['credential', 'google'],
      audit: [
        {
          id: 'audit-1',
          action: 'roles.set',
          actorId: 'user-1',
          actorName: 'Marta Puig',
          targetType: 'user',
          targetId: 'u-ana',
          before: { roles: ['user'] },
          after: { roles: ['user', 'host'] },
          createdAt: '2026-02-02T09:15:00.000Z',
        },
      ],
    },
  };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

const apiError = (status: number, message: string) =>
  Response.json({ error: { code: 'conflict', message } }, { status });

/**
 * A signed-in admin; each `METHOD /path` (without the query) answers from `routes`: by default a list of
 * Ana, Jordi and the admin, the numbers, two cities and Ana's detail.
 */
function mockAdmin(routes: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'GET /api/admin/users': () => Response.json(page([ANA, JORDI, ME])),
    'GET /api/admin/users/stats': () => Response.json(STATS),
    'GET /api/admin/users/cities': () => Response.json({ cities: ['Barcelona', 'Girona'] }),
    'GET /api/admin/users/u-ana': () => Response.json(detail()),
  };
  const all = { ...defaults, ...routes };
  return mockApi(signedIn(['user', 'admin']), (url, init) =>
    all[`${init?.method ?? 'GET'} ${url.split('?')[0]}`]?.(url, init),
  );
}

type FetchMock = ReturnType<typeof mockApi>;

/** The calls to `METHOD path` (path without the query), oldest first. */
const calls = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET') === method,
  );

/** The query of the latest list request. */
const lastListQuery = (fetchMock: FetchMock) => {
  const url = String(calls(fetchMock, 'GET', '/api/admin/users').at(-1)?.[0] ?? '');
  return new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
};

const bodyOf = (fetchMock: FetchMock, method: string, path: string) =>
  JSON.parse(String(calls(fetchMock, method, path).at(-1)?.[1]?.body));

const card = (name: string) => screen.getByRole('article', { name });

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

async function openPage(path = '/admin/users') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Manage Users' });
  return view;
}

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

  describe('Add User', () => {
    async function openAddUser() {
      await openPage();
      await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
      return screen.findByRole('dialog', { name: 'Add User' });
    }

    it.each([
      ['not-an-email', 'Abcdefg1', '', 'Invalid email address'],
      ['new@example.com', 'Ab1', '', 'Password must be at least 8 characters'],
      ['new@example.com', 'abcdefg1', '', 'Password must contain at least one uppercase letter'],
      ['new@example.com', 'Abcdefgh', '', 'Password must contain at least one number'],
      ['new@example.com', 'short', 'A', 'Password must be at least 8 characters'],
      ['new@example.com', 'Abcdefg1', 'A', 'Name must be at least 2 characters'],
    ])(
      'with %s / %s / name %j shows the first failing rule as the toast: %s',
      async (email, password, name, message) => {
        const fetchMock = mockAdmin();
        const dialog = await openAddUser();
        const user = userEvent.setup();

        await user.type(within(dialog).getByLabelText('Email'), email);
        await user.type(within(dialog).getByLabelText('Password'), password);
        if (name) await user.type(within(dialog).getByLabelText('Name (optional)'), name);
        await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

        expect(await findToast(message)).toBeInTheDocument();
        expect(screen.getAllByText(message, { selector: '[data-title]' })).toHaveLength(1);
        expect(calls(fetchMock, 'POST', '/api/admin/users')).toHaveLength(0);
      },
    );

    it('creates the user, closes, and refreshes the list and the numbers', async () => {
      const fetchMock = mockAdmin({
        'POST /api/admin/users': () => Response.json({ id: 'u-new' }, { status: 201 }),
      });
      const dialog = await openAddUser();
      await screen.findByText('Total Users', { selector: 'dt' });
      const listCalls = calls(fetchMock, 'GET', '/api/admin/users').length;
      const user = userEvent.setup();

      await user.type(within(dialog).getByLabelText('Email'), '  New@Example.com ');
      await user.type(within(dialog).getByLabelText('Password'), 'Barcelona1');
      await user.type(within(dialog).getByLabelText('Name (optional)'), 'Núria Vidal');
      await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

      expect(await toastDescription('User created')).toBe('new@example.com can sign in now.');
      expect(bodyOf(fetchMock, 'POST', '/api/admin/users')).toEqual({
        email: 'new@example.com',
        password: 'Barcelona1',
        displayName: 'Núria Vidal',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(calls(fetchMock, 'GET', '/api/admin/users').length).toBeGreaterThan(listCalls),
      );
      await waitFor(() => expect(calls(fetchMock, 'GET', '/api/admin/users/stats')).toHaveLength(2));
    });

    it("shows the server's refusal under 'Failed to create user' and keeps the form", async () => {
      mockAdmin({
        'POST /api/admin/users': () => apiError(409, 'An account with this email already exists'),
      });
      const dialog = await openAddUser();
      const user = userEvent.setup();

      await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'Barcelona1');
      await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

      expect(await toastDescription('Failed to create user')).toBe(
        'An account with this email already exists',
      );
      expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    });
  });

  describe('Roles', () => {
    async function openRoles(name: string) {
      await openPage();
      await userEvent.click(await screen.findByRole('button', { name: `Roles ${name}` }));
      return screen.findByRole('dialog', { name: `Roles of ${name}` });
    }

    it('sends the whole ticked set, which replaces the roles', async () => {
      const fetchMock = mockAdmin({
        'PUT /api/admin/users/u-ana/roles': () =>
          Response.json({ roles: ['user', 'verified_host', 'admin'] }),
      });
      const dialog = await openRoles('Ana García');
      const user = userEvent.setup();

      const everyone = within(dialog).getByRole('checkbox', { name: 'User' });
      expect(everyone).toBeChecked();
      expect(everyone).toBeDisabled();
      expect(within(dialog).getByRole('checkbox', { name: 'Host' })).toBeChecked();
      const save = within(dialog).getByRole('button', { name: 'Save Roles' });
      expect(save).toBeDisabled();

      await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
      // A verified host is a host with the badge: ticking it unticks Host.
      await user.click(within(dialog).getByRole('checkbox', { name: 'Verified host' }));
      expect(within(dialog).getByRole('checkbox', { name: 'Host' })).not.toBeChecked();
      await user.click(save);

      expect(await toastDescription('Roles updated')).toBe('Ana García: User, Verified host, Admin');
      expect(bodyOf(fetchMock, 'PUT', '/api/admin/users/u-ana/roles')).toEqual({
        roles: ['user', 'verified_host', 'admin'],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("sends an emptied set as just 'user'", async () => {
      const fetchMock = mockAdmin({
        'PUT /api/admin/users/u-ana/roles': () => Response.json({ roles: ['user'] }),
      });
      const dialog = await openRoles('Ana García');

      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Host' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Roles' }));

      await findToast('Roles updated');
      expect(bodyOf(fetchMock, 'PUT', '/api/admin/users/u-ana/roles')).toEqual({ roles: ['user'] });
    });

    it("shows the server's reason under 'Failed to update roles' and stays open", async () => {
      mockAdmin({
        'PUT /api/admin/users/u-ana/roles': () =>
          apiError(409, 'Host must complete Stripe setup before verification'),
      });
      const dialog = await openRoles('Ana García');

      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Verified host' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Roles' }));

      expect(await toastDescription('Failed to update roles')).toBe(
        'Host must complete Stripe setup before verification',
      );
      expect(screen.getByRole('dialog', { name: 'Roles of Ana García' })).toBeInTheDocument();
    });

    it('locks the admin box on your own account', async () => {
      mockAdmin();
      const dialog = await openRoles('Marta Puig');

      const admin = within(dialog).getByRole('checkbox', { name: 'Admin' });
      expect(admin).toBeChecked();
      expect(admin).toBeDisabled();
      expect(admin).toHaveAccessibleDescription('You cannot remove your own admin role.');
    });
  });

  describe('Delete', () => {
    async function openDelete() {
      await openPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Ana García' }));
      return screen.findByRole('dialog', { name: 'Delete Ana García?' });
    }

    it('names the person and the refunds, then deletes on confirmation', async () => {
      const answer = deferred<Response>();
      const fetchMock = mockAdmin({ 'DELETE /api/admin/users/u-ana': () => answer.promise });
      const dialog = await openDelete();

      expect(dialog).toHaveAccessibleDescription('This deletes the account of Ana García (ana@example.com).');
      expect(dialog).toHaveTextContent('Their future paid bookings are refunded.');
      expect(dialog).toHaveTextContent(
        'The activities they host in the future are cancelled, and every paying guest is refunded.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));

      expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      const result: AdminDeletedUser = { refundedBookings: 2, cancelledActivities: 1 };
      answer.resolve(Response.json(result));

      expect(await toastDescription('Ana García was deleted')).toBe(
        '2 bookings refunded, 1 activity cancelled.',
      );
      expect(calls(fetchMock, 'DELETE', '/api/admin/users/u-ana')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(calls(fetchMock, 'GET', '/api/admin/users').length).toBeGreaterThan(1));
    });

    it('says when there was nothing to refund or cancel', async () => {
      mockAdmin({
        'DELETE /api/admin/users/u-ana': () => Response.json({ refundedBookings: 0, cancelledActivities: 0 }),
      });
      const dialog = await openDelete();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
      expect(await toastDescription('Ana García was deleted')).toBe(
        'They had no future bookings to refund and no future activities to cancel.',
      );
    });

    it('asks nothing of the server when cancelled', async () => {
      const fetchMock = mockAdmin();
      const dialog = await openDelete();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls(fetchMock, 'DELETE', '/api/admin/users/u-ana')).toHaveLength(0);
    });

    it("shows the server's reason under 'Failed to delete user'", async () => {
      mockAdmin({
        'DELETE /api/admin/users/u-ana': () => apiError(502, 'The card provider refused a refund'),
      });
      const dialog = await openDelete();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
      expect(await toastDescription('Failed to delete user')).toBe('The card provider refused a refund');
      expect(screen.getByRole('dialog', { name: 'Delete Ana García?' })).toBeInTheDocument();
    });
  });

  describe('View', () => {
    /** The body's fixed height: the tabs never move under the finger (the dialog is centred). */
    const DIALOG_BODY_HEIGHT = 'h-[min(34rem,calc(100dvh-10rem))]';

    async function openView() {
      await openPage();
      await userEvent.click(await screen.findByRole('button', { name: 'View Ana García' }));
      return screen.findByRole('dialog', { name: 'Ana García' });
    }

    it('has the four tabs, Profile first', async () => {
      mockAdmin();
      const dialog = await openView();

      const tabs = await within(dialog).findAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['Profile', 'Activity', 'Financial', 'Security']);
      expect(within(dialog).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

      const profile = within(dialog).getByRole('tabpanel');
      expect(profile).toHaveTextContent('User IDu-ana');
      expect(profile).toHaveTextContent('GenderFemale');
      expect(profile).toHaveTextContent('LanguagesSpanish, Catalan');
      expect(profile).toHaveTextContent('Phone+34 600 000 000');
      expect(profile).toHaveTextContent('A/B groupVariant B (Best Price!)');
      expect(profile).toHaveTextContent('BioTapas walks in the Gothic Quarter.');
    });

    it('shows bookings, reviews, waitlist and hosted activities with their links', async () => {
      mockAdmin();
      const dialog = await openView();

      await userEvent.click(await within(dialog).findByRole('tab', { name: 'Activity' }));
      const panel = within(dialog).getByRole('tabpanel');
      expect(panel).toHaveTextContent('Reviews written4');
      expect(panel).toHaveTextContent('Waitlist entries1');
      expect(within(panel).getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
        'href',
        '/activity/act-1',
      );
      expect(panel).toHaveTextContent(/March 1st(, 2026)? · 2 spots · €70/);
      expect(within(panel).getByRole('link', { name: 'Vermut Walk in Gràcia' })).toHaveAttribute(
        'href',
        '/activity/act-9',
      );
    });

    it('shows the money in euros and the payout status', async () => {
      mockAdmin();
      const dialog = await openView();

      await userEvent.click(await within(dialog).findByRole('tab', { name: 'Financial' }));
      const panel = within(dialog).getByRole('tabpanel');
      expect(panel).toHaveTextContent('Spent€125.50');
      expect(panel).toHaveTextContent('Refunded€35');
      expect(panel).toHaveTextContent('Earned as a host€980');
      expect(panel).toHaveTextContent('PayoutsConnected');
    });

    it('shows sign-in facts and the audit log, before and after in words', async () => {
      mockAdmin();
      const dialog = await openView();

      await userEvent.click(await within(dialog).findByRole('tab', { name: 'Security' }));
      const panel = within(dialog).getByRole('tabpanel');
      expect(panel).toHaveTextContent('Email verifiedYes');
      expect(panel).toHaveTextContent(/Last sign-inFriday, March 20th(, 2026)? · 18:30/);
      expect(panel).toHaveTextContent('Active sessions2');
      expect(panel).toHaveTextContent('Sign-in methodsEmail and password, Google');
      const entry = within(panel).getByRole('listitem');
      expect(entry).toHaveTextContent('Roles changed');
      expect(entry).toHaveTextContent(/Monday, February 2nd(, 2026)? · 10:15/);
      expect(entry).toHaveTextContent('by Marta Puig');
      expect(entry).toHaveTextContent('roles: userchanged toroles: user, host');
    });

    it('keeps one height across its tabs, the open tab scrolling inside it', async () => {
      const answer = deferred<Response>();
      mockAdmin({ 'GET /api/admin/users/u-ana': () => answer.promise });
      const dialog = await openView();
      // While it loads the body already takes the height it keeps.
      expect(within(dialog).getByRole('status').parentElement).toHaveClass(DIALOG_BODY_HEIGHT);
      answer.resolve(Response.json(detail()));

      for (const name of ['Profile', 'Activity', 'Financial', 'Security']) {
        await userEvent.click(await within(dialog).findByRole('tab', { name }));
        const panel = within(dialog).getByRole('tabpanel');
        expect(panel.parentElement).toHaveClass(DIALOG_BODY_HEIGHT);
        expect(panel).toHaveClass('min-h-0', 'overflow-y-auto');
      }
    });

    it('writes the address so that it wraps after the @ and before a dot, not mid-word', async () => {
      mockAdmin();
      const dialog = await openView();
      const email = within(await within(dialog).findByRole('tabpanel')).getByText('ana@example.com');
      expect(email.innerHTML).toBe('ana@<wbr>example<wbr>.com');
    });

    it('offers Retry when the account fails to load', async () => {
      let fails = true;
      mockAdmin({
        'GET /api/admin/users/u-ana': () => (fails ? apiError(500, 'Boom') : Response.json(detail())),
      });
      const dialog = await openView();

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load this account');
      fails = false;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(await within(dialog).findByRole('tab', { name: 'Security' })).toBeInTheDocument();
    });
  });
});
