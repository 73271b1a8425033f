import { BOOKING_MESSAGES, CheckoutInput, CheckoutResult } from '@sortim/contracts/bookings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Unauthorized } from '#src/lib/errors.ts';
import { signedIn } from '#src/lib/guards.ts';
import { rateLimit } from '#src/lib/rate-limit.ts';
import { cancelCheckout, startCheckout } from './checkout.service.ts';

/** Before validation, so an anonymous visitor hears 'sign in to book' rather than about the body. */
async function requireBooker(request: FastifyRequest): Promise<void> {
  if (!(await request.caller())) throw new Unauthorized(BOOKING_MESSAGES.signInToBook);
}

/** The spec's create-checkout, and the way back from the payment page without paying. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout',
    {
      schema: { body: CheckoutInput, response: { 201: CheckoutResult } },
      preValidation: requireBooker,
      // Each checkout holds spots for minutes: a script must not be able to hold a whole activity.
      config: { rateLimit: rateLimit({ max: 20, timeWindow: '10 minutes', scope: 'checkout' }) },
    },
    async (request, reply) =>
      reply.code(201).send(await startCheckout(app.payments, await signedIn(request), request.body)),
  );

  app.post(
    '/checkout/cancel',
    { schema: { body: z.object({ activityId: z.string() }) }, preValidation: requireBooker },
    async (request, reply) => {
      await cancelCheckout(app.payments, await signedIn(request), request.body.activityId);
      return reply.code(204).send();
    },
  );
};
