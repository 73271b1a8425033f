import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookingsOf, paymentSessionOf, startCheckoutAs } from '#src/test/checkout.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { paidCheckout, postWebhook, signedEvent } from '#src/test/payments.ts';

/*
 * The built-in test provider's events are as good as money: a signed `checkout.session.completed` books
 * the spots. Its signing secret used to be `whsec_test_` + a constant from the source, so anyone could sign
 * a paid event against `npm start`. Now it is random per installation (DATA_DIR/secrets.json).
 */

const formerSecret = 'whsec_test_sortim-development-secret-not-for-production-use';

describe('the test provider signing secret', () => {
  const ctx = useTestApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sortim-payments-')) });

  async function heldCheckout() {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 3 });
    const guest = await signUp(ctx.app);
    const checkout = await startCheckoutAs(ctx.app, guest, activity.id);
    return { activity, session: await paymentSessionOf(ctx.app, checkout.paymentSessionId) };
  }

  it('refuses a paid event signed with the secret the source used to hold, and books nothing', async () => {
    const { activity, session } = await heldCheckout();
    const forged = signedEvent(formerSecret, 'checkout.session.completed', paidCheckout(session));

    const res = await postWebhook(ctx.app, forged);

    expect(res.statusCode).toBe(400);
    expect((await paymentSessionOf(ctx.app, session.id)).status).toBe('open');
    expect(await bookingsOf(ctx.app, activity.id)).toEqual([]);
  });

  it("refuses one signed with the installation's auth secret, as the old derivation did", async () => {
    const { session } = await heldCheckout();
    const derived = signedEvent(
      `whsec_test_${ctx.config.auth.secret}`,
      'checkout.session.completed',
      paidCheckout(session),
    );
    expect((await postWebhook(ctx.app, derived)).statusCode).toBe(400);
  });

  it("accepts one signed with this installation's own secret", async () => {
    const { activity, session } = await heldCheckout();
    const secret = ctx.config.payments.provider.webhookSecret;
    const res = await postWebhook(
      ctx.app,
      signedEvent(secret, 'checkout.session.completed', paidCheckout(session)),
    );
    expect(res.statusCode).toBe(200);
    expect(await bookingsOf(ctx.app, activity.id)).toHaveLength(1);
  });
});
