import { randomUUID } from 'node:crypto';
import { HOST_ACTIVITY_TYPES } from '@sortim/contracts/taxonomy';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { activities } from '#src/db/schema.ts';
import { findHostActivity } from '#src/modules/host-access/host-activity-view.ts';
import type { World } from '#src/test/authorization-fixtures.ts';
import {
  freshActivityReport,
  freshMessageReport,
  freshReview,
  groupTicketNamed,
  paidConversation,
} from '#src/test/authorization-row-items.ts';
import type { CalendarStandIn } from '#src/test/calendar-stand-in.ts';
import { activityInput, editForm } from '#src/test/host-activities.ts';
import { multipart } from '#src/test/multipart.ts';
import { paidCheckout, signedEvent } from '#src/test/payments.ts';
import { dayAhead } from '#src/test/private-groups.ts';
import { createPromoCode } from '#src/test/promo-codes.ts';

/*
 * How the authorization matrix (src/authorization-matrix.test.ts) calls each of its rows: the URL with the
 * world's real ids in it, and a body that passes validation, so that a cell is the authorization outcome.
 */

/** The test provider's signing secret before it was random per installation (derived from a constant). */
const OLD_WEBHOOK_SECRET = 'whsec_test_sortim-development-secret-not-for-production-use';

// ------------------------------------------------------------------------------------------------ requests

/** One call as a caller makes it; the method comes from the row. */
export type Call = Pick<InjectOptions, 'payload' | 'headers' | 'query'> & { url: string };
export type Request = (w: World) => Call | Promise<Call>;

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

export const CALENDAR_FILE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Matrix//EN',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** A group link's shape, opening nothing. */
const MADE_UP_TOKEN = 'MatrixMadeUpGroupToken00';

/** A code no other has: codes are one namespace across hosts and the platform. */
const freshCodeText = () => `MATRIX-${randomUUID().slice(0, 8)}`;
const codeInput = () => ({ code: freshCodeText(), percentOff: 10, scope: { kind: 'all' } });

/** The promo code routes' rows: a host's (`host` owns the code), the platform's, and a guest's check. */
function promoCodeRequests(): Record<string, Request> {
  const hostCode = (w: World) => createPromoCode(w.app.db, { hostId: w.accounts.host.id });
  const platformCode = (w: World) => createPromoCode(w.app.db, { hostId: null });
  return {
    'GET /api/host/codes': at('/api/host/codes'),
    'POST /api/host/codes': () => ({ url: '/api/host/codes', payload: codeInput() }),
    'PUT /api/host/codes/:id': async (w) => {
      const { id, code } = await hostCode(w);
      return { url: `/api/host/codes/${id}`, payload: { ...codeInput(), code } };
    },
    'POST /api/host/codes/:id/pause': async (w) => ({
      url: `/api/host/codes/${(await hostCode(w)).id}/pause`,
    }),
    'POST /api/host/codes/:id/resume': async (w) => ({
      url: `/api/host/codes/${(await hostCode(w)).id}/resume`,
    }),
    'GET /api/admin/codes': at('/api/admin/codes'),
    'POST /api/admin/codes': () => ({ url: '/api/admin/codes', payload: codeInput() }),
    'PUT /api/admin/codes/:id': async (w) => {
      const { id, code } = await platformCode(w);
      return { url: `/api/admin/codes/${id}`, payload: { ...codeInput(), code } };
    },
    'POST /api/admin/codes/:id/pause': async (w) => ({
      url: `/api/admin/codes/${(await platformCode(w)).id}/pause`,
    }),
    'POST /api/admin/codes/:id/resume': async (w) => ({
      url: `/api/admin/codes/${(await platformCode(w)).id}/resume`,
    }),
    'POST /api/activities/:id/code': async (w) => ({
      url: `/api/activities/${w.published.id}/code`,
      payload: { code: (await platformCode(w)).code },
    }),
    'POST /api/activities/:id/code · draft': async (w) => ({
      url: `/api/activities/${w.draft.id}/code`,
      payload: { code: (await platformCode(w)).code },
    }),
  };
}

/** Every row's call, by the row's name; `calendars` serves the calendar a host connects. */
export function matrixRequests(calendars: CalendarStandIn): Record<string, Request> {
  return {
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
    'GET /api/activities/pins/:z/:x/:y': at('/api/activities/pins/15/16580/12236'),
    'GET /api/map/settings': at('/api/map/settings'),
    'GET /api/cities': at('/api/cities'),
    'GET /api/activities/:id': (w) => ({ url: `/api/activities/${w.published.id}` }),
    'GET /api/activities/:id · draft': (w) => ({ url: `/api/activities/${w.draft.id}` }),
    'GET /api/activities/:id/reviews': (w) => ({ url: `/api/activities/${w.published.id}/reviews` }),
    'GET /api/activities/:id/reviews · draft': (w) => ({ url: `/api/activities/${w.draft.id}/reviews` }),
    'GET /api/activities/:id/questions': (w) => ({ url: `/api/activities/${w.published.id}/questions` }),
    'GET /api/activities/:id/questions · draft': (w) => ({ url: `/api/activities/${w.draft.id}/questions` }),
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
    'GET /api/me/data': at('/api/me/data'),
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
    'GET /api/bookings/:id/answers': (w) => ({ url: `/api/bookings/${w.paidBooking.id}/answers` }),
    'PUT /api/bookings/:id/answers': (w) => ({
      url: `/api/bookings/${w.paidBooking.id}/answers`,
      payload: {},
    }),
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
    'POST /api/host/activities/:id/duplicate': (w) => ({
      url: `/api/host/activities/${w.draft.id}/duplicate`,
    }),
    'GET /api/host/activities/:id/guests': (w) => ({ url: `/api/host/activities/${w.published.id}/guests` }),
    'GET /api/host/activities/:id/door': (w) => ({ url: `/api/host/activities/${w.published.id}/door` }),
    'GET /api/host/activities/:id/questions': (w) => ({
      url: `/api/host/activities/${w.published.id}/questions`,
    }),
    'PUT /api/host/activities/:id/questions': (w) => ({
      url: `/api/host/activities/${w.published.id}/questions`,
      payload: { questions: [] },
    }),
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
    'POST /api/reports': async (w) => ({
      url: '/api/reports',
      payload: { targetType: 'activity', targetId: (await w.freshActivity()).id, reason: 'spam' },
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
    'GET /api/host/dashboard/revenue': at('/api/host/dashboard/revenue'),
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
    'GET /api/admin/reports': at('/api/admin/reports'),
    'POST /api/admin/reports/:id/decision': async (w) => ({
      url: `/api/admin/reports/${(await freshActivityReport(w)).id}/decision`,
      payload: { action: 'dismiss' },
    }),
    'GET /api/admin/reports/:id/conversation': async (w) => ({
      url: `/api/admin/reports/${(await freshMessageReport(w)).id}/conversation`,
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
    'GET /api/admin/analytics/revenue': at('/api/admin/analytics/revenue'),

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

    // Conversations: the one `user`'s paid booking made with `host`; the activity `host` hosts, asked about.
    'GET /api/conversations': at('/api/conversations'),
    'GET /api/conversations/unread': at('/api/conversations/unread'),
    'GET /api/conversations/:id': async (w) => ({ url: `/api/conversations/${await paidConversation(w)}` }),
    'POST /api/conversations/:id/messages': async (w) => ({
      url: `/api/conversations/${await paidConversation(w)}/messages`,
      payload: { body: 'Is there parking nearby?' },
    }),
    'POST /api/bookings/:id/conversation': (w) => ({ url: `/api/bookings/${w.paidBooking.id}/conversation` }),
    'POST /api/activities/:id/conversation': (w) => ({
      url: `/api/activities/${w.published.id}/conversation`,
      payload: { body: 'Is it OK for a 7-year-old?' },
    }),
    'GET /api/hosts/:id/reply-time': (w) => ({ url: `/api/hosts/${w.accounts.host.id}/reply-time` }),

    // Private groups: a request's rows stand behind `user` (its guest) and `host` (its activity's).
    'POST /api/activities/:id/private-requests': async (w) => ({
      url: `/api/activities/${(await w.freshPrivateOffer()).id}/private-requests`,
      payload: { day: dayAhead(6), time: '18:00', groupSize: 4 },
    }),
    'GET /api/private-requests': at('/api/private-requests'),
    'GET /api/private-requests/:id': async (w) => ({
      url: `/api/private-requests/${(await w.freshPendingRequest()).id}`,
    }),
    'POST /api/private-requests/:id/checkout': async (w) => ({
      url: `/api/private-requests/${await w.acceptedRequestId()}/checkout`,
    }),
    'GET /api/host/private-requests': at('/api/host/private-requests'),
    'POST /api/host/private-requests/:id/accept': async (w) => ({
      url: `/api/host/private-requests/${(await w.freshPendingRequest()).id}/accept`,
    }),
    'POST /api/host/private-requests/:id/decline': async (w) => ({
      url: `/api/host/private-requests/${(await w.freshPendingRequest()).id}/decline`,
      payload: { note: 'Closed that week' },
    }),
    // The group link: the token in the address is the credential.
    'GET /api/group/:token': () => ({ url: `/api/group/${MADE_UP_TOKEN}` }),
    'GET /api/group/:token · its link': (w) => ({ url: `/api/group/${w.groupToken}` }),
    'POST /api/group/:token/tickets/:ticketId/name': (w) => ({
      url: `/api/group/${MADE_UP_TOKEN}/tickets/${w.groupTicketId}/name`,
      payload: { name: 'Marta' },
    }),
    'POST /api/group/:token/tickets/:ticketId/name · its link': async (w) => {
      await groupTicketNamed(w, null);
      return {
        url: `/api/group/${w.groupToken}/tickets/${w.groupTicketId}/name`,
        payload: { name: 'Marta' },
      };
    },
    'POST /api/group/:token/tickets/:ticketId/name · a named ticket': async (w) => {
      await groupTicketNamed(w, 'Jordi');
      return {
        url: `/api/group/${w.groupToken}/tickets/${w.groupTicketId}/name`,
        payload: { name: 'Marta' },
      };
    },
    'DELETE /api/group/:token/tickets/:ticketId/name': async (w) => {
      await groupTicketNamed(w, 'Jordi');
      return { url: `/api/group/${w.groupToken}/tickets/${w.groupTicketId}/name` };
    },
    'DELETE /api/group/:token/tickets/:ticketId/name · made-up link': (w) => ({
      url: `/api/group/${MADE_UP_TOKEN}/tickets/${w.groupTicketId}/name`,
    }),

    'GET /dev/mail': at('/dev/mail'),
    'GET /dev/mail/messages': (w) => ({ url: '/dev/mail/messages', query: { to: w.bystander.email } }),
    'GET /dev/mail/messages/:id/html': (w) => ({ url: `/dev/mail/messages/${w.mailId}/html` }),
    'GET /dev/activities': (w) => ({ url: '/dev/activities', query: { title: w.published.title } }),
    'POST /dev/host-transfers/run': (w) => ({
      url: '/dev/host-transfers/run',
      payload: { activityId: w.published.id },
    }),
    'POST /dev/reminders/run': () => ({ url: '/dev/reminders/run', payload: {} }),
    'POST /dev/conversations/unread-mail/run': () => ({
      url: '/dev/conversations/unread-mail/run',
      payload: {},
    }),
    'POST /dev/booking-questions/health-cleanup/run': () => ({
      url: '/dev/booking-questions/health-cleanup/run',
      payload: {},
    }),
    'GET /metrics': at('/metrics'),
    ...promoCodeRequests(),
  };
}
