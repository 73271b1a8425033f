import type { Me } from '@sortim/contracts/me';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
// The DOM RouterProvider, as in main.tsx: it honours `flushSync` navigations.
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '#/app/providers.tsx';
import { routes } from '#/app/router.tsx';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A component inside the app's providers, without the router. */
export function renderWithProviders(ui: React.ReactElement) {
  return render(<AppProviders queryClient={testQueryClient()}>{ui}</AppProviders>);
}

/** The whole app (frame and routes) at a path; `strict` mounts it in StrictMode, as main.tsx does. */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = testQueryClient();
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
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
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
