import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#src/config.ts';
import type { PaymentProvider } from '#src/lib/payments/payment-provider.ts';
import { createStripeProvider } from '#src/lib/payments/stripe-provider.ts';
import { createTestProvider, type TestPaymentProvider } from '#src/lib/payments/test-provider.ts';
import { handlePaymentEvent } from '#src/modules/payments/payment-events.ts';
import { sweepHostTransfers } from '#src/modules/reservations/host-payouts.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money path's provider and rules (see `modules/reservations/payment-context.ts`). */
    payments: PaymentContext;
    /** The built-in provider when no Stripe key is set (its checkout page is served at /pay). */
    testPaymentProvider: TestPaymentProvider | null;
  }
}

/**
 * Picks the payment provider from the configuration (Stripe, or the built-in test provider) and starts the
 * sweep that closes holds and settles missed payments, and the one that pays hosts after their activities,
 * where this process runs workers.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const { config } = opts;
    const settings = config.payments.provider;
    let testProvider: TestPaymentProvider | null = null;
    let provider: PaymentProvider;
    if (settings.kind === 'stripe') {
      provider = createStripeProvider(settings);
    } else {
      testProvider = createTestProvider({
        db: app.db,
        publicUrl: config.publicUrl,
        webhookSecret: settings.webhookSecret,
        // Its events take the webhook's way in: verified, then the one completion path.
        deliver: async (rawBody, signature) =>
          handlePaymentEvent(context, provider.parseEvent(rawBody, signature)),
      });
      provider = testProvider;
    }
    const context: PaymentContext = {
      db: app.db,
      provider,
      mailer: app.mailer,
      rules: config.payments,
      publicUrl: config.publicUrl,
      logger: app.log,
    };
    app.decorate('payments', context);
    app.decorate('testPaymentProvider', testProvider);
    if (config.role !== 'web') {
      await app.jobs.work('payments.sweep', () => sweepPayments(context));
      await app.jobs.work('payments.host-transfers', async () => {
        const outcomes = await sweepHostTransfers(context);
        if (outcomes.paid + outcomes.held + outcomes.failed > 0)
          app.log.info(outcomes, 'host transfers swept');
      });
    }
  },
  { name: 'payments', dependencies: ['database', 'jobs', 'mailer'] },
);
