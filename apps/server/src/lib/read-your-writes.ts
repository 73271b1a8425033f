import { parseCookie, stringifySetCookie } from 'cookie';

/*
 * Read-your-writes with a read replica (decision 192). A browser that wrote (any POST, PUT, PATCH or DELETE
 * answered below 400) is given a cookie saying until when it reads from the primary; the reads that may be
 * stale go to the replica only for requests without one. The cookie travels with the browser, so it holds
 * whichever web process answers next, with no state shared between them. It grants nothing a visitor could
 * not have by writing, so it is not signed; a time further ahead than the window is not believed.
 */

export const WROTE_COOKIE = 'sortim_wrote';

/** How long after a write its writer reads from the primary: far more than a healthy replica's lag. */
export const READ_YOUR_WRITES_MS = 10_000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request, answered with `statusCode`, may have changed something. */
export function isWrite(method: string, statusCode: number): boolean {
  return WRITE_METHODS.has(method) && statusCode < 400;
}

/** The Set-Cookie of a write answered at `now`. */
export function wroteCookie(now: number, secure: boolean): string {
  return stringifySetCookie({
    name: WROTE_COOKIE,
    value: String(now + READ_YOUR_WRITES_MS),
    path: '/',
    maxAge: Math.ceil(READ_YOUR_WRITES_MS / 1000),
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/** Whether a request carrying `cookieHeader` comes from a browser that wrote within the window. */
export function wroteRecently(cookieHeader: string | undefined, now: number): boolean {
  if (!cookieHeader) return false;
  const until = Number(parseCookie(cookieHeader)[WROTE_COOKIE]);
  return Number.isFinite(until) && until > now && until <= now + READ_YOUR_WRITES_MS;
}
