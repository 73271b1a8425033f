import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProviderCheckouts } from '#src/db/schema.ts';
import type { CheckoutRequest } from '#src/lib/payments/payment-provider.ts';
import { createTestProvider, type TestPaymentProvider } from '#src/lib/payments/test-provider.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';
import { testCheckoutRoutes } from './test-checkout.routes.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', name: 'Ana Puig' };

describe('the test checkout page at /pay', () => {
  let database: TestDatabase;
  let provider: TestPaymentProvider;
  let app: FastifyInstance;
  const delivered: { rawBody: Buffer; signature: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = createTestProvider({
      db: database.db,
      publicUrl: 'http://localhost:3000',
      webhookSecret: 'whsec_page_test',
      deliver: async (rawBody, signature) => {
        delivered.push({ rawBody, signature });
      },
    });
    app = Fastify();
    // The app's CSP in substance: same-origin forms, no inline scripts.
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: { scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"] },
      },
    });
    await app.register(testCheckoutRoutes, { prefix: '/pay', provider });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  function checkout(overrides: Partial<CheckoutRequest> = {}) {
    return provider.createCheckout({
      reference: randomUUID(),
      activity: { id: randomUUID(), title: 'Sunset kayak & <picnic>' },
      userId: randomUUID(),
      customerEmail: 'ana@example.test',
      spots: 3,
      lineItems: [{ name: 'Sunset kayak & <picnic> · Person', quantity: 3, unitAmountCents: 1500 }],
      discount: null,
      amountCents: 4500,
      successUrl: 'http://localhost:3000/bookings/paid?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/activity/a1',
      expiresAt: new Date(Date.now() + 30 * 60_000),
      ...overrides,
    });
  }

  const pay = (id: string, card: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/pay/${id}`,
      headers: FORM,
      payload: new URLSearchParams(card).toString(),
    });

  it('lists a line per price and the code’s discount, without the title the page already shows', async () => {
    const { id } = await checkout({
      lineItems: [
        { name: 'Sunset kayak & <picnic> · Adult (early bird)', quantity: 2, unitAmountCents: 1200 },
        { name: 'Sunset kayak & <picnic> · Child', quantity: 1, unitAmountCents: 800 },
      ],
      discount: { name: 'Code FRIENDS', amountCents: 640 },
      amountCents: 2560,
    });

    const page = (await app.inject({ method: 'GET', url: `/pay/${id}` })).body;

    expect(page).toContain('aria-label="What you are paying for"');
    expect(page).toContain(
      '<span>2\u00a0×\u00a0Adult (early bird)</span> <span class="line-total">€24.00</span>',
    );
    expect(page).toContain('<span>1\u00a0×\u00a0Child</span> <span class="line-total">€8.00</span>');
    expect(page).toContain('<span>Code FRIENDS</span> <span class="line-total">-€6.40</span>');
    expect(page).toContain('Pay €25.60');
  });

  it('shows TEST MODE, what is paid for, the amount and an accessible form that needs no script', async () => {
    const { id } = await checkout();

    const res = await app.inject({ method: 'GET', url: `/pay/${id}` });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.body;
    expect(page).toContain('TEST MODE');
    expect(page).toContain('No real money is taken');
    expect(page).toContain('Sortim');
    expect(page).toContain('<p class="description">Sunset kayak &amp; &lt;picnic&gt;</p>');
    expect(page).not.toContain('<picnic>');
    expect(page).toContain('€45.00');
    expect(page).toContain(`<form method="post" action="/pay/${id}"`);
    for (const [field, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiry (MM / YY)'],
      ['cvc', 'CVC'],
      ['name', 'Name on card'],
    ]) {
      expect(page).toContain(`<label for="${field}">${label}</label>`);
      expect(page).toContain(`<input id="${field}" name="${field}"`);
    }
    expect(page).toContain('4242 4242 4242 4242');
    expect(page).toContain('<button type="submit">Pay €45.00</button>');
    expect(page).toContain(
      '<a class="secondary" href="http://localhost:3000/activity/a1">Cancel and return to Sortim</a>',
    );
    expect(page).not.toContain('<script');
    expect(page).toContain('prefers-color-scheme: dark');
    // The app's icon, so the browser does not ask for a /favicon.ico that is not there.
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });

  it('pays with 4242: one signed event for the checkout, then a 303 to the success URL', async () => {
    const { id } = await checkout();
    const before = delivered.length;

    const res = await pay(id, GOOD_CARD);

    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/bookings/paid?session_id=${id}`);
    expect(delivered.length).toBe(before + 1);
    const event = delivered.at(-1);
    if (!event) throw new Error('no event');
    expect(provider.parseEvent(event.rawBody, event.signature)).toMatchObject({
      kind: 'checkout.completed',
      checkout: { id, status: 'paid' },
    });

    const again = await app.inject({ method: 'GET', url: `/pay/${id}` });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This payment is complete');
    expect(again.body).toContain(`href="http://localhost:3000/bookings/paid?session_id=${id}"`);
    expect(again.body).not.toContain('<form');
  });

  it('shows a declined card in an alert with 402, keeping name and expiry but not the card number', async () => {
    const { id } = await checkout();
    const before = delivered.length;

    const res = await pay(id, { ...GOOD_CARD, number: '4000 0000 0000 0002' });

    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('<p class="alert" role="alert" id="card-error">Your card was declined.</p>');
    expect(res.body).toContain('value="Ana Puig"');
    expect(res.body).toContain('value="12 / 40"');
    expect(res.body).not.toContain('value="4000 0000 0000 0002"');
    expect(res.body).not.toContain('value="123"');
    expect(await provider.getCheckout(id)).toMatchObject({ status: 'open', paymentId: null });
    expect(delivered.length).toBe(before);
  });

  it('marks the field at fault when the card is mistyped', async () => {
    const { id } = await checkout();

    const res = await pay(id, { ...GOOD_CARD, expiry: '01 / 20' });

    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('Your card&#39;s expiration date is in the past.');
    expect(res.body).toMatch(/<input id="expiry"[^>]*aria-invalid="true" aria-describedby="card-error"/);
    expect(res.body).not.toMatch(/<input id="number"[^>]*aria-invalid/);
  });

  it('charges once when the form is submitted twice at the same time', async () => {
    const { id } = await checkout();
    const before = delivered.length;

    const [first, second] = await Promise.all([pay(id, GOOD_CARD), pay(id, GOOD_CARD)]);

    expect([first?.statusCode, second?.statusCode]).toEqual([303, 303]);
    expect(delivered.length).toBe(before + 1);
  });

  it('refuses payment on an expired checkout and says so, with the way back', async () => {
    const { id } = await checkout();
    await database.db
      .update(testProviderCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(testProviderCheckouts.id, id));
    const before = delivered.length;

    const page = await app.inject({ method: 'GET', url: `/pay/${id}` });
    const res = await pay(id, GOOD_CARD);

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This checkout has expired');
    expect(page.body).toContain('href="http://localhost:3000/activity/a1"');
    expect(page.body).not.toContain('<form');
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This checkout has expired');
    expect(delivered.length).toBe(before);
    expect((await provider.getCheckout(id)).status).toBe('expired');
  });

  it('answers 404 with a page for an unknown checkout', async () => {
    for (const res of [
      await app.inject({ method: 'GET', url: `/pay/cs_test_${'0'.repeat(40)}` }),
      await app.inject({ method: 'GET', url: '/pay/not-a-checkout' }),
      await pay('cs_test_nope', GOOD_CARD),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Checkout not found');
      expect(res.body).toContain('TEST MODE');
    }
  });

  it('lets the form redirect to a success page on another origin, and only that one', async () => {
    const { id } = await checkout({ successUrl: 'https://web.sortim.test/bookings/paid' });

    const res = await app.inject({ method: 'GET', url: `/pay/${id}` });

    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/form-action 'self' https:\/\/web\.sortim\.test(;|$)/);
    expect(csp).toContain("script-src 'self'");
  });
});

describe('the test onboarding page at /pay/connect', () => {
  const RETURN_URL = 'http://localhost:3000/become-host?stripe=complete';
  let database: TestDatabase;
  let provider: TestPaymentProvider;
  let app: FastifyInstance;
  const delivered: { rawBody: Buffer; signature: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = createTestProvider({
      db: database.db,
      publicUrl: 'http://localhost:3000',
      webhookSecret: 'whsec_connect_page_test',
      deliver: async (rawBody, signature) => {
        delivered.push({ rawBody, signature });
      },
    });
    app = Fastify();
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: { scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"] },
      },
    });
    await app.register(testCheckoutRoutes, { prefix: '/pay', provider });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function account(email = 'marta@example.test') {
    const { accountId } = await provider.createConnectedAccount({ hostId: randomUUID(), email });
    const { url } = await provider.createOnboardingLink({
      accountId,
      returnUrl: RETURN_URL,
      refreshUrl: 'http://localhost:3000/host-dashboard',
    });
    return { accountId, path: new URL(url).pathname + new URL(url).search };
  }

  const submit = (accountId: string, form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/pay/connect/${accountId}`,
      headers: FORM,
      payload: new URLSearchParams(form).toString(),
    });
  const eventsSince = (before: number) =>
    delivered.slice(before).map((e) => provider.parseEvent(e.rawBody, e.signature));

  it('shows TEST MODE, the account e-mail and the two ways out, with no script', async () => {
    const { accountId, path } = await account('<marta>@example.test');

    const res = await app.inject({ method: 'GET', url: path });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.body;
    expect(page).toContain('TEST MODE');
    expect(page).toContain('<h1>Set up payouts</h1>');
    expect(page).toContain('&lt;marta&gt;@example.test');
    expect(page).not.toContain('<marta>');
    expect(page).toContain('Status: Not set up yet');
    expect(page).toContain(`<form method="post" action="/pay/connect/${accountId}">`);
    expect(page).toContain(`<input type="hidden" name="return" value="${RETURN_URL}">`);
    expect(page).toContain('<button type="submit" name="outcome" value="enabled">Complete setup</button>');
    expect(page).toContain(
      '<button type="submit" name="outcome" value="action_required" class="button-secondary">Leave setup incomplete</button>',
    );
    expect(page).not.toContain('<script');
    expect(String(res.headers['content-security-policy'])).toMatch(
      /form-action 'self' http:\/\/localhost:3000(;|$)/,
    );
  });

  it('completes setup: one signed account.updated with payouts enabled, then back to the app', async () => {
    const { accountId } = await account();
    const before = delivered.length;

    const res = await submit(accountId, { outcome: 'enabled', return: RETURN_URL });
    const again = await submit(accountId, { outcome: 'enabled', return: RETURN_URL });

    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(RETURN_URL);
    expect(again.statusCode).toBe(303);
    expect(eventsSince(before)).toEqual([
      expect.objectContaining({ kind: 'account.updated', accountId, payoutsEnabled: true }),
    ]);
    expect(await provider.getConnectedAccountStatus(accountId)).toBe('enabled');
    const page = await app.inject({
      method: 'GET',
      url: `/pay/connect/${accountId}?return=${encodeURIComponent(RETURN_URL)}`,
    });
    expect(page.body).toContain('Status: Payouts enabled');
  });

  it('leaves setup incomplete: the account needs action and payouts stay off', async () => {
    const { accountId } = await account();
    const before = delivered.length;

    const res = await submit(accountId, { outcome: 'action_required', return: RETURN_URL });

    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(RETURN_URL);
    expect(eventsSince(before)).toEqual([expect.objectContaining({ accountId, payoutsEnabled: false })]);
    expect(await provider.getConnectedAccountStatus(accountId)).toBe('action_required');
  });

  it('never sends the host to another site, whatever the link says', async () => {
    const { accountId } = await account();
    const before = delivered.length;

    for (const target of ['https://evil.example/become-host', '//evil.example/x', '']) {
      const page = await app.inject({
        method: 'GET',
        url: `/pay/connect/${accountId}?return=${encodeURIComponent(target)}`,
      });
      const post = await submit(accountId, { outcome: 'enabled', return: target });

      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('Setup link not valid');
      expect(page.body).not.toContain('evil.example');
      expect(post.statusCode).toBe(400);
      expect(post.headers.location).toBeUndefined();
    }
    expect(delivered.length).toBe(before);
    expect(await provider.getConnectedAccountStatus(accountId)).toBe('pending');
  });

  it('refuses an answer that is neither button, showing the page again', async () => {
    const { accountId } = await account();
    const before = delivered.length;

    const res = await submit(accountId, { outcome: 'pending', return: RETURN_URL });

    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Complete setup');
    expect(delivered.length).toBe(before);
    expect(await provider.getConnectedAccountStatus(accountId)).toBe('pending');
  });

  it('answers 404 with a page for an unknown account', async () => {
    for (const res of [
      await app.inject({
        method: 'GET',
        url: `/pay/connect/acct_test_${'0'.repeat(32)}?return=${encodeURIComponent(RETURN_URL)}`,
      }),
      await app.inject({ method: 'GET', url: '/pay/connect/acct_demo' }),
      await submit('acct_nope', { outcome: 'enabled', return: RETURN_URL }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Setup link not valid');
      expect(res.body).toContain('TEST MODE');
    }
  });
  describe('its transfers', () => {
    /** A paid checkout whose host share went to the account, with `reversed` cents taken back of it. */
    async function transferredTo(accountId: string, cents: number, reversed: number[] = []) {
      const { id } = await provider.createCheckout({
        reference: randomUUID(),
        activity: { id: 'a7c1e2d4-0000-4000-8000-000000000001', title: 'Kayak' },
        userId: randomUUID(),
        customerEmail: 'ana@example.test',
        spots: 2,
        lineItems: [{ name: 'Kayak · Person', quantity: 2, unitAmountCents: 2500 }],
        discount: null,
        amountCents: 5000,
        successUrl: 'http://localhost:3000/bookings',
        cancelUrl: 'http://localhost:3000/activity/a1',
        expiresAt: new Date(Date.now() + 30 * 60_000),
      });
      await provider.pay(id, { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' });
      const { paymentId } = await provider.getCheckout(id);
      const { transferId } = await provider.transfer({
        paymentId: paymentId ?? '',
        destination: accountId,
        amountCents: cents,
        transferGroup: 'activity_a7c1e2d4-0000-4000-8000-000000000001',
        idempotencyKey: `transfer-${id}`,
      });
      for (const [i, amountCents] of reversed.entries()) {
        await provider.reverseTransfer({ transferId, amountCents, idempotencyKey: `reverse-${id}-${i}` });
      }
      return { paymentId, transferId };
    }

    it('lists the transfers to the account, newest first, with what was reversed of each', async () => {
      const { accountId, path } = await account();
      await provider.finishOnboarding(accountId, 'enabled');
      const older = await transferredTo(accountId, 4500, [1000, 500]);
      const newer = await transferredTo(accountId, 2250);

      const res = await app.inject({ method: 'GET', url: path });

      expect(res.statusCode).toBe(200);
      const page = res.body;
      expect(page).toContain('<h2>Transfers to this account</h2>');
      expect(page.indexOf(String(newer.paymentId))).toBeLessThan(page.indexOf(String(older.paymentId)));
      expect(page).toContain('<span class="transfer-amount">€22.50</span>');
      expect(page).toContain('<span class="transfer-amount">€45.00</span>');
      expect(page).toContain(
        `From payment ${older.paymentId} · activity_a7c1e2d4-0000-4000-8000-000000000001`,
      );
      expect(page).toMatch(/Reversed €10\.00 on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
      expect(page).toContain('Reversed €5.00 on');
      expect(page).toContain('Kept by the account: €30.00');
      expect(page.match(/Kept by the account/g)).toHaveLength(1);
      expect(page).not.toContain('<script');
    });

    it('says when nothing was transferred yet', async () => {
      const { path } = await account();

      const res = await app.inject({ method: 'GET', url: path });

      expect(res.body).toContain(
        'No transfers yet. The host’s share of each booking is transferred here after the activity.',
      );
      expect(res.body).not.toContain('<ul class="transfers">');
    });

    it('shows the account and its transfers without the setup form when opened without a way back', async () => {
      const { accountId } = await account();
      await provider.finishOnboarding(accountId, 'enabled');
      const { paymentId } = await transferredTo(accountId, 1200);

      const res = await app.inject({ method: 'GET', url: `/pay/connect/${accountId}` });

      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('TEST MODE');
      expect(res.body).toContain('<h1>Payout account</h1>');
      expect(res.body).toContain('Status: Payouts enabled');
      expect(res.body).toContain(`From payment ${paymentId}`);
      expect(res.body).not.toContain('<form');
    });
  });
});
