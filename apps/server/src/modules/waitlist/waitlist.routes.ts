import { BOOKING_MESSAGES, WaitlistResult } from '@sortim/contracts/bookings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Unauthorized } from '#src/lib/errors.ts';
import { signedIn } from '#src/lib/guards.ts';
import { joinWaitlist, leaveWaitlist } from './waitlist.service.ts';

const Params = z.object({ id: z.string() });

async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!(await request.caller())) throw new Unauthorized(BOOKING_MESSAGES.waitlistLogin);
}

/** Joining and leaving an activity's waitlist. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/activities/:id/waitlist',
    { schema: { params: Params, response: { 200: WaitlistResult } }, preValidation: requireSignedIn },
    async (request) => {
      await joinWaitlist(app.payments, await signedIn(request), request.params.id);
      return { onWaitlist: true };
    },
  );

  app.delete(
    '/activities/:id/waitlist',
    { schema: { params: Params, response: { 200: WaitlistResult } }, preValidation: requireSignedIn },
    async (request) => {
      await leaveWaitlist(app.payments, await signedIn(request), request.params.id);
      return { onWaitlist: false };
    },
  );
};
