import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';

/*
 * Who may call what: one row per route the app serves. A route added without a row fails here, so every
 * endpoint's access is a decision someone wrote down, and the guards behind each row are checked:
 * - public: anyone; the route answers an anonymous caller without 401/403.
 * - user / host / admin: anonymous callers get 401; a plain user gets 403 on host and admin routes; a
 *   host gets 403 on admin routes; an admin gets through every admin route.
 * - secret: the address or the body carries the credential (a signed webhook, a private feed token, a
 *   test-provider page id); a made-up one is refused or unknown.
 * - dev: development tools, not mounted in production (their loopback rule is config's to test).
 */

type Access = 'public' | 'user' | 'host' | 'admin' | 'secret' | 'dev';

const MATRIX: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/me': 'public',
  'GET /api/auth-providers': 'public',
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-up/email': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/contact': 'public',
  'POST /api/analytics/events': 'public',
  'GET /api/activities': 'public',
  'GET /api/activities/featured': 'public',
  'GET /api/activities/:id': 'public',
  'GET /api/activities/:id/reviews': 'public',
  'GET /api/activities/:id/booking-state': 'public',
  'GET /api/hosts/:id': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /uploads/*': 'public',

  'GET /api/me/stats': 'user',
  'PATCH /api/me/profile': 'user',
  'POST /api/me/avatar': 'user',
  'GET /api/admin/bootstrap': 'user',
  'POST /api/admin/bootstrap': 'user',
  'GET /api/activities/:id/attendees': 'user',
  'POST /api/activities/:id/reviews': 'user',
  'POST /api/activities/:id/waitlist': 'user',
  'DELETE /api/activities/:id/waitlist': 'user',
  'POST /api/checkout': 'user',
  'POST /api/checkout/cancel': 'user',
  'POST /api/payments/verify': 'user',
  'GET /api/bookings': 'user',
  'POST /api/bookings/:id/refund': 'user',
  'POST /api/host/become': 'user',
  'POST /api/host/role/verify': 'user',
  'POST /api/host/seed-activities': 'user',

  'GET /api/host/activities': 'host',
  'POST /api/host/activities': 'host',
  'GET /api/host/activities/:id': 'host',
  'PUT /api/host/activities/:id': 'host',
  'DELETE /api/host/activities/:id': 'host',
  'POST /api/host/activities/:id/duplicate': 'host',
  'POST /api/host/images': 'host',
  'GET /api/host/dashboard': 'host',
  'GET /api/host/payouts': 'host',
  'POST /api/host/payouts/onboarding': 'host',
  'POST /api/host/payouts/check': 'host',
  'POST /api/admin/verify-role': 'user',

  'GET /api/host/calendar': 'host',
  'PUT /api/host/calendar': 'host',
  'DELETE /api/host/calendar': 'host',
  'POST /api/host/calendar/sync': 'host',
  'POST /api/host/calendar/feed': 'host',

  'GET /api/admin/stats': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/stats': 'admin',
  'GET /api/admin/users/cities': 'admin',
  'GET /api/admin/users/export': 'admin',
  'POST /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'PUT /api/admin/users/:id/roles': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'GET /api/admin/applications': 'admin',
  'POST /api/admin/applications/:id/approve': 'admin',
  'POST /api/admin/applications/:id/reject': 'admin',
  'GET /api/admin/activities': 'admin',
  'PUT /api/admin/activities/:id/featured': 'admin',
  'DELETE /api/admin/activities/:id': 'admin',
  'GET /api/admin/hosts': 'admin',
  'PUT /api/admin/hosts/:id/verification': 'admin',
  'POST /api/admin/fix-host-roles': 'admin',
  'GET /api/admin/analytics/overview': 'admin',
  'GET /api/admin/analytics/trends': 'admin',
  'GET /api/admin/analytics/ab-test': 'admin',

  'POST /api/payments/webhooks/:provider': 'secret',
  'GET /api/calendar/feeds/:file': 'secret',
  'GET /pay/:id': 'secret',
  'POST /pay/:id': 'secret',
  'GET /pay/connect/:id': 'secret',
  'POST /pay/connect/:id': 'secret',

  'GET /dev/mail': 'dev',
  'GET /dev/mail/messages': 'dev',
  'GET /dev/mail/messages/:id/html': 'dev',
  'GET /dev/activities': 'dev',
};

const ctx = useTestApp();
let plainUser: TestAccount;
let host: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  plainUser = await signUp(ctx.app);
  host = await signUp(ctx.app, { roles: ['host'] });
  admin = await signUp(ctx.app, { roles: ['admin'] });
});

/** A request for the route with made-up ids, as someone without the right would send it. */
function call(route: string, cookie?: string) {
  const [method, pattern] = route.split(' ') as [string, string];
  const url = pattern.replace(/:[a-z]+/gi, randomUUID()).replace('*', 'anything');
  return ctx.app.inject({
    method: method as 'GET',
    url,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    headers: cookie ? { cookie } : {},
  });
}

const routesOf = (access: Access) =>
  Object.entries(MATRIX)
    .filter(([, level]) => level === access)
    .map(([route]) => route);

describe('the authorization matrix', () => {
  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const served = [...new Set(ctx.app.routeCatalog)].sort();
    expect(served.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !served.includes(route))).toEqual([]);
  });

  it.each(routesOf('public'))('%s answers anonymous callers', async (route) => {
    expect([401, 403]).not.toContain((await call(route)).statusCode);
  });

  it.each([...routesOf('user'), ...routesOf('host'), ...routesOf('admin')])(
    '%s refuses anonymous callers',
    async (route) => {
      expect((await call(route)).statusCode).toBe(401);
    },
  );

  it.each(routesOf('host'))('%s refuses a signed-in user who is not a host', async (route) => {
    const res = await call(route, plainUser.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Access denied. Host privileges required.');
  });

  it.each(routesOf('admin'))('%s refuses a plain user and a host', async (route) => {
    for (const who of [plainUser, host]) {
      const res = await call(route, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Access denied. Admin privileges required.');
    }
  });

  it.each(routesOf('admin'))('%s lets an admin through', async (route) => {
    expect([401, 403]).not.toContain((await call(route, admin.cookie)).statusCode);
  });

  it.each(routesOf('secret'))('%s refuses a made-up credential', async (route) => {
    expect([400, 401, 403, 404]).toContain((await call(route)).statusCode);
  });
});
