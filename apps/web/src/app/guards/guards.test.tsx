import type { HostRoleStatus } from '@sortim/contracts/hosting';
import type { Me } from '@sortim/contracts/me';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionKeys } from '#/lib/query-keys.ts';
import { anonymous, deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

describe('RequireAuth', () => {
  it.each([
    '/explore',
    '/bookings',
    '/profile',
    '/become-host',
    '/seed',
    '/my-activities',
    '/host/activities',
  ])('sends an anonymous visitor from %s to /auth, remembering the page', async (path) => {
    mockApi(anonymous);
    const { router } = renderApp(path);

    await screen.findByRole('heading', { name: 'Welcome to Sortim' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: path });
  });

  it("shows 'Failed to load profile' when the session cannot be read, and Retry loads it", async () => {
    const reload = deferred<Response>();
    let calls = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) !== '/api/me') return new Response(null, { status: 404 });
      calls += 1;
      // The first load and its one retry fail; Retry's load is held, then answers.
      return calls <= 2 ? new Response('Bad gateway', { status: 502 }) : reload.promise;
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/profile');

    expect(
      await screen.findByRole('heading', { name: 'Failed to load profile' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    reload.resolve(Response.json(signedIn(['user'])));
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
  });

  describe('after 10 seconds without an answer', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("says 'Loading taking too long' and offers Retry", async () => {
      const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
      vi.stubGlobal('fetch', fetchMock);
      renderApp('/bookings');
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));
      expect(screen.getByText('Initializing...')).toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(10_000));

      expect(await toastDescription('Loading taking too long')).toBe(
        'Please refresh the page or try signing out and back in.',
      );
      expect(screen.getByRole('heading', { name: 'Failed to load profile' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });
});

describe('RequireHost', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/activity-editor/pages/create-activity-page.tsx'));

  const notHost: HostRoleStatus = { hasHostRole: false, restored: false, roles: ['user'] };
  const restored: HostRoleStatus = { hasHostRole: true, restored: true, roles: ['user', 'host'] };
  const verifyCalls = (fetchMock: ReturnType<typeof mockApi>) =>
    fetchMock.mock.calls.filter(([url]) => url === '/api/host/role/verify');

  it.each(['/host-dashboard', '/create-activity', '/edit-activity/a1'])(
    "sends a guest from %s to /become-host with 'Access denied. Host privileges required.'",
    async (path) => {
      const fetchMock = mockApi(signedIn(['user']), (url) =>
        url === '/api/host/role/verify' ? Response.json(notHost) : undefined,
      );
      const { router } = renderApp(path);

      expect(await findToast('Access denied. Host privileges required.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/become-host'));
      // Once by the guard, once by /become-host's own arrival check.
      await waitFor(() => expect(verifyCalls(fetchMock)).toHaveLength(2));
    },
  );

  it.each([
    ['a host', ['user', 'host']],
    ['a verified host', ['user', 'verified_host']],
    ['an admin', ['user', 'admin']],
  ] as const)('lets %s in', async (_, roles) => {
    const fetchMock = mockApi(signedIn([...roles]));
    const { router } = renderApp('/create-activity');

    expect(await screen.findByRole('heading', { name: 'Create Activity' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-activity');
    expect(verifyCalls(fetchMock)).toHaveLength(0);
  });

  it('sends an anonymous visitor to /auth first', async () => {
    mockApi(anonymous);
    const { router } = renderApp('/host-dashboard');

    await screen.findByRole('heading', { name: 'Welcome to Sortim' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.queryByText('Access denied. Host privileges required.')).not.toBeInTheDocument();
  });

  it("gives an approved host's lost role back and shows the page, with 'Loading...' meanwhile", async () => {
    let session: Me = signedIn(['user']);
    const verify = deferred<Response>();
    const fetchMock = mockApi(
      () => session,
      (url) => (url === '/api/host/role/verify' ? verify.promise : undefined),
    );
    const { router } = renderApp('/create-activity', { strict: true });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    session = signedIn(['user', 'host']);
    verify.resolve(Response.json(restored));

    expect(await screen.findByRole('heading', { name: 'Create Activity' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-activity');
    expect(verifyCalls(fetchMock)).toHaveLength(1);
    expect(screen.queryByText('Access denied. Host privileges required.')).not.toBeInTheDocument();
  });

  it('retries a failed role check once after 2 seconds', async () => {
    let session: Me = signedIn(['user']);
    let attempts = 0;
    const fetchMock = mockApi(
      () => session,
      (url) => {
        if (url !== '/api/host/role/verify') return undefined;
        attempts += 1;
        if (attempts === 1) return new Response('Bad gateway', { status: 502 });
        session = signedIn(['user', 'host']);
        return Response.json(restored);
      },
    );
    renderApp('/host-dashboard');

    await waitFor(() => expect(verifyCalls(fetchMock)).toHaveLength(1));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const failedAt = Date.now();

    await waitFor(() => expect(verifyCalls(fetchMock)).toHaveLength(2));
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(1900);
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByText('Access denied. Host privileges required.')).not.toBeInTheDocument();
  });

  it('denies access when the retry fails too', async () => {
    const fetchMock = mockApi(signedIn(['user']), (url) =>
      url === '/api/host/role/verify' ? new Response('Bad gateway', { status: 502 }) : undefined,
    );
    const { router } = renderApp('/edit-activity/a1');

    expect(await findToast('Access denied. Host privileges required.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/become-host'));
    // The guard's two attempts, then /become-host's arrival check.
    await waitFor(() => expect(verifyCalls(fetchMock)).toHaveLength(3));
  });

  it('retries when the session cannot be reloaded after the role came back', async () => {
    let session: Me = signedIn(['user']);
    let meCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url === '/api/me') {
          meCalls += 1;
          // The first load answers; the reloads after the role check fail (with the session's own retry) once.
          return meCalls === 2 || meCalls === 3
            ? new Response('Bad gateway', { status: 502 })
            : Response.json(session);
        }
        if (url === '/api/host/role/verify') {
          session = signedIn(['user', 'host']);
          return Response.json(restored);
        }
        return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
      }),
    );
    const { router } = renderApp('/host-dashboard');

    await waitFor(() => expect(meCalls).toBeGreaterThanOrEqual(4), { timeout: 8000 });
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/host-dashboard');
    expect(screen.queryByText('Access denied. Host privileges required.')).not.toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it.each([
    '/admin',
    '/admin/users',
    '/admin/applications',
    '/admin/activities',
    '/admin/analytics',
    '/admin/fix-host-roles',
    '/admin/hosts',
  ])("sends a host from %s to /home with 'Access denied. Admin privileges required.'", async (path) => {
    mockApi(signedIn(['user', 'host']));
    const { router } = renderApp(path);

    expect(await findToast('Access denied. Admin privileges required.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('lets an admin in', async () => {
    mockApi(signedIn(['user', 'admin']));
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
  });

  it("shows 'Loading...' while the roles reload, then lets a new admin in", async () => {
    let session: Me = signedIn(['user']);
    const reload = deferred<Response>();
    mockApi(() => session);
    const { router, queryClient } = renderApp('/home');
    await screen.findByRole('banner');

    // Roles just changed on the server ('Make Me Admin'): /api/me is reloading when the admin page opens.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reload.promise),
    );
    await act(async () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
      await router.navigate('/admin');
    });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    session = signedIn(['user', 'admin']);
    reload.resolve(Response.json(session));

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Access denied. Admin privileges required.')).not.toBeInTheDocument();
  });

  describe('when the roles cannot be reloaded', () => {
    /**
     * /home as `roles`; then /api/me fails while `failing()` says so, and the admin page is opened. Each
     * call is counted with the page on screen when it was made.
     */
    async function openAdminWhileRolesFail(failing: () => boolean, roles: () => Me) {
      const mePages: string[] = [];
      const fetchMock = mockApi(() => roles());
      const { router, queryClient } = renderApp('/home');
      await screen.findByRole('banner');
      const answerOthers = fetchMock.getMockImplementation();
      fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) !== '/api/me') return answerOthers?.(input, init) ?? Response.error();
        mePages.push(router.state.location.pathname);
        return failing() ? new Response('Bad gateway', { status: 502 }) : Response.json(roles());
      });
      await act(async () => {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
        await router.navigate('/admin');
      });
      return { router, meCalls: () => mePages.length, mePages: () => mePages };
    }

    it("asks once more after 2 seconds, with 'Loading...' meanwhile, and lets a new admin in", async () => {
      let failing = true;
      let session: Me = signedIn(['user']);
      const { router, meCalls } = await openAdminWhileRolesFail(
        () => failing,
        () => session,
      );

      // The reload and the session's own retry fail; the guard keeps waiting instead of refusing.
      await waitFor(() => expect(meCalls()).toBe(2));
      const failedAt = Date.now();
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      failing = false;
      session = signedIn(['user', 'admin']);

      expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
      expect(Date.now() - failedAt).toBeGreaterThanOrEqual(1900);
      expect(meCalls()).toBe(3);
      expect(router.state.location.pathname).toBe('/admin');
      expect(screen.queryByText('Access denied. Admin privileges required.')).not.toBeInTheDocument();
    });

    it('denies access when the one retry fails too', async () => {
      const { router, meCalls, mePages } = await openAdminWhileRolesFail(
        () => true,
        () => signedIn(['user']),
      );

      await waitFor(() => expect(meCalls()).toBe(2));
      expect(screen.getByText('Loading...')).toBeInTheDocument();

      expect(await findToast('Access denied. Admin privileges required.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      // The reload (asked as the admin page opened), its retry and the one retry 2 s later; whatever the
      // home page then reads of the stale session is not a role check.
      expect(mePages().slice(0, 3)).toEqual(['/home', '/admin', '/admin']);
      expect(mePages().slice(3)).not.toContain('/admin');
    });
  });
});
