import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { PRODUCTION_ENV, useTestApp } from '#src/test/app.ts';
import { buildWorld, CALLERS, signUpCallers, type World } from '#src/test/authorization-fixtures.ts';
import { CALENDAR_FILE, matrixRequests } from '#src/test/authorization-requests.ts';
import { useCalendarStandIn } from '#src/test/calendar-stand-in.ts';
import {
  HOW_TO_UPDATE,
  renderRouteTable,
  writeRouteTable,
  writtenRouteTable,
} from '#src/test/route-table.ts';

/*
 * Who may call what: every route the app serves, called by six people, with the status each one gets.
 * A route added without a row, or a row for a route that is gone, fails the first test: every endpoint's
 * access is a decision written down here.
 *
 * The callers: nobody signed in; `user`, the guest who owns the guest-side rows (a paid booking, a
 * waitlist place, an activity attended); `other`, another plain user with nothing of their own; `host`,
 * who owns the host-side rows (published and draft activities, a calendar); `o.host`, another host with
 * nothing of theirs; `admin`. Ids in the URLs are those real rows, so ownership is what a cell shows.
 * Bodies pass validation, so a cell is the authorization outcome, not a 400.
 *
 * Every request comes from 203.0.113.9, a machine elsewhere on the network, as an attacker's would:
 * operator tools (/dev/*, /metrics) answer 404 to all of them, and the second table lists what they
 * answer to someone on this machine. A cell `200|409` accepts either.
 *
 * A row `METHOD /url · variant` is the same route with other rows behind the ids (a draft, say). How each
 * row is called is in src/test/authorization-requests.ts; the route table of docs/architecture.md is
 * rendered from these tables (src/test/route-table.ts).
 */

// biome-ignore format: the matrix reads as a table, one line per route
const MATRIX: Record<string, string> = {
  //                                                         anon   user   other  host   o.host admin
  // ---- public: the same for everyone, or the caller's own view
  'GET /api/health':                                        '200    200    200    200    200    200',
  'GET /api/ready':                                         '200    200    200    200    200    200',
  'GET /api/me':                                            '200    200    200    200    200    200',
  'GET /api/auth-providers':                                '200    200    200    200    200    200',
  'GET /api/auth/*':                                        '401    200    200    200    200    200', // list-sessions
  'POST /api/auth/*':                                       '401    200    200    200    200    200', // update-user
  'POST /api/auth/sign-in/email':                           '200    200    200    200    200    200',
  'POST /api/auth/sign-up/email':                           '200    200    200    200    200    200',
  'POST /api/auth/request-password-reset':                  '200    200    200    200    200    200',
  'POST /api/auth/reset-password':                          '400    400    400    400    400    400', // made-up token
  'POST /api/contact':                                      '202    202    202    202    202    202',
  'POST /api/analytics/events':                             '202    202    202    202    202    202',
  'GET /api/activities':                                    '200    200    200    200    200    200',
  'GET /api/activities/featured':                           '200    200    200    200    200    200',
  'GET /api/activities/pins':                               '200    200    200    200    200    200',
  'GET /api/activities/pins/:z/:x/:y':                      '200    200    200    200    200    200',
  'GET /api/map/settings':                                  '200    200    200    200    200    200',
  'GET /api/cities':                                       '200    200    200    200    200    200',
  'GET /api/activities/:id':                                '200    200    200    200    200    200',
  'GET /api/activities/:id · draft':                        '404    404    404    200    404    200',
  'GET /api/activities/:id/reviews':                        '200    200    200    200    200    200',
  'GET /api/activities/:id/reviews · draft':                '404    404    404    200    404    200',
  'GET /api/activities/:id/preview.png':                    '200    200    200    200    200    200',
  'GET /api/activities/:id/preview.png · draft':            '404    404    404    404    404    404', // the same for everyone: a link's picture
  'GET /api/activities/:id/similar':                        '200    200    200    200    200    200',
  'GET /api/activities/:id/similar · draft':                '404    404    404    404    404    404', // the same for everyone, host included
  'GET /api/activities/:id/booking-state':                  '200    200    200    200    200    200',
  'GET /api/activities/:id/questions':                      '200    200    200    200    200    200',
  'GET /api/activities/:id/questions · draft':              '404    404    404    404    404    404', // the booking step's; the host reads the editor's
  'POST /api/activities/:id/code':                          '200    200    200    200    200    200', // a platform code
  'POST /api/activities/:id/code · draft':                  '404    404    404    200    404    200',
  'GET /api/hosts/:id':                                     '200    200    200    200    200    200',
  'GET /api/hosts/:id/reply-time':                          '200    200    200    200    200    200',
  'GET /api/hosts/:id · not verified':                      '404    404    404    404    404    404', // o.host: the page is for verified hosts
  'GET /robots.txt':                                        '200    200    200    200    200    200',
  'GET /sitemap.xml':                                       '200    200    200    200    200    200',
  'GET /uploads/*':                                         '200    200    200    200    200    200',

  // ---- signed in: each caller acts on their own account and rows
  'GET /api/me/stats':                                      '401    200    200    200    200    200',
  'GET /api/me/data':                                       '401    200    200    200    200    200', // one's own data only
  'PATCH /api/me/profile':                                  '401    200    200    200    200    200',
  'PUT /api/me/locale':                                     '401    200    200    200    200    200',
  'PUT /api/me/reminders':                                  '401    200    200    200    200    200',
  'PUT /api/me/saved-alerts':                               '401    200    200    200    200    200',
  'PUT /api/me/saved/:activityId':                          '401    200    200    200    200    200',
  'PUT /api/me/saved/:activityId · draft':                  '401    404    404    404    404    404', // only what guests see, host included
  'DELETE /api/me/saved/:activityId':                       '401    200    200    200    200    200', // one's own save only
  'GET /api/me/saved/ids':                                  '401    200    200    200    200    200',
  'GET /api/me/saved':                                      '401    200    200    200    200    200',
  'POST /api/me/avatar':                                    '401    200    200    200    200    200',
  'GET /api/admin/bootstrap':                               '401    200    200    200    200    200',
  'POST /api/admin/bootstrap':                              '401    409    409    409    409    409', // an admin exists
  'POST /api/admin/verify-role':                            '401    200    200    200    200    200',
  'GET /api/activities/:id/attendees':                      '401    200    200    200    200    200',
  'GET /api/activities/:id/attendees · draft':              '401    404    404    200    404    200',
  'POST /api/activities/:id/reviews':                       '401    201    403    403    403    403', // user attended
  'POST /api/activities/:id/waitlist':                      '401    200    200    409    200    200', // sold out; the host's own
  'POST /api/activities/:id/waitlist · draft':              '401    404    404    404    404    404',
  'DELETE /api/activities/:id/waitlist':                    '401    200    200    200    200    200', // leaves one's own place only
  'POST /api/checkout':                                     '401    201    201    409    201    201', // the host's own: 409
  'POST /api/checkout · draft':                             '401    409    409    409    409    409',
  'POST /api/checkout/cancel':                              '401    204    204    204    204    204',
  'POST /api/payments/verify':                              '401    200    200    200    200    200', // others: success false
  'GET /api/bookings':                                      '401    200    200    200    200    200',
  'POST /api/bookings/:id/refund':                          '401    200    404    404    404    404', // user's booking
  'GET /api/bookings/:id/calendar':                         '401    200    404    404    404    404', // user's booking
  'GET /api/bookings/:id/answers':                          '401    200    404    404    404    404', // user's booking; admins never
  'PUT /api/bookings/:id/answers':                          '401    200    404    404    404    404',
  'POST /api/activities/:id/private-requests':            '401    201    201    409    201    201', // the host's own: 409
  'GET /api/private-requests':                              '401    200    200    200    200    200', // one's own requests
  'GET /api/private-requests/:id':                          '401    200    404    200    404    200', // user's request, host's activity
  'POST /api/private-requests/:id/checkout':                '401    201    404    404    404    404', // its guest pays
  'GET /api/conversations':                                 '401    200    200    200    200    200', // one's own
  'GET /api/conversations/unread':                          '401    200    200    200    200    200',
  'GET /api/conversations/:id':                             '401    200    404    200    404    404', // its two people only
  'POST /api/conversations/:id/messages':                   '401    201    404    201    404    404',
  'POST /api/bookings/:id/conversation':                    '401    200    404    200    404    404', // its guest and host only
  'POST /api/activities/:id/conversation':                  '401    201    201    409    201    201', // the host's own: 409
  'POST /api/host/become':                                  '401    200    200    200    200    200',
  'POST /api/host/role/verify':                             '401    200    200    200    200    200',
  'GET /api/host/seed-activities':                          '401    200    200    200    200    200', // offered or not
  'POST /api/host/seed-activities':                         '401    403    403    201    201    201',

  // ---- hosts: requireHost, then the activity must be the caller's (admins may act on any)
  'GET /api/host/activities':                               '401    403    403    200    200    200',
  'POST /api/host/activities':                              '401    403    403    201    201    201',
  'GET /api/host/activities/:id':                           '401    403    403    200    403    200',
  'PUT /api/host/activities/:id':                           '401    403    403    200    403    200',
  'DELETE /api/host/activities/:id':                        '401    403    403    200    403    200',
  'POST /api/host/activities/:id/duplicate':                '401    403    403    201    403    201',
  'GET /api/host/activities/:id/questions':                 '401    403    403    200    403    200',
  'PUT /api/host/activities/:id/questions':                 '401    403    403    200    403    200',
  'GET /api/host/activities/:id/guests':                    '401    403    403    200    403    200',
  'GET /api/host/activities/:id/door':                      '401    403    403    200    403    200',
  'POST /api/host/activities/:id/check-ins':                '401    403    403    200    403    200',
  'GET /api/host/activities/:id/guests.csv':                '401    403    403    200    403    200',
  'POST /api/host/bookings/:id/cancel':                     '401    403    403    200    403    200',
  'POST /api/host/activities/:id/messages':                 '401    403    403    201    403    403', // the host's voice: not admins
  'GET /api/host/activities/:id/messages':                  '401    403    403    200    403    200',
  'POST /api/reviews/:id/reply':                            '401    403    403    201    403    403', // the host's voice: not admins
  'PUT /api/reviews/:id/reply':                             '401    403    403    200    403    403',
  'POST /api/reports':                                      '401    201    201    403    201    201', // host's own activity: 403
  'POST /api/host/images':                                  '401    403    403    201    201    201',
  'GET /api/host/dashboard':                                '401    403    403    200    200    200',
  'GET /api/host/dashboard/payouts':                        '401    403    403    200    200    200',
  'GET /api/host/dashboard/revenue':                        '401    403    403    200    200    200',
  'GET /api/host/payouts':                                  '401    403    403    200    200    200',
  'POST /api/host/payouts/onboarding':                      '401    403    403    200    200    200',
  'POST /api/host/payouts/check':                           '401    403    403    200    200    200',
  'GET /api/host/private-requests':                         '401    403    403    200    200    200', // on one's own activities
  'POST /api/host/private-requests/:id/accept':             '401    403    403    200    403    200',
  'POST /api/host/private-requests/:id/decline':            '401    403    403    200    403    200',
  'GET /api/host/calendar':                                 '401    403    403    200    200    200',
  'PUT /api/host/calendar':                                 '401    403    403    200    200    200',
  'POST /api/host/calendar/sync':                           '401    403    403    200    200    200',
  'POST /api/host/calendar/feed':                           '401    403    403    200    200    200',
  'DELETE /api/host/calendar':                              '401    403    403    200    200    200',
  'GET /api/host/codes':                                    '401    403    403    200    200    200', // one's own codes
  'POST /api/host/codes':                                   '401    403    403    201    201    201',
  'PUT /api/host/codes/:id':                                '401    403    403    200    404    404', // host's code; admins: /api/admin/codes
  'POST /api/host/codes/:id/pause':                         '401    403    403    200    404    404',
  'POST /api/host/codes/:id/resume':                        '401    403    403    200    404    404',

  // ---- admins only
  'GET /api/admin/stats':                                   '401    403    403    403    403    200',
  'GET /api/admin/users':                                   '401    403    403    403    403    200',
  'GET /api/admin/users/stats':                             '401    403    403    403    403    200',
  'GET /api/admin/users/cities':                            '401    403    403    403    403    200',
  'GET /api/admin/users/export':                            '401    403    403    403    403    200',
  'POST /api/admin/users':                                  '401    403    403    403    403    201',
  'GET /api/admin/users/:id':                               '401    403    403    403    403    200',
  'PUT /api/admin/users/:id/roles':                         '401    403    403    403    403    200',
  'DELETE /api/admin/users/:id':                            '401    403    403    403    403    200',
  'GET /api/admin/applications':                            '401    403    403    403    403    200',
  'POST /api/admin/applications/:id/approve':               '401    403    403    403    403    200',
  'POST /api/admin/applications/:id/reject':                '401    403    403    403    403    200',
  'GET /api/admin/activities':                              '401    403    403    403    403    200',
  'PUT /api/admin/activities/:id/featured':                 '401    403    403    403    403    200',
  'DELETE /api/admin/activities/:id':                       '401    403    403    403    403    200',
  'DELETE /api/admin/reviews/:id/reply':                    '401    403    403    403    403    204',
  'GET /api/admin/reports':                                 '401    403    403    403    403    200',
  'POST /api/admin/reports/:id/decision':                   '401    403    403    403    403    200',
  'GET /api/admin/reports/:id/conversation':                '401    403    403    403    403    200', // a reported message's thread, audited
  'GET /api/admin/hosts':                                   '401    403    403    403    403    200',
  'GET /api/admin/transfers/stuck':                         '401    403    403    403    403    200',
  'PUT /api/admin/hosts/:id/verification':                  '401    403    403    403    403    200',
  'POST /api/admin/fix-host-roles':                         '401    403    403    403    403    200',
  'GET /api/admin/analytics/overview':                      '401    403    403    403    403    200',
  'GET /api/admin/analytics/trends':                        '401    403    403    403    403    200',
  'GET /api/admin/analytics/ab-test':                       '401    403    403    403    403    200',
  'GET /api/admin/analytics/revenue':                       '401    403    403    403    403    200',
  'GET /api/admin/codes':                                   '401    403    403    403    403    200',
  'POST /api/admin/codes':                                  '401    403    403    403    403    201',
  'PUT /api/admin/codes/:id':                               '401    403    403    403    403    200',
  'POST /api/admin/codes/:id/pause':                        '401    403    403    403    403    200',
  'POST /api/admin/codes/:id/resume':                       '401    403    403    403    403    200',

  // ---- the credential is in the address or the body: a made-up one is refused alike for everyone
  'POST /api/payments/webhooks/:provider':                  '400    400    400    400    400    400',
  'POST /api/payments/webhooks/:provider · old secret':     '400    400    400    400    400    400', // the constant of old
  'GET /api/group/:token':                                  '404    404    404    404    404    404',
  'GET /api/group/:token · its link':                       '200    200    200    200    200    200',
  'POST /api/group/:token/tickets/:ticketId/name':          '404    404    404    404    404    404',
  'POST /api/group/:token/tickets/:ticketId/name · its link': '200    200    200    200    200    200', // a ticket without a name
  'POST /api/group/:token/tickets/:ticketId/name · a named ticket': '409    200    409    409    409    409', // the organizer's to change
  'DELETE /api/group/:token/tickets/:ticketId/name':        '401    200    403    403    403    403', // the organizer's (user's)
  'DELETE /api/group/:token/tickets/:ticketId/name · made-up link': '404    404    404    404    404    404',
  'GET /api/calendar/feeds/:file':                          '404    404    404    404    404    404',
  'GET /pay/:id':                                           '404    404    404    404    404    404',
  'POST /pay/:id':                                          '404    404    404    404    404    404',
  'GET /pay/connect/:id':                                   '404    404    404    404    404    404',
  'POST /pay/connect/:id':                                  '404    404    404    404    404    404',

  // ---- operator tools: not there for anyone elsewhere (FROM_THIS_MACHINE below: from here)
  'GET /dev/mail':                                          '404    404    404    404    404    404',
  'GET /dev/mail/messages':                                 '404    404    404    404    404    404',
  'GET /dev/mail/messages/:id/html':                        '404    404    404    404    404    404',
  'GET /dev/activities':                                    '404    404    404    404    404    404',
  'POST /dev/host-transfers/run':                           '404    404    404    404    404    404',
  'POST /dev/reminders/run':                                '404    404    404    404    404    404',
  'POST /dev/conversations/unread-mail/run':                '404    404    404    404    404    404',
  'POST /dev/booking-questions/health-cleanup/run':         '404    404    404    404    404    404',
  'GET /metrics':                                           '404    404    404    404    404    404',
};

/** The operator tools as someone on this machine (127.0.0.1, no proxy header) calls them. */
// biome-ignore format: a table
const FROM_THIS_MACHINE: Record<string, string> = {
  //                                                         anon   user   other  host   o.host admin
  'GET /dev/mail':                                          '200    200    200    200    200    200',
  'GET /dev/mail/messages':                                 '200    200    200    200    200    200',
  'GET /dev/mail/messages/:id/html':                        '200    200    200    200    200    200',
  'GET /dev/activities':                                    '200    200    200    200    200    200',
  'POST /dev/host-transfers/run':                           '200    200    200    200    200    200',
  'POST /dev/reminders/run':                                '200    200    200    200    200    200',
  'POST /dev/conversations/unread-mail/run':                '200    200    200    200    200    200',
  'POST /dev/booking-questions/health-cleanup/run':         '200    200    200    200    200    200',
  'GET /metrics':                                           '200    200    200    200    200    200',
};

/**
 * APP_ENV=production: the development tools and the HTTP way to the first admin are not mounted at all
 * (not even for this machine); every other route is there as above.
 */
// biome-ignore format: a table
const PRODUCTION_ABSENT: Record<string, string> = {
  //                                                         anon   user   other  host   o.host admin
  'GET /dev/mail':                                          '404    404    404    404    404    404',
  'GET /dev/mail/messages':                                 '404    404    404    404    404    404',
  'GET /dev/mail/messages/:id/html':                        '404    404    404    404    404    404',
  'GET /dev/activities':                                    '404    404    404    404    404    404',
  'POST /dev/host-transfers/run':                           '404    404    404    404    404    404',
  'POST /dev/reminders/run':                                '404    404    404    404    404    404',
  'POST /dev/conversations/unread-mail/run':                '404    404    404    404    404    404',
  'POST /dev/booking-questions/health-cleanup/run':         '404    404    404    404    404    404',
  'POST /api/admin/bootstrap':                              '404    404    404    404    404    404',
  'POST /api/host/seed-activities':                         '404    404    404    404    404    404',
};

const ELSEWHERE = '203.0.113.9';

// ------------------------------------------------------------------------------------------------ checking

const routeOf = (row: string) => row.split(' · ')[0] as string;
const methodOf = (row: string) => row.split(' ')[0] as InjectOptions['method'];

/** '200|409' → [200, 409], per caller. */
function expectedCells(cells: string): number[][] {
  const parsed = cells
    .trim()
    .split(/\s+/)
    .map((cell) => cell.split('|').map(Number));
  if (parsed.length !== CALLERS.length) throw new Error(`a row needs ${CALLERS.length} cells: '${cells}'`);
  return parsed;
}

/**
 * Each caller's call to one row, in column order; the answers written as the table writes them (a status
 * the cell allows is shown as the cell), so a failure diffs one row against its line in the table.
 */
async function answersTo(
  app: App,
  w: World,
  row: string,
  cells: string,
  from: string,
): Promise<{ expected: string[]; actual: string[] }> {
  const expected = cells.trim().split(/\s+/);
  const allowed = expectedCells(cells);
  const actual: string[] = [];
  for (const [column, who] of CALLERS.entries()) {
    const request = REQUESTS[row];
    if (!request) throw new Error(`no request for '${row}'`);
    const { headers, ...call } = await request(w);
    const cookie = w.cookieOf(who);
    const res = await app.inject({
      method: methodOf(row),
      remoteAddress: from,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...call,
    });
    actual.push(
      allowed[column]?.includes(res.statusCode) ? (expected[column] as string) : `${res.statusCode}`,
    );
  }
  await w.restoreCallers();
  return { expected, actual };
}

const ctx = useTestApp({ CALENDAR_FETCH_ALLOW_IPS: '127.0.0.1' });
const calendars = useCalendarStandIn();
const REQUESTS = matrixRequests(calendars);
let world: World;

beforeAll(async () => {
  calendars.serve('/matrix.ics', CALENDAR_FILE);
  world = await buildWorld(ctx.app, ctx.config);
});

describe('the authorization matrix', () => {
  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const served = [...new Set(ctx.app.routeCatalog)].sort();
    const rows = new Set(Object.keys(MATRIX).map(routeOf));
    expect(served.filter((route) => !rows.has(route))).toEqual([]);
    expect([...rows].filter((route) => !served.includes(route))).toEqual([]);
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(MATRIX).sort());
    const tables = [...Object.keys(FROM_THIS_MACHINE), ...Object.keys(PRODUCTION_ABSENT)];
    expect(tables.filter((row) => !(row in MATRIX))).toEqual([]);
  });

  // The table a newcomer reads in docs/architecture.md is this one: it cannot drift from the app.
  it('is the route table of docs/architecture.md: URL, method, who may, the file that registers it', () => {
    const table = renderRouteTable({
      routes: ctx.app.routeCatalog,
      origins: ctx.app.routeOrigins,
      matrix: MATRIX,
      fromThisMachine: FROM_THIS_MACHINE,
      productionAbsent: PRODUCTION_ABSENT,
    });
    if (process.env.UPDATE_ROUTE_TABLE === '1') writeRouteTable(table);
    expect(writtenRouteTable(), HOW_TO_UPDATE).toBe(table);
  });

  it.each(Object.entries(MATRIX))('%s  %s', async (row, cells) => {
    const { expected, actual } = await answersTo(ctx.app, world, row, cells, ELSEWHERE);
    expect(actual.join('  ')).toBe(expected.join('  '));
  });
});

describe('operator tools from this machine', () => {
  it.each(Object.entries(FROM_THIS_MACHINE))('%s  %s', async (row, cells) => {
    const { expected, actual } = await answersTo(ctx.app, world, row, cells, '127.0.0.1');
    expect(actual.join('  ')).toBe(expected.join('  '));
  });
});

describe('the matrix in production', () => {
  const production = useTestApp(PRODUCTION_ENV);
  let accounts: Awaited<ReturnType<typeof signUpCallers>>;
  beforeAll(async () => {
    accounts = await signUpCallers(production.app);
  });

  it('serves every route of the matrix but the development tools, the HTTP way to the first admin and the sample activities', () => {
    const everywhere = [...new Set(ctx.app.routeCatalog)].sort();
    const absent = Object.keys(PRODUCTION_ABSENT);
    expect([...new Set(production.app.routeCatalog)].sort()).toEqual(
      everywhere.filter((route) => !absent.includes(route)),
    );
  });

  // From this machine, so a 404 means "not mounted", not the loopback rule.
  it.each(Object.entries(PRODUCTION_ABSENT))('%s  %s', async (row, cells) => {
    const expected = cells.trim().split(/\s+/);
    const actual: string[] = [];
    for (const who of CALLERS) {
      const cookie = who === 'anonymous' ? undefined : accounts[who].cookie;
      const res = await production.app.inject({
        method: methodOf(row),
        url:
          routeOf(row)
            .split(' ')[1]
            ?.replace(/:[a-z]+/gi, randomUUID()) ?? '',
        headers: cookie ? { cookie } : {},
      });
      actual.push(`${res.statusCode}`);
    }
    expect(actual.join('  ')).toBe(expected.join('  '));
  });
});

/*
 * Where every signed-in caller gets a 200, the answer is about the caller's own rows: only `user` hears
 * about the booking, and nobody else's call touches `user`'s waitlist place.
 */
describe("a 200 for everyone tells only the owner about the owner's rows", () => {
  const others = CALLERS.filter((who) => who !== 'anonymous' && who !== 'user');
  const as = (who: (typeof CALLERS)[number]) => ({ cookie: world.cookieOf(who) ?? '' });

  it('POST /api/payments/verify confirms the booking to the guest who paid, to no one else', async () => {
    for (const who of ['user', ...others] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/verify',
        headers: as(who),
        payload: { sessionId: world.paidSessionId },
      });
      const mine = who === 'user';
      expect(res.json(), who).toMatchObject({
        success: mine,
        bookingId: mine ? world.paidBooking.id : null,
      });
    }
  });

  it('GET /api/activities/:id/booking-state names the booking to its guest only', async () => {
    for (const who of ['user', ...others] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/activities/${world.published.id}/booking-state`,
        headers: as(who),
      });
      expect(res.json().bookingId, who).toBe(who === 'user' ? world.paidBooking.id : null);
    }
  });

  it("DELETE /api/activities/:id/waitlist by anyone else leaves the guest's place", async () => {
    const activity = await world.freshWaitlisted();
    for (const who of others) {
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/activities/${activity.id}/waitlist`,
        headers: as(who),
      });
    }
    const state = await ctx.app.inject({
      method: 'GET',
      url: `/api/activities/${activity.id}/booking-state`,
      headers: as('user'),
    });
    expect(state.json().onWaitlist).toBe(true);
  });
});
