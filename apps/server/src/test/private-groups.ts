import type { CheckoutResult } from '@sortim/contracts/bookings';
import type { PrivateRequest, PrivateRequestInput } from '@sortim/contracts/private-groups';
import { eq } from 'drizzle-orm';
import type { App } from '#src/app.ts';
import { bookings, paymentSessions, privateDateRequests, profiles } from '#src/db/schema.ts';
import { barcelonaDay, DAY, isoDate } from '#src/lib/barcelona-time.ts';
import { signUp, type TestAccount } from './auth.ts';
import { TEST_CARD, testProviderOf } from './checkout.ts';
import { createActivity } from './factories.ts';

/*
 * Private groups in tests: an activity offered privately, a guest's request for a private date and the
 * host's answer, as the browser makes them, and a private booking paid with the test card.
 */

/** A signed-in host whose payouts are on (so guests can pay and requests can be accepted). */
export async function signUpHost(app: App, name = 'Hana Host'): Promise<TestAccount> {
  const host = await signUp(app, { name, roles: ['host', 'verified_host'] });
  await app.db
    .update(profiles)
    .set({ stripeAccountId: `acct_${host.id.slice(0, 12)}`, payoutsEnabled: true })
    .where(eq(profiles.id, host.id));
  return host;
}

/** An upcoming activity of `hostId` offered privately: at least €200 for a group of up to 12. */
export function createPrivateOffer(
  app: App,
  hostId: string,
  overrides: Partial<Parameters<typeof createActivity>[1]> = {},
) {
  return createActivity(app.db, {
    hostId,
    title: 'Paella workshop',
    priceCents: 3000,
    capacity: 8,
    privateMinimumCents: 20_000,
    privateMaxGroup: 12,
    ...overrides,
  });
}

/** A Barcelona day `days` from now, as the form sends it. */
export const dayAhead = (days: number) => isoDate(barcelonaDay(new Date(Date.now() + days * DAY)));

export const aRequest = (overrides: Partial<PrivateRequestInput> = {}): PrivateRequestInput => ({
  day: dayAhead(5),
  time: '18:30',
  groupSize: 6,
  message: 'A birthday dinner for my sister',
  ...overrides,
});

export function askPrivateDate(
  app: App,
  guest: { cookie: string } | null,
  activityId: string,
  input = aRequest(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/activities/${activityId}/private-requests`,
    headers: guest ? { cookie: guest.cookie } : {},
    payload: input,
  });
}

/** A guest's request, made through the endpoint; throws unless it was made. */
export async function requestMade(
  app: App,
  guest: { cookie: string },
  activityId: string,
  input = aRequest(),
) {
  const res = await askPrivateDate(app, guest, activityId, input);
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.statusCode} ${res.body}`);
  return res.json() as PrivateRequest;
}

export function answer(
  app: App,
  caller: { cookie: string } | null,
  requestId: string,
  how: 'accept' | 'decline',
  note = 'We are closed that week, sorry!',
) {
  return app.inject({
    method: 'POST',
    url: `/api/host/private-requests/${requestId}/${how}`,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(how === 'decline' ? { payload: { note } } : {}),
  });
}

/** A request its host accepted: the date made and held for the guest. */
export async function acceptedRequest(
  app: App,
  host: { cookie: string },
  guest: { cookie: string },
  activityId: string,
) {
  const request = await requestMade(app, guest, activityId);
  const res = await answer(app, host, request.id, 'accept');
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return res.json() as PrivateRequest;
}

export function payRequest(app: App, guest: { cookie: string } | null, requestId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/private-requests/${requestId}/checkout`,
    headers: guest ? { cookie: guest.cookie } : {},
  });
}

/** The hold an accepted request took. */
export async function holdOf(app: App, requestId: string) {
  const [row] = await app.db
    .select({ session: paymentSessions })
    .from(privateDateRequests)
    .innerJoin(paymentSessions, eq(paymentSessions.id, privateDateRequests.paymentSessionId))
    .where(eq(privateDateRequests.id, requestId));
  if (!row) throw new Error(`request ${requestId} holds nothing`);
  return row.session;
}

/** A date booked privately by `guest` through the checkout, paid with the test card. */
export async function bookPrivately(app: App, guest: { cookie: string }, activityId: string, spots = 4) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie: guest.cookie },
    payload: { activityId, spots, private: true },
  });
  if (res.statusCode !== 201) throw new Error(`private checkout failed: ${res.statusCode} ${res.body}`);
  const checkout = res.json() as CheckoutResult;
  const paid = await testProviderOf(app).pay(checkout.sessionId, TEST_CARD);
  if (paid.kind !== 'paid') throw new Error(`payment failed: ${JSON.stringify(paid)}`);
  const [booking] = await app.db
    .select()
    .from(bookings)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bookings.paymentSessionId))
    .where(eq(paymentSessions.providerSessionId, checkout.sessionId));
  if (!booking?.bookings.groupToken) throw new Error('the private payment made no group booking');
  return { ...booking.bookings, groupToken: booking.bookings.groupToken };
}
