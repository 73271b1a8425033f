import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, hostApplications, reports } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay, startCheckoutAs } from '#src/test/checkout.ts';
import { changedTables, fingerprinter } from '#src/test/db-fingerprint.ts';
import { createActivity, createHost, createUser } from '#src/test/factories.ts';
import { type FieldBook, type FuzzBody, fuzzBodies, readFieldBook } from '#src/test/fuzz-inputs.ts';
import { createPromoCode } from '#src/test/promo-codes.ts';

/*
 * Any input, a clear answer (issue 13): every write endpoint the app serves, read from its route table,
 * gets generated bodies as an admin (so guards let the input reach validation and the handler) and as
 * nobody. No answer may be a 5xx, and a 4xx answer may change nothing in the database.
 *
 * Nothing is left out. Ids in the address are the fixtures' (an activity, a booking, a user, an
 * application, a test-provider checkout) most of the time, so handlers run deep, and sometimes junk.
 * The webhook gets no signature and must refuse (4xx). Destructive calls (DELETE) run last, so the
 * fixtures live while the rest is tried; POST /api/auth/* is tried on paths that cannot end the
 * admin's session (sign-out and session revoking would leave the rest of the run anonymous). The
 * test provider's onboarding page (/pay/connect/:id) has no fixture account: it gets unknown ids.
 */

const SEED = 20_130_013;
/** Per endpoint and caller: 44 write endpoints x 2 callers x 60, some 5,300 requests, under a minute on PGlite. */
const RUNS = 60;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const AUTH_PATHS = [
  'anything',
  'update-user',
  'change-password',
  'sign-in/social',
  'verify-email',
  'forget-password',
];
const JUNK_IDS = [
  'not-an-id',
  '%00',
  '%ED%A0%80',
  '%2e%2e',
  'x'.repeat(300),
  '00000000-0000-4000-8000-000000000000',
  '0',
  '-1',
];

type Outcome = {
  route: string;
  caller: string;
  status: number;
  body: FuzzBody;
  url: string;
  answer: string;
  changed?: string[];
};

// A web process only (no job workers): what an accepted request queues (an e-mail to deliver) stays
// queued, so any later change to a table is the doing of the request that just answered.
const ctx = useTestApp({ ROLE: 'web' });
let admin: TestAccount;
let book: FieldBook;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await signUp(ctx.app, { roles: ['admin', 'host', 'verified_host'] });
  const db = ctx.app.db;
  const otherHost = await createHost(db);
  const victim = await createUser(db);
  const mine = await createActivity(db, { hostId: admin.id });
  const theirs = await createActivity(db, { hostId: otherHost.id });
  const third = await createActivity(db, { hostId: otherHost.id });
  const { booking } = await bookAndPay(ctx.app, admin, theirs.id);
  const [application] = await db
    .insert(hostApplications)
    .values({
      userId: victim.id,
      activityType: 'Go Hiking',
      phone: '+34600000000',
      notificationEmail: victim.email,
    })
    .returning();
  const checkout = await startCheckoutAs(ctx.app, admin, third.id);
  const hostCode = await createPromoCode(db, { hostId: admin.id });
  const platformCode = await createPromoCode(db, { hostId: null });
  // The paid booking joined the admin's conversation with its host; someone else's report for the queue.
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.bookingId, booking.id));
  const [report] = await db
    .insert(reports)
    .values({
      reporterId: victim.id,
      targetType: 'activity',
      targetId: third.id,
      subjectUserId: otherHost.id,
      reason: 'spam',
    })
    .returning();
  if (!conversation || !report) throw new Error('the fuzz fixtures need a conversation and a report');
  Object.assign(ids, {
    mine: mine.id,
    theirs: theirs.id,
    booking: booking.id,
    victim: victim.id,
    otherHost: otherHost.id,
    application: application?.id ?? randomUUID(),
    checkout: checkout.sessionId,
    hostCode: hostCode.id,
    platformCode: platformCode.id,
    conversation: conversation.id,
    report: report.id,
  });
  book = await readFieldBook();
}, 60_000);

/** The fixture an address's id stands for, by where it sits. */
function fixtureFor(route: string): string {
  if (route.includes('/bookings/')) return ids.booking as string;
  if (route.includes('/host/activities/')) return ids.mine as string;
  if (route.includes('/admin/users/')) return ids.victim as string;
  if (route.includes('/admin/applications/')) return ids.application as string;
  if (route.includes('/admin/hosts/')) return ids.otherHost as string;
  if (route.includes('/admin/activities/')) return ids.mine as string;
  if (route.startsWith('POST /pay/:id')) return ids.checkout as string;
  if (route.includes('/host/codes/')) return ids.hostCode as string;
  if (route.includes('/admin/codes/')) return ids.platformCode as string;
  if (route.includes('/conversations/')) return ids.conversation as string;
  if (route.includes('/admin/reports/')) return ids.report as string;
  return ids.theirs as string;
}

/** Real ids mostly, junk sometimes; the wildcard of the auth routes on paths that keep the session. */
const addressFor = (route: string) => {
  const [, pattern = ''] = route.split(' ');
  return fc
    .record({
      junk: fc.oneof(
        { arbitrary: fc.constant(null), weight: 5 },
        { arbitrary: fc.constantFrom(...JUNK_IDS), weight: 1 },
      ),
      rest: fc.constantFrom(...AUTH_PATHS),
      query: fc.oneof(
        { arbitrary: fc.constant(''), weight: 4 },
        { arbitrary: fc.constantFrom('kind=cover', 'kind=gallery', 'kind=%00', 'kind=x&kind=y'), weight: 2 },
        {
          arbitrary: fc
            .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 })
            .map((q) => new URLSearchParams(q).toString()),
          weight: 1,
        },
      ),
    })
    .map(({ junk, rest, query }) => {
      const path = pattern
        .replace(':provider', 'test')
        .replace(/:[a-z]+/gi, junk ?? fixtureFor(route))
        .replace('*', rest);
      return query ? `${path}?${query}` : path;
    });
};

/** The `fields` of a 400 in the API's error shape; nothing from any other answer (HTML, better-auth's). */
function fieldsOf(text: string): object {
  try {
    return (JSON.parse(text) as { error?: { fields?: object } } | null)?.error?.fields ?? {};
  } catch {
    return {};
  }
}

/** DELETEs last (they remove the fixtures), deleting a user last of all. */
const order = (route: string) =>
  route.startsWith('DELETE /api/admin/users') ? 2 : route.startsWith('DELETE ') ? 1 : 0;

describe('any input to any write endpoint', () => {
  it('never answers 5xx, and a 4xx answer changes nothing', async ({ annotate }) => {
    const routes = [...new Set(ctx.app.routeCatalog)]
      .filter((route) => WRITE_METHODS.has(route.split(' ')[0] ?? ''))
      .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
    const fingerprint = await fingerprinter(ctx.app);
    const fixtureIds = Object.values(ids);
    const serverErrors: Outcome[] = [];
    const changedOn4xx: Outcome[] = [];
    let tried = 0;
    let current = await fingerprint();

    for (const route of routes) {
      const [method = 'POST'] = route.split(' ');
      // The endpoint's own field names, as its 400 answer to an empty object names them.
      const probe = await ctx.app.inject({
        method: method as 'POST',
        url: (fc.sample(addressFor(route), { numRuns: 1, seed: SEED })[0] ?? '').split('?')[0] ?? '',
        headers: { cookie: admin.cookie },
        payload: {},
      });
      const fields = Object.keys(fieldsOf(probe.body));
      current = await fingerprint();

      for (const [caller, cookie] of [
        ['admin', admin.cookie],
        ['anonymous', undefined],
      ] as const) {
        await fc.assert(
          fc.asyncProperty(fuzzBodies(fields, book, fixtureIds), addressFor(route), async (body, url) => {
            tried++;
            const headers: Record<string, string> = {};
            if (cookie) headers.cookie = cookie;
            if (body.contentType !== undefined) headers['content-type'] = body.contentType;
            const res = await ctx.app.inject({
              method: method as 'POST',
              url,
              headers,
              ...(body.payload !== undefined ? { payload: body.payload } : {}),
            });
            const after = await fingerprint();
            const outcome = {
              route,
              caller,
              status: res.statusCode,
              body,
              url,
              answer: res.body.slice(0, 300),
            };
            if (res.statusCode >= 500) serverErrors.push(outcome);
            const refused = res.statusCode >= 400 && res.statusCode < 500;
            const changed = changedTables(current, after);
            if (refused && changed.length) changedOn4xx.push({ ...outcome, changed });
            current = after;
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
    }

    await annotate(
      `${routes.length} write endpoints, ${tried} inputs, ${serverErrors.length} 5xx, ${changedOn4xx.length} changes on a 4xx`,
    );
    expect(serverErrors).toEqual([]);
    expect(changedOn4xx).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
    expect(tried).toBeGreaterThanOrEqual(routes.length * 2 * RUNS);
  }, 240_000);
});
