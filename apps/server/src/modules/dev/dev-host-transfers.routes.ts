import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sweepHostTransfers } from '#src/modules/reservations/host-payouts.ts';

/*
 * Runs the host transfer job for one activity as if it had ended a day ago, so a browser journey can show
 * a host's pending money becoming paid out without waiting for the activity to end.
 */

const Outcomes = z.object({
  paid: z.number().int(),
  held: z.number().int(),
  nothing_due: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});

export const devHostTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/run',
    {
      schema: {
        body: z.object({ activityId: z.uuid() }),
        response: { 200: Outcomes },
      },
    },
    async (request) => sweepHostTransfers(app.payments, { asIfEnded: request.body.activityId }),
  );
};
