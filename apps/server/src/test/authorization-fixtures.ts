import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Role } from '@sortim/contracts/taxonomy';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '#src/app.ts';
import type { Config } from '#src/config.ts';
import { hostApplications, privateDateRequests, profiles, tickets, userRoles } from '#src/db/schema.ts';
import { queueEmail } from '#src/lib/email/outbox.ts';
import { createApplication } from '#src/test/admin.ts';
import { signUp, type TestAccount } from './auth.ts';
import { bookAndPay, paymentSessionOf, startCheckoutAs, testProviderOf } from './checkout.ts';
import { createActivity, createBooking, createHost, createUser, createWaitlistEntry } from './factories.ts';
import { bookPrivately } from './private-groups.ts';

/*
 * The authorization matrix's world: six callers and the rows their ids point at, owned by the right people,
 * so a cell exercises ownership and not only roles. Rows a call changes or uses up (a refund, a deletion, a
 * review, a hold) come fresh for each cell from the `fresh*` makers, so no cell depends on the ones before.
 */

export const CALLERS = ['anonymous', 'user', 'otherUser', 'host', 'otherHost', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

/**
 * Who each caller is: `user` owns the guest side, `host` (verified, so its public profile shows) the host
 * side; the others own nothing.
 */
const BASELINE_ROLES: Record<Exclude<CallerName, 'anonymous'>, Role[]> = {
  user: [],
  otherUser: [],
  host: ['host', 'verified_host'],
  otherHost: ['host'],
  admin: ['admin'],
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** The five signed-in callers, each signed up through the real endpoint with their baseline roles. */
export async function signUpCallers(app: App) {
  const accounts = {} as Record<Exclude<CallerName, 'anonymous'>, TestAccount>;
  for (const [name, roles] of Object.entries(BASELINE_ROLES)) {
    accounts[name as keyof typeof BASELINE_ROLES] = await signUp(app, { name: `Matrix ${name}`, roles });
  }
  return accounts;
}

export async function buildWorld(app: App, config: Config) {
  const accounts = await signUpCallers(app);
  const { user, host } = accounts;
  // Guests pay for a host's activities once the host's payout account (a real one at the test provider,
  // so the payout routes find it) is enabled.
  for (const who of [host, accounts.otherHost]) {
    const started = await app.inject({
      method: 'POST',
      url: '/api/host/payouts/onboarding',
      headers: { cookie: who.cookie },
    });
    if (started.statusCode !== 200)
      throw new Error(`onboarding failed: ${started.statusCode} ${started.body}`);
    const [profile] = await app.db
      .select({ accountId: profiles.stripeAccountId })
      .from(profiles)
      .where(eq(profiles.id, who.id));
    await testProviderOf(app).finishOnboarding(profile?.accountId ?? '', 'enabled');
    await app.db.update(profiles).set({ payoutsEnabled: true }).where(eq(profiles.id, who.id));
  }

  const privateTerms = { privateMinimumCents: 10_000, privateMaxGroup: 8 };
  const upcoming = (overrides: Partial<Parameters<typeof createActivity>[1]> = {}) =>
    createActivity(app.db, { hostId: host.id, startTime: new Date(Date.now() + 7 * DAY), ...overrides });

  /** The host's activity `user` has booked and paid for through the checkout. */
  const published = await upcoming({ title: 'Matrix published walk' });
  const paid = await bookAndPay(app, user, published.id);
  const draft = await upcoming({ title: 'Matrix draft walk', isPublished: false, status: 'draft' });

  /** A date of `host`'s that `user` booked privately: its group link, and a ticket of it. */
  const privateOffer = await upcoming({ ...privateTerms, title: 'Matrix private walk' });
  const grouped = await bookPrivately(
    app,
    user,
    (await upcoming({ ...privateTerms, title: 'Matrix group walk' })).id,
    2,
  );
  const [groupTicket] = await app.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.bookingId, grouped.id));
  let acceptedRequestId: string | null = null;
  /** `user`'s request for a private date of `privateOffer`, waiting for its host. */
  const freshPendingRequest = async () => {
    const [request] = await app.db
      .insert(privateDateRequests)
      .values({
        activityId: privateOffer.id,
        guestId: user.id,
        startsAt: new Date(Date.now() + 5 * DAY),
        groupSize: 4,
      })
      .returning();
    if (!request) throw new Error('request not made');
    return request;
  };

  /** Someone who is only ever a target of admin tools, and a sign-in nobody else uses. */
  const person = await createUser(app.db, { name: 'Matrix Person' });
  const bystander = await signUp(app, { name: 'Matrix Bystander' });

  const uploadName = `matrix-${randomUUID()}.txt`;
  await mkdir(config.uploadsDir, { recursive: true });
  await writeFile(path.join(config.uploadsDir, uploadName), 'an uploaded file');

  const mailId = await queueEmail(app.db, {
    to: bystander.email,
    subject: 'Matrix message',
    text: 'A message with an HTML version.',
    html: '<p>A message with an HTML version.</p>',
  });

  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();

  return {
    app,
    accounts,
    cookieOf: (who: CallerName) => (who === 'anonymous' ? undefined : accounts[who].cookie),
    published,
    draft,
    paidBooking: paid.booking,
    /** The provider's id of the checkout `user` paid (what the payment page returns to /bookings with). */
    paidSessionId: paid.checkout.sessionId,
    person,
    bystander,
    uploadPath: `/uploads/${uploadName}`,
    mailId,
    png,

    /** An upcoming published activity of `host`, nobody booked. */
    freshActivity: () => upcoming({ title: 'Matrix fresh walk' }),
    /** A paid booking of `user` (through checkout and the test card), not yet started. */
    freshPaidBooking: async () => (await bookAndPay(app, user, (await upcoming()).id)).booking,
    /**
     * A checkout a new guest has started and not paid: its payment session, holding a spot. A new guest each
     * time, since one person holds spots in at most LIMITS.maxOpenHolds activities at once.
     */
    freshOpenCheckout: async () =>
      paymentSessionOf(
        app,
        (await startCheckoutAs(app, await signUp(app), (await upcoming()).id)).paymentSessionId,
      ),
    /** An activity of `host` that took place yesterday, which `user` attended. */
    freshAttended: async () => {
      const start = new Date(Date.now() - DAY);
      const activity = await createActivity(app.db, {
        hostId: host.id,
        startTime: start,
        endTime: new Date(start.getTime() + 2 * HOUR),
      });
      await createBooking(app.db, { userId: user.id, activityId: activity.id });
      return activity;
    },
    /** A sold-out upcoming activity of `host`, with `user` on its waitlist. */
    freshWaitlisted: async () => {
      const activity = await upcoming({ capacity: 2, spotsRemaining: 0 });
      await createWaitlistEntry(app.db, { userId: user.id, activityId: activity.id });
      return activity;
    },
    /** `user`'s private booking: the link its organizer shares, and its first ticket. */
    groupToken: grouped.groupToken,
    groupTicketId: groupTicket?.id ?? '',
    /** An upcoming activity of `host` offered privately, nobody has asked about. */
    freshPrivateOffer: () => upcoming({ ...privateTerms, title: 'Matrix private offer' }),
    freshPendingRequest,
    /** A request of `user` that `host` accepted (one for the whole run: paying it opens a new page each time). */
    acceptedRequestId: async () => {
      if (acceptedRequestId) return acceptedRequestId;
      const request = await freshPendingRequest();
      const res = await app.inject({
        method: 'POST',
        url: `/api/host/private-requests/${request.id}/accept`,
        headers: { cookie: host.cookie },
      });
      if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
      acceptedRequestId = request.id;
      return request.id;
    },
    freshPerson: () => createUser(app.db, { name: 'Matrix Target' }),
    freshHost: () => createHost(app.db, { name: 'Matrix Target Host' }),
    freshApplication: async () =>
      createApplication(app, { userId: (await createUser(app.db, { name: 'Matrix Applicant' })).id }),

    /**
     * Puts every caller back as it started: some routes change the caller's own roles (becoming a host,
     * the first admin); the next row must meet the same six people.
     */
    async restoreCallers() {
      const ids = Object.values(accounts).map((a) => a.id);
      await app.db.delete(userRoles).where(inArray(userRoles.userId, ids));
      await app.db.delete(hostApplications).where(inArray(hostApplications.userId, ids));
      const rows = Object.entries(BASELINE_ROLES).flatMap(([name, roles]) =>
        roles.map((role) => ({ userId: accounts[name as keyof typeof BASELINE_ROLES].id, role })),
      );
      await app.db.insert(userRoles).values(rows);
    },
  };
}
