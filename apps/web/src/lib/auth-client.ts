import { createAuthClient } from 'better-auth/react';
import { ApiRequestError } from '#/lib/api-client.ts';

/**
 * The one better-auth client. It is used for account actions only (sign-up, sign-in, sign-out, password
 * reset, Google and Apple); who is signed in is read from `/api/me` (lib/session.ts), so its own session
 * store is never subscribed to. Requests go through the global `fetch` at call time, which keeps the
 * cookie session and lets tests stub the network boundary.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  fetchOptions: {
    customFetchImpl: (input: string | URL | Request, init?: RequestInit) => fetch(input, init),
  },
});

/** What better-auth's client hands back when a call fails (its own errors, or our 429 body). */
interface AuthClientError {
  status: number;
  statusText?: string;
  message?: string;
  code?: string;
  error?: { message?: string; code?: string };
}

type AuthClientResult<Data> = { data: Data; error: null } | { data: null; error: AuthClientError };

/**
 * The data of a better-auth call, or an ApiRequestError carrying the server's status, code and message,
 * so auth failures read like every other API failure (`errorMessage`, 429 handling).
 */
export async function unwrapAuth<Data>(call: Promise<AuthClientResult<Data>>): Promise<Data> {
  const { data, error } = await call;
  if (!error) return data;
  const message = error.message ?? error.error?.message;
  throw new ApiRequestError({
    status: error.status,
    code: error.code ?? error.error?.code ?? 'internal',
    message: message ?? `Request failed with status ${error.status}`,
    fromServer: Boolean(message),
  });
}
