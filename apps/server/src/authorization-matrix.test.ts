import { randomUUID } from 'node:crypto';
import { HOST_ACTIVITY_TYPES } from '@sortim/contracts/taxonomy';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { activities, reviewReplies } from '#src/db/schema.ts';
import { findHostActivity } from '#src/modules/host-access/host-activity-view.ts';
import { PRODUCTION_ENV, useTestApp } from '#src/test/app.ts';
import { buildWorld, CALLERS, signUpCallers, type World } from '#src/test/authorization-fixtures.ts';
import { useCalendarStandIn } from '#src/test/calendar-stand-in.ts';
import { createReview } from '#src/test/factories.ts';
import { activityInput, editForm } from '#src/test/host-activities.ts';
import { multipart } from '#src/test/multipart.ts';
import { paidCheckout, signedEvent } from '#src/test/payments.ts';

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
 * A row `METHOD /url · variant` is the same route with other rows behind the ids (a draft, say).
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
  'GET /api/map/settings':                                  '200    200    200    200    200    200',
  'GET /api/activities/:id':                                '200    200    200    200    200    200',
  'GET /api/activities/:id · draft':                        '404    404    404    200    404    200',
  'GET /api/activities/:id/reviews':                        '200    200    200    200    200    200',
  'GET /api/activities/:id/reviews · draft':                '404    404    404    200    404    200',
  'GET /api/activities/:id/preview.png':                    '200    200    200    200    200    200',
  'GET /api/activities/:id/preview.png · draft':            '404    404    404    404    404    404', // the same for everyone: a link's picture
  'GET /api/activities/:id/similar':                        '200    200    200    200    200    200',
  'GET /api/activities/:id/similar · draft':                '404    404    404    404    404    404', // the same for everyone, host included
  'GET /api/activities/:id/booking-state':                  '200    200    200    200    200    200',
  'GET /api/hosts/:id':                                     '200    200    200    200    200    200',
  'GET /api/hosts/:id · not verified':                      '404    404    404    404    404    404', // o.host: the page is for verified hosts
  'GET /robots.txt':                                        '200    200    200    200    200    200',
  'GET /sitemap.xml':                                       '200    200    200    200    200    200',
  'GET /uploads/*':                                         '200    200    200    200    200    200',

  // ---- signed in: each caller acts on their own account and rows
  'GET /api/me/stats':                                      '401    200    200    200    200    200',
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
  'GET /api/host/activities/:id/guests':                    '401    403    403    200    403    200',
  'GET /api/host/activities/:id/door':                      '401    403    403    200    403    200',
  'POST /api/host/activities/:id/check-ins':                '401    403    403    200    403    200',
  'GET /api/host/activities/:id/guests.csv':                '401    403    403    200    403    200',
  'POST /api/host/bookings/:id/cancel':                     '401    403    403    200    403    200',
  'POST /api/host/activities/:id/messages':                 '401    403    403    201    403    403', // the host's voice: not admins
  'GET /api/host/activities/:id/messages':                  '401    403    403    200    403    200',
  'POST /api/reviews/:id/reply':                            '401    403    403    201    403    403', // the host's voice: not admins
  'PUT /api/reviews/:id/reply':                             '401    403    403    200    403    403',
  'POST /api/host/images':                                  '401    403    403    201    201    201',
  'GET /api/host/dashboard':                                '401    403    403    200    200    200',
  'GET /api/host/dashboard/payouts':                        '401    403    403    200    200    200',
  'GET /api/host/payouts':                                  '401    403    403    200    200    200',
  'POST /api/host/payouts/onboarding':                      '401    403    403    200    200    200',
  'POST /api/host/payouts/check':                           '401    403    403    200    200    200',
  'GET /api/host/calendar':                                 '401    403    403    200    200    200',
  'PUT /api/host/calendar':                                 '401    403    403    200    200    200',
  'POST /api/host/calendar/sync':                           '401    403    403    200    200    200',
  'POST /api/host/calendar/feed':                           '401    403    403    200    200    200',
  'DELETE /api/host/calendar':                              '401    403    403    200    200    200',

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
  'GET /api/admin/hosts':                                   '401    403    403    403    403    200',
  'GET /api/admin/transfers/stuck':                         '401    403    403    403    403    200',
  'PUT /api/admin/hosts/:id/verification':                  '401    403    403    403    403    200',
  'POST /api/admin/fix-host-roles':                         '401    403    403    403    403    200',
  'GET /api/admin/analytics/overview':                      '401    403    403    403    403    200',
  'GET /api/admin/analytics/trends':                        '401    403    403    403    403    200',
  'GET /api/admin/analytics/ab-test':                       '401    403    403    403    403    200',

  // ---- the credential is in the address or the body: a made-up one is refused alike for everyone
  'POST /api/payments/webhooks/:provider':                  '400    400    400    400    400    400',
  'POST /api/payments/webhooks/:provider · old secret':     '400    400    400    400    400    400', // the constant of old
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
  'POST /api/admin/bootstrap':                              '404    404    404    404    404    404',
  'POST /api/host/seed-activities':                         '404    404    404    404    404    404',
};

const ELSEWHERE = '203.0.113.9';
/** The test provider's signing secret before it was random per installation (derived from a constant). */
const OLD_WEBHOOK_SECRET = 'whsec_test_sortim-development-secret-not-for-production-use';

// ------------------------------------------------------------------------------------------------ requests

/** One call as a caller makes it; the method comes from the row. */
type Call = Pick<InjectOptions, 'payload' | 'headers' | 'query'> & { url: string };
type Request = (w: World) => Call | Promise<Call>;

const at =
  (url: string): Request =>
  () => ({ url });
const json =
  (url: string, payload: object): Request =>
  () => ({ url, payload });
/** A form as the test provider's pages post it. */
const form = (url: string, fields: Record<string, string>): Call => ({
  url,
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const profileUpdate = {
  displayName: 'Matrix Caller',
  bio: null,
  city: null,
  age: null,
  gender: null,
  languages: ['English'],
  interests: [],
};

const CALENDAR_FILE = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Matrix//EN', 'END:VCALENDAR', ''].join(
  '\r\n',
);

/** `user`'s review of an activity of `host` they attended; with `host`'s reply when `reply` is given. */
async function freshReview(w: World, reply?: string) {
  const activity = await w.freshAttended();
  const review = await createReview(w.app.db, { userId: w.accounts.user.id, activityId: activity.id });
  if (reply) {
    await w.app.db
      .insert(reviewReplies)
      .values({ reviewId: review.id, hostId: activity.hostId, body: reply });
  }
  return review;
}

const REQUESTS: Record<string, Request> = {
  'GET /api/health': at('/api/health'),
  'GET /api/ready': at('/api/ready'),
  'GET /api/me': at('/api/me'),
  'GET /api/auth-providers': at('/api/auth-providers'),
  // The session list carries session tokens: only its owner's.
  'GET /api/auth/*': at('/api/auth/list-sessions'),
  'POST /api/auth/*': json('/api/auth/update-user', { name: 'Matrix Caller' }),
  'POST /api/auth/sign-in/email': (w) => ({
    url: '/api/auth/sign-in/email',
    payload: { email: w.bystander.email, password: w.bystander.password },
  }),
  'POST /api/auth/sign-up/email': () => ({
    url: '/api/auth/sign-up/email',
    payload: {
      name: 'Matrix Newcomer',
      email: `new-${randomUUID().slice(0, 8)}@example.test`,
      password: 'secret123',
    },
  }),
  'POST /api/auth/request-password-reset': (w) => ({
    url: '/api/auth/request-password-reset',
    payload: { email: w.bystander.email, redirectTo: '/reset-password' },
  }),
  'POST /api/auth/reset-password': json('/api/auth/reset-password', {
    token: randomUUID(),
    newPassword: 'another-secret-1',
  }),
  'POST /api/contact': json('/api/contact', {
    name: 'Matrix Caller',
    email: 'caller@example.test',
    subject: 'A question about a walk',
    message: 'Is the walk suitable for children under ten?',
  }),
  'POST /api/analytics/events': json('/api/analytics/events', {
    eventType: 'page_view',
    page: '/explore',
    sessionId: 'matrix-session-1',
  }),
  'GET /api/activities': at('/api/activities'),
  'GET /api/activities/featured': at('/api/activities/featured'),
  'GET /api/activities/pins': at('/api/activities/pins'),
  'GET /api/map/settings': at('/api/map/settings'),
  'GET /api/activities/:id': (w) => ({ url: `/api/activities/${w.published.id}` }),
  'GET /api/activities/:id · draft': (w) => ({ url: `/api/activities/${w.draft.id}` }),
  'GET /api/activities/:id/reviews': (w) => ({ url: `/api/activities/${w.published.id}/reviews` }),
  'GET /api/activities/:id/reviews · draft': (w) => ({ url: `/api/activities/${w.draft.id}/reviews` }),
  'GET /api/activities/:id/preview.png': (w) => ({ url: `/api/activities/${w.published.id}/preview.png` }),
  'GET /api/activities/:id/preview.png · draft': (w) => ({
    url: `/api/activities/${w.draft.id}/preview.png`,
  }),
  'GET /api/activities/:id/similar': (w) => ({ url: `/api/activities/${w.published.id}/similar` }),
  'GET /api/activities/:id/similar · draft': (w) => ({ url: `/api/activities/${w.draft.id}/similar` }),
  'GET /api/activities/:id/booking-state': (w) => ({
    url: `/api/activities/${w.published.id}/booking-state`,
  }),
  'GET /api/hosts/:id': (w) => ({ url: `/api/hosts/${w.accounts.host.id}` }),
  'GET /api/hosts/:id · not verified': (w) => ({ url: `/api/hosts/${w.accounts.otherHost.id}` }),
  'GET /robots.txt': at('/robots.txt'),
  'GET /sitemap.xml': at('/sitemap.xml'),
  'GET /uploads/*': (w) => ({ url: w.uploadPath }),

  'GET /api/me/stats': at('/api/me/stats'),
  'PATCH /api/me/profile': json('/api/me/profile', profileUpdate),
  'PUT /api/me/locale': json('/api/me/locale', { locale: 'ca' }),
  'PUT /api/me/reminders': json('/api/me/reminders', { remindersEnabled: true }),
  'PUT /api/me/saved-alerts': json('/api/me/saved-alerts', { savedAlertsEnabled: true }),
  'PUT /api/me/saved/:activityId': (w) => ({ url: `/api/me/saved/${w.published.id}` }),
  'PUT /api/me/saved/:activityId · draft': (w) => ({ url: `/api/me/saved/${w.draft.id}` }),
  'DELETE /api/me/saved/:activityId': (w) => ({ url: `/api/me/saved/${w.published.id}` }),
  'GET /api/me/saved/ids': at('/api/me/saved/ids'),
  'GET /api/me/saved': at('/api/me/saved'),
  'POST /api/me/avatar': (w) => ({ url: '/api/me/avatar', ...multipart(w.png) }),
  'GET /api/admin/bootstrap': at('/api/admin/bootstrap'),
  'POST /api/admin/bootstrap': at('/api/admin/bootstrap'),
  'POST /api/admin/verify-role': at('/api/admin/verify-role'),
  'GET /api/activities/:id/attendees': (w) => ({ url: `/api/activities/${w.published.id}/attendees` }),
  'GET /api/activities/:id/attendees · draft': (w) => ({ url: `/api/activities/${w.draft.id}/attendees` }),
  'POST /api/activities/:id/reviews': async (w) => ({
    url: `/api/activities/${(await w.freshAttended()).id}/reviews`,
    payload: { rating: 5, comment: 'A lovely walk.' },
  }),
  'POST /api/activities/:id/waitlist': async (w) => ({
    url: `/api/activities/${(await w.freshWaitlisted()).id}/waitlist`,
  }),
  'POST /api/activities/:id/waitlist · draft': (w) => ({ url: `/api/activities/${w.draft.id}/waitlist` }),
  'DELETE /api/activities/:id/waitlist': async (w) => ({
    url: `/api/activities/${(await w.freshWaitlisted()).id}/waitlist`,
  }),
  'POST /api/checkout': async (w) => ({
    url: '/api/checkout',
    payload: { activityId: (await w.freshActivity()).id, spots: 1 },
  }),
  'POST /api/checkout · draft': (w) => ({
    url: '/api/checkout',
    payload: { activityId: w.draft.id, spots: 1 },
  }),
  'POST /api/checkout/cancel': (w) => ({
    url: '/api/checkout/cancel',
    payload: { activityId: w.published.id },
  }),
  'POST /api/payments/verify': (w) => ({
    url: '/api/payments/verify',
    payload: { sessionId: w.paidSessionId },
  }),
  'GET /api/bookings': at('/api/bookings'),
  'POST /api/bookings/:id/refund': async (w) => ({
    url: `/api/bookings/${(await w.freshPaidBooking()).id}/refund`,
  }),
  'GET /api/bookings/:id/calendar': (w) => ({ url: `/api/bookings/${w.paidBooking.id}/calendar` }),
  'POST /api/host/become': json('/api/host/become', {
    phone: '+34 600 123 456',
    notificationEmail: 'host@example.test',
    activityType: HOST_ACTIVITY_TYPES[0],
  }),
  'POST /api/host/role/verify': at('/api/host/role/verify'),
  'GET /api/host/seed-activities': at('/api/host/seed-activities'),
  'POST /api/host/seed-activities': at('/api/host/seed-activities'),

  'GET /api/host/activities': at('/api/host/activities'),
  'POST /api/host/activities': json('/api/host/activities', activityInput({ title: 'Matrix new walk' })),
  'GET /api/host/activities/:id': (w) => ({ url: `/api/host/activities/${w.draft.id}` }),
  'PUT /api/host/activities/:id': async (w) => {
    const { id } = await w.freshActivity();
    const current = await findHostActivity(w.app.db, eq(activities.id, id));
    if (!current) throw new Error('no activity to edit');
    return {
      url: `/api/host/activities/${id}`,
      payload: editForm(current, { title: 'Matrix renamed walk' }),
    };
  },
  'DELETE /api/host/activities/:id': async (w) => ({
    url: `/api/host/activities/${(await w.freshActivity()).id}`,
  }),
  'POST /api/host/activities/:id/duplicate': (w) => ({ url: `/api/host/activities/${w.draft.id}/duplicate` }),
  'GET /api/host/activities/:id/guests': (w) => ({ url: `/api/host/activities/${w.published.id}/guests` }),
  'GET /api/host/activities/:id/door': (w) => ({ url: `/api/host/activities/${w.published.id}/door` }),
  'POST /api/host/activities/:id/check-ins': (w) => ({
    url: `/api/host/activities/${w.published.id}/check-ins`,
    payload: {
      scans: [
        { nonce: randomUUID(), code: 'MATRIX', action: 'check_in', scannedAt: new Date().toISOString() },
      ],
    },
  }),
  'GET /api/host/activities/:id/guests.csv': (w) => ({
    url: `/api/host/activities/${w.published.id}/guests.csv`,
  }),
  'POST /api/host/bookings/:id/cancel': async (w) => ({
    url: `/api/host/bookings/${(await w.freshPaidBooking()).id}/cancel`,
  }),
  'POST /api/host/activities/:id/messages': async (w) => ({
    url: `/api/host/activities/${(await w.freshPaidBooking()).activityId}/messages`,
    payload: { subject: 'Meeting point', body: 'We meet by the fountain.' },
  }),
  'GET /api/host/activities/:id/messages': (w) => ({
    url: `/api/host/activities/${w.published.id}/messages`,
  }),
  'POST /api/reviews/:id/reply': async (w) => ({
    url: `/api/reviews/${(await freshReview(w)).id}/reply`,
    payload: { body: 'Thank you for coming!' },
  }),
  'PUT /api/reviews/:id/reply': async (w) => ({
    url: `/api/reviews/${(await freshReview(w, 'Thanks!')).id}/reply`,
    payload: { body: 'Thank you for coming!' },
  }),
  'POST /api/host/images': (w) => ({
    url: '/api/host/images',
    query: { kind: 'thumbnail' },
    ...multipart(w.png),
  }),
  'GET /api/host/dashboard': at('/api/host/dashboard'),
  'GET /api/host/dashboard/payouts': at('/api/host/dashboard/payouts'),
  'GET /api/host/payouts': at('/api/host/payouts'),
  'POST /api/host/payouts/onboarding': at('/api/host/payouts/onboarding'),
  'POST /api/host/payouts/check': at('/api/host/payouts/check'),
  'GET /api/host/calendar': at('/api/host/calendar'),
  'PUT /api/host/calendar': () => ({
    url: '/api/host/calendar',
    payload: { icsUrl: calendars.url('/matrix.ics') },
  }),
  'POST /api/host/calendar/sync': at('/api/host/calendar/sync'),
  'POST /api/host/calendar/feed': at('/api/host/calendar/feed'),
  'DELETE /api/host/calendar': at('/api/host/calendar'),

  'GET /api/admin/stats': at('/api/admin/stats'),
  'GET /api/admin/users': at('/api/admin/users'),
  'GET /api/admin/users/stats': at('/api/admin/users/stats'),
  'GET /api/admin/users/cities': at('/api/admin/users/cities'),
  'GET /api/admin/users/export': at('/api/admin/users/export'),
  'POST /api/admin/users': () => ({
    url: '/api/admin/users',
    payload: {
      email: `added-${randomUUID().slice(0, 8)}@example.test`,
      password: 'Secret123',
      displayName: 'Added',
    },
  }),
  'GET /api/admin/users/:id': (w) => ({ url: `/api/admin/users/${w.person.id}` }),
  'PUT /api/admin/users/:id/roles': (w) => ({
    url: `/api/admin/users/${w.person.id}/roles`,
    payload: { roles: [] },
  }),
  'DELETE /api/admin/users/:id': async (w) => ({ url: `/api/admin/users/${(await w.freshPerson()).id}` }),
  'GET /api/admin/applications': at('/api/admin/applications'),
  'POST /api/admin/applications/:id/approve': async (w) => ({
    url: `/api/admin/applications/${(await w.freshApplication()).id}/approve`,
  }),
  'POST /api/admin/applications/:id/reject': async (w) => ({
    url: `/api/admin/applications/${(await w.freshApplication()).id}/reject`,
  }),
  'GET /api/admin/activities': at('/api/admin/activities'),
  'PUT /api/admin/activities/:id/featured': (w) => ({
    url: `/api/admin/activities/${w.published.id}/featured`,
    payload: { featured: true },
  }),
  'DELETE /api/admin/reviews/:id/reply': async (w) => ({
    url: `/api/admin/reviews/${(await freshReview(w, 'Thanks!')).id}/reply`,
  }),
  'DELETE /api/admin/activities/:id': async (w) => ({
    url: `/api/admin/activities/${(await w.freshActivity()).id}`,
  }),
  'GET /api/admin/hosts': at('/api/admin/hosts'),
  'GET /api/admin/transfers/stuck': at('/api/admin/transfers/stuck'),
  'PUT /api/admin/hosts/:id/verification': async (w) => ({
    url: `/api/admin/hosts/${(await w.freshHost()).id}/verification`,
    payload: { verified: true },
  }),
  'POST /api/admin/fix-host-roles': at('/api/admin/fix-host-roles'),
  'GET /api/admin/analytics/overview': at('/api/admin/analytics/overview'),
  'GET /api/admin/analytics/trends': at('/api/admin/analytics/trends'),
  'GET /api/admin/analytics/ab-test': at('/api/admin/analytics/ab-test'),

  // A "paid" event signed with a secret nobody configured.
  'POST /api/payments/webhooks/:provider': (w) => {
    const event = signedEvent(`whsec_${randomUUID()}`, 'checkout.session.completed', { id: 'cs_made_up' });
    return {
      url: `/api/payments/webhooks/${w.app.payments.provider.name}`,
      payload: event.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    };
  },
  // "Paid" for a real open checkout, signed with the secret every installation used to share.
  'POST /api/payments/webhooks/:provider · old secret': async (w) => {
    const event = signedEvent(
      OLD_WEBHOOK_SECRET,
      'checkout.session.completed',
      paidCheckout(await w.freshOpenCheckout()),
    );
    return {
      url: `/api/payments/webhooks/${w.app.payments.provider.name}`,
      payload: event.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    };
  },
  'GET /api/calendar/feeds/:file': () => ({ url: `/api/calendar/feeds/${randomUUID()}.ics` }),
  'GET /pay/:id': () => ({ url: `/pay/cs_test_${randomUUID()}` }),
  'POST /pay/:id': () =>
    form(`/pay/cs_test_${randomUUID()}`, { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }),
  'GET /pay/connect/:id': () => ({
    url: `/pay/connect/acct_test_${randomUUID().replaceAll('-', '')}?return=/`,
  }),
  'POST /pay/connect/:id': () =>
    form(`/pay/connect/acct_test_${randomUUID().replaceAll('-', '')}`, { outcome: 'enabled', return: '/' }),

  'GET /dev/mail': at('/dev/mail'),
  'GET /dev/mail/messages': (w) => ({ url: '/dev/mail/messages', query: { to: w.bystander.email } }),
  'GET /dev/mail/messages/:id/html': (w) => ({ url: `/dev/mail/messages/${w.mailId}/html` }),
  'GET /dev/activities': (w) => ({ url: '/dev/activities', query: { title: w.published.title } }),
  'POST /dev/host-transfers/run': (w) => ({
    url: '/dev/host-transfers/run',
    payload: { activityId: w.published.id },
  }),
  'POST /dev/reminders/run': () => ({ url: '/dev/reminders/run', payload: {} }),
  'GET /metrics': at('/metrics'),
};

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
