import { VerifyPaymentInput, VerifyPaymentResult } from '@sortim/contracts/bookings';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '#src/lib/errors.ts';
import { requireUser, signedIn } from '#src/lib/guards.ts';
import { InvalidSignatureError } from '#src/lib/payments/payment-provider.ts';
import { verifyPayment } from '#src/modules/checkout/checkout.service.ts';
import { handlePaymentEvent } from './payment-events.ts';

/** The spec's verify-payment, and the provider's webhook: both end in the one completion path. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/verify',
    {
      schema: { body: VerifyPaymentInput, response: { 200: VerifyPaymentResult } },
      onRequest: requireUser,
    },
    async (request) => verifyPayment(app.payments, await signedIn(request), request.body.sessionId),
  );

  await app.register(async (scope) => {
    const webhooks = scope.withTypeProvider<ZodTypeProvider>();
    // The signature covers the exact bytes sent, so the body stays raw here.
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      '/payments/webhooks/:provider',
      { schema: { params: z.object({ provider: z.string() }) } },
      async (request, reply) => {
        const { provider } = app.payments;
        if (request.params.provider !== provider.name) return reply.code(404).send();
        const signature = request.headers['stripe-signature'];
        let event: ReturnType<typeof provider.parseEvent>;
        try {
          event = provider.parseEvent(
            request.body as Buffer,
            typeof signature === 'string' ? signature : undefined,
          );
        } catch (err) {
          if (err instanceof InvalidSignatureError) throw new Invalid('Invalid webhook signature');
          throw err;
        }
        await handlePaymentEvent(app.payments, event);
        return { received: true };
      },
    );
  });
};
