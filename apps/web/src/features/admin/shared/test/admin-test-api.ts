import type { Me } from '@sortim/contracts/me';
import { mockApi, signedIn } from '#/test/render.tsx';

/** A route's answer in an admin page test; it sees the request (method, body). */
export type AdminHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A signed-in admin (unless `me` says otherwise); each `METHOD /path?query` answers from `routes`, anything
 * else 404s as mockApi does.
 */
export function mockAdminApi(routes: Record<string, AdminHandler>, me: Me = signedIn(['user', 'admin'])) {
  return mockApi(me, (url, init) => routes[`${init?.method ?? 'GET'} ${url}`]?.(init));
}

/** The calls made to `METHOD /path` (the path with its query, as requested). */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

/** The JSON body a call sent. */
export const bodyOf = (call: [RequestInfo | URL, RequestInit?]) => JSON.parse(String(call[1]?.body));

/** The server's error contract with a status. */
export const apiError = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });
