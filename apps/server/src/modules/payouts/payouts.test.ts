import { PAYOUT_MESSAGES } from '@sortim/contracts/payouts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { processedProviderEvents, profiles, testProviderAccounts } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { subjectsTo, testProviderOf, waitlistOf } from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import { postWebhook, signedEvent, spotsOf } from '#src/test/payments.ts';

const ctx = useTestApp();

const ROUTES = [
  { method: 'GET', url: '/api/host/payouts' },
  { method: 'POST', url: '/api/host/payouts/onboarding' },
  { method: 'POST', url: '/api/host/payouts/check' },
] as const;

const call = (route: (typeof ROUTES)[number], cookie?: string) =>
  ctx.app.inject({ ...route, headers: cookie ? { cookie } : {} });
const [STATUS, ONBOARDING, CHECK] = ROUTES;

const newHost = () => signUp(ctx.app, { roles: ['host'] });

async function profileOf(userId: string) {
  const [profile] = await ctx.app.db
    .select({
      stripeAccountId: profiles.stripeAccountId,
      payoutsEnabled: profiles.payoutsEnabled,
      stripeOnboardingComplete: profiles.stripeOnboardingComplete,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw new Error(`no profile ${userId}`);
  return profile;
}

/** The host starts onboarding through the API; returns their account id and the link they were given. */
async function startOnboarding(host: TestAccount) {
  const res = await call(ONBOARDING, host.cookie);
  if (res.statusCode !== 200) throw new Error(`onboarding failed: ${res.statusCode} ${res.body}`);
  const url = new URL(res.json().url);
  const accountId = url.pathname.split('/').at(-1) ?? '';
  return { url, accountId };
}

/** The host presses a button on the test provider's onboarding page, as the browser posts it. */
function finishOnPage(accountId: string, outcome: 'enabled' | 'action_required') {
  return ctx.app.inject({
    method: 'POST',
    url: `/pay/connect/${accountId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      outcome,
      return: `${ctx.config.publicUrl}/host-dashboard?stripe=complete`,
    }).toString(),
  });
}

/** The provider's record changes without its event reaching us (a lost webhook). */
async function setAtProviderOnly(accountId: string, status: 'enabled' | 'action_required' | 'pending') {
  await ctx.app.db.update(testProviderAccounts).set({ status }).where(eq(testProviderAccounts.id, accountId));
}

describe('access to /api/host/payouts', () => {
  it('asks anonymous visitors to sign in', async () => {
    for (const route of ROUTES) expect((await call(route)).statusCode).toBe(401);
  });

  it('refuses signed-in people who are not hosts', async () => {
    const guest = await signUp(ctx.app);

    for (const route of ROUTES) {
      const res = await call(route, guest.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Access denied. Host privileges required.');
    }
    expect((await profileOf(guest.id)).stripeAccountId).toBeNull();
  });

  it('serves hosts, verified hosts and admins, each about their own account', async () => {
    for (const roles of [['host'], ['verified_host'], ['admin']] as const) {
      const person = await signUp(ctx.app, { roles: [...roles] });
      expect((await call(STATUS, person.cookie)).statusCode).toBe(200);
      expect((await call(ONBOARDING, person.cookie)).statusCode).toBe(200);
      expect((await profileOf(person.id)).stripeAccountId).toMatch(/^acct_test_/);
    }
  });
});

describe('GET /api/host/payouts', () => {
  it('reads Not Started, In Progress and Connected from the profile without asking the provider', async () => {
    const host = await newHost();
    // Only the status reads are watched: the provider's event of the finished setup asks, as it should.
    const status = async () => {
      const spy = vi.spyOn(ctx.app.payments.provider, 'getConnectedAccountStatus');
      const res = await call(STATUS, host.cookie);
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
      return res;
    };

    const before = await status();
    const { accountId } = await startOnboarding(host);
    const started = await status();
    await finishOnPage(accountId, 'enabled');
    const connected = await status();

    expect(before.json()).toEqual({ setup: 'not_started', status: null, payoutsEnabled: false });
    expect(started.json()).toEqual({ setup: 'in_progress', status: null, payoutsEnabled: false });
    expect(connected.json()).toEqual({ setup: 'connected', status: null, payoutsEnabled: true });
  });
});

describe('POST /api/host/payouts/onboarding', () => {
  it('opens one account for the host and links to its onboarding, returning to the host dashboard', async () => {
    const host = await newHost();

    const first = await startOnboarding(host);
    const second = await startOnboarding(host);

    const { stripeAccountId } = await profileOf(host.id);
    expect(stripeAccountId).toMatch(/^acct_test_[0-9a-f]{32}$/);
    expect(first.accountId).toBe(stripeAccountId);
    expect(second.accountId).toBe(stripeAccountId);
    expect(first.url.origin + first.url.pathname).toBe(
      `${ctx.config.publicUrl}/pay/connect/${stripeAccountId}`,
    );
    expect(first.url.searchParams.get('return')).toBe(
      `${ctx.config.publicUrl}/host-dashboard?stripe=complete`,
    );
    const rows = await ctx.app.db
      .select()
      .from(testProviderAccounts)
      .where(eq(testProviderAccounts.id, stripeAccountId ?? ''));
    expect(rows).toEqual([expect.objectContaining({ email: host.email, status: 'pending' })]);
  });

  it('stores one account when the host clicks twice at the same time', async () => {
    const host = await newHost();
    const accountsBefore = (await ctx.app.db.select().from(testProviderAccounts)).length;

    const [a, b] = await Promise.all([call(ONBOARDING, host.cookie), call(ONBOARDING, host.cookie)]);

    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().url).toBe(b.json().url);
    expect((await ctx.app.db.select().from(testProviderAccounts)).length).toBe(accountsBefore + 1);
    expect(a.json().url).toContain(`/pay/connect/${(await profileOf(host.id)).stripeAccountId}?`);
  });

  it('answers 502 with the spec’s copy when the provider fails, storing nothing', async () => {
    const host = await newHost();
    const spy = vi
      .spyOn(ctx.app.payments.provider, 'createConnectedAccount')
      .mockRejectedValueOnce(new Error('provider down'));

    const res = await call(ONBOARDING, host.cookie);

    spy.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(PAYOUT_MESSAGES.startFailed);
    expect((await profileOf(host.id)).stripeAccountId).toBeNull();
  });

  it('answers 502 when the provider does not know the stored account', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    await ctx.app.db
      .update(profiles)
      .set({ stripeAccountId: 'acct_gone_elsewhere' })
      .where(eq(profiles.id, host.id));

    const res = await call(ONBOARDING, host.cookie);

    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(PAYOUT_MESSAGES.startFailed);
  });
});

describe('POST /api/host/payouts/check', () => {
  it('answers pending, not started, for a host without an account', async () => {
    const host = await newHost();

    const res = await call(CHECK, host.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ setup: 'not_started', status: 'pending', payoutsEnabled: false });
  });

  it('reports a setup left incomplete as needing action', async () => {
    const host = await newHost();
    const { accountId } = await startOnboarding(host);

    const pending = await call(CHECK, host.cookie);
    expect((await finishOnPage(accountId, 'action_required')).statusCode).toBe(303);
    const incomplete = await call(CHECK, host.cookie);

    expect(pending.json()).toEqual({ setup: 'in_progress', status: 'pending', payoutsEnabled: false });
    expect(incomplete.json()).toEqual({
      setup: 'in_progress',
      status: 'action_required',
      payoutsEnabled: false,
    });
    expect(await profileOf(host.id)).toMatchObject({
      payoutsEnabled: false,
      stripeOnboardingComplete: false,
    });
  });

  it('turns payouts on from what the provider says, when its event never arrived', async () => {
    const host = await newHost();
    const { accountId } = await startOnboarding(host);
    await setAtProviderOnly(accountId, 'enabled');
    expect((await profileOf(host.id)).payoutsEnabled).toBe(false);

    const res = await call(CHECK, host.cookie);

    expect(res.json()).toEqual({ setup: 'connected', status: 'enabled', payoutsEnabled: true });
    expect(await profileOf(host.id)).toMatchObject({ payoutsEnabled: true, stripeOnboardingComplete: true });
  });

  it('turns payouts off when the provider needs action again, keeping onboarding marked complete', async () => {
    const host = await newHost();
    const { accountId } = await startOnboarding(host);
    await finishOnPage(accountId, 'enabled');
    await setAtProviderOnly(accountId, 'action_required');

    const res = await call(CHECK, host.cookie);

    expect(res.json()).toEqual({ setup: 'in_progress', status: 'action_required', payoutsEnabled: false });
    expect(await profileOf(host.id)).toMatchObject({ payoutsEnabled: false, stripeOnboardingComplete: true });
  });

  it('answers 502 "Check failed" when the provider cannot be asked, changing nothing', async () => {
    const host = await newHost();
    const { accountId } = await startOnboarding(host);
    await finishOnPage(accountId, 'enabled');
    const spy = vi
      .spyOn(ctx.app.payments.provider, 'getConnectedAccountStatus')
      .mockRejectedValueOnce(new Error('provider down'));

    const res = await call(CHECK, host.cookie);

    spy.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(PAYOUT_MESSAGES.checkFailed);
    expect((await profileOf(host.id)).payoutsEnabled).toBe(true);
  });
});

describe('account.updated events', () => {
  /** A signed `account.updated` whose payload says the account is `enabled` or needs action. */
  const accountEvent = (accountId: string, enabled: boolean) =>
    signedEvent(ctx.config.payments.provider.webhookSecret, 'account.updated', {
      id: accountId,
      object: 'account',
      charges_enabled: enabled,
      payouts_enabled: enabled,
      requirements: { currently_due: enabled ? [] : ['individual.verification.document'] },
    });

  it('keeps payouts on when an older "disabled" arrives after the newer "enabled"', async () => {
    const host = await newHost();
    const { accountId } = await startOnboarding(host);
    await setAtProviderOnly(accountId, 'enabled');

    expect((await postWebhook(ctx.app, accountEvent(accountId, true))).statusCode).toBe(200);
    expect((await postWebhook(ctx.app, accountEvent(accountId, false))).statusCode).toBe(200);

    expect(await profileOf(host.id)).toMatchObject({ payoutsEnabled: true, stripeOnboardingComplete: true });
  });

  it('keeps payouts off when an older "enabled" arrives after the newer "disabled"', async () => {
    const host = await newHost();
    const { accountId } = await startOnboarding(host);
    await setAtProviderOnly(accountId, 'action_required');

    expect((await postWebhook(ctx.app, accountEvent(accountId, false))).statusCode).toBe(200);
    expect((await postWebhook(ctx.app, accountEvent(accountId, true))).statusCode).toBe(200);

    expect(await profileOf(host.id)).toMatchObject({
      payoutsEnabled: false,
      stripeOnboardingComplete: false,
    });
  });

  it('asks for the event again when the provider cannot be read, then applies it once', async () => {
    const host = await newHost();
    const { accountId } = await startOnboarding(host);
    await setAtProviderOnly(accountId, 'enabled');
    const event = accountEvent(accountId, true);
    const spy = vi
      .spyOn(ctx.app.payments.provider, 'getConnectedAccountStatus')
      .mockRejectedValueOnce(new Error('provider down'));

    const refused = await postWebhook(ctx.app, event);
    spy.mockRestore();

    expect(refused.statusCode).toBe(503);
    expect((await profileOf(host.id)).payoutsEnabled).toBe(false);
    const eventId = JSON.parse(event.payload).id;
    const marked = () =>
      ctx.app.db.select().from(processedProviderEvents).where(eq(processedProviderEvents.eventId, eventId));
    expect(await marked()).toEqual([]);

    expect((await postWebhook(ctx.app, event)).statusCode).toBe(200);
    expect((await profileOf(host.id)).payoutsEnabled).toBe(true);
    expect(await marked()).toHaveLength(1);
  });
});

describe('payouts enabling waitlist offers', () => {
  const offerSubject = (title: string) => `A spot opened up: ${title}`;

  /** A host without payouts, an upcoming activity with 3 free spots and two people waiting for it. */
  async function hostWithWaitlist(title: string) {
    const host = await newHost();
    const activity = await createActivity(ctx.app.db, { hostId: host.id, title, capacity: 3 });
    const guests = [await signUp(ctx.app), await signUp(ctx.app)];
    for (const guest of guests) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/activities/${activity.id}/waitlist`,
        headers: { cookie: guest.cookie },
      });
      expect(res.statusCode).toBe(200);
    }
    return { host, activity, guests };
  }

  async function expectOffered(activityId: string, guests: TestAccount[], title: string) {
    const line = await waitlistOf(ctx.app, activityId);
    expect(line.map((e) => e.userId)).toEqual(guests.map((g) => g.id));
    expect(line.every((e) => e.offerExpiresAt !== null && e.offerExpiresAt > new Date())).toBe(true);
    expect(await spotsOf(ctx.app, activityId)).toBe(1);
    for (const guest of guests) {
      expect((await subjectsTo(ctx.app, guest.email)).filter((s) => s === offerSubject(title))).toHaveLength(
        1,
      );
    }
  }

  it('offers each waitlisted guest a spot once the host completes onboarding on the test page', async () => {
    const { host, activity, guests } = await hostWithWaitlist('Vermut tour in Gràcia');
    const { accountId } = await startOnboarding(host);
    expect(await waitlistOf(ctx.app, activity.id)).toEqual([
      expect.objectContaining({ offerExpiresAt: null }),
      expect.objectContaining({ offerExpiresAt: null }),
    ]);

    const page = await finishOnPage(accountId, 'enabled');

    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${ctx.config.publicUrl}/host-dashboard?stripe=complete`);
    await expectOffered(activity.id, guests, 'Vermut tour in Gràcia');

    // The return to /host-dashboard?stripe=complete checks again: nothing is offered twice.
    const check = await call(CHECK, host.cookie);
    expect(check.json()).toEqual({ setup: 'connected', status: 'enabled', payoutsEnabled: true });
    await expectOffered(activity.id, guests, 'Vermut tour in Gràcia');
  });

  it('offers the spots from the status check when the provider’s event was lost', async () => {
    const { host, activity, guests } = await hostWithWaitlist('Tapas crawl in Poble-sec');
    const { accountId } = await startOnboarding(host);
    await testProviderOf(ctx.app).finishOnboarding(accountId, 'action_required');
    await setAtProviderOnly(accountId, 'enabled');
    expect(await spotsOf(ctx.app, activity.id)).toBe(3);

    const check = await call(CHECK, host.cookie);

    expect(check.json()).toEqual({ setup: 'connected', status: 'enabled', payoutsEnabled: true });
    await expectOffered(activity.id, guests, 'Tapas crawl in Poble-sec');
  });

  it('offers nothing while setup is left incomplete', async () => {
    const { host, activity } = await hostWithWaitlist('Sunrise paddle surf');
    const { accountId } = await startOnboarding(host);

    await finishOnPage(accountId, 'action_required');
    await call(CHECK, host.cookie);

    expect((await waitlistOf(ctx.app, activity.id)).every((e) => e.offerExpiresAt === null)).toBe(true);
    expect(await spotsOf(ctx.app, activity.id)).toBe(3);
  });
});
