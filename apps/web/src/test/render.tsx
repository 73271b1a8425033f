import type { Me } from '@sortim/contracts/me';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { StrictMode, useLayoutEffect } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { AppProviders } from '#/app/providers.tsx';
import { AppRoutes } from '#/app/router.tsx';
import { BlockingRouter } from '#/lib/navigation-blocker.tsx';
import { ONE_CITY } from '#/test/city-factories.ts';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A component inside the app's providers, without the router. */
export function renderWithProviders(ui: React.ReactElement) {
  return render(<AppProviders queryClient={testQueryClient()}>{ui}</AppProviders>);
}

/** What a test sees of the router: the location the app shows, and navigation as a link or Back does it. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

/** The whole app's routes at a path, as main.tsx renders them but on a memory history. */
export function appAt(path: string) {
  const router = {} as TestRouter;
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const element = (
    <BlockingRouter history={history}>
      <AppRoutes />
      <RouterProbe router={router} />
    </BlockingRouter>
  );
  return { element, router };
}

/** Keeps `router` up to date with what the app has rendered (a page still loading has not moved it yet). */
function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state = { location, historyAction };
    router.navigate = navigate;
  });
  return null;
}

/** The whole app (frame and routes) at a path; `strict` mounts it in StrictMode, as main.tsx does. */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const { element, router } = appAt(path);
  const queryClient = testQueryClient();
  const app = <AppProviders queryClient={queryClient}>{element}</AppProviders>;
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}

/** A promise the test settles when it chooses: a request that is still on its way. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const signedIn = (roles: Me['roles'] = ['user']): Me => ({
  user: { id: 'user-1', email: 'marta@example.com', name: 'Marta' },
  profile: null,
  roles,
});

export const anonymous: Me = { user: null, profile: null, roles: [] };

/** The path and query of a request, whether the caller used a relative path (our api client) or a full URL (better-auth). */
export function requestPath(input: RequestInfo | URL): string {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, window.location.origin);
  return `${url.pathname}${url.search}`;
}

/**
 * Answers `/api/me` with the given session (a function is asked on every call, so a test can change who
 * is signed in), analytics events with ok, and anything else with a 404 in the error contract. `extra` sees the path and query.
 */
export function mockApi(
  me: Me | (() => Me),
  extra?: (url: string, init?: RequestInit) => Response | undefined | Promise<Response | undefined>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestPath(input);
    if (url === '/api/me') return Response.json(typeof me === 'function' ? me() : me);
    const answer = await extra?.(url, init);
    if (answer) return answer;
    // Pages record a page view on load; the fake API accepts it, as the real one does.
    if (url === '/api/analytics/events') return Response.json({ ok: true });
    // Sortim's one city, as the demo has it: no switcher (a test of several cities answers its own list).
    if (url === '/api/cities') return Response.json(ONE_CITY);
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
