import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteExpiredHealthAnswers } from '#src/modules/booking-questions/health-answers-cleanup.ts';

/*
 * Runs the health answers' cleanup once, at `now` when given (else the clock), so a browser journey can
 * pass an activity's 30 days after its end without waiting them.
 */

export const devBookingQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/health-cleanup/run',
    {
      schema: {
        body: z.object({ now: z.iso.datetime({ offset: true }).optional() }),
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
    },
    async (request) => ({
      deleted: await deleteExpiredHealthAnswers(
        app.db,
        request.body.now ? new Date(request.body.now) : new Date(),
      ),
    }),
  );
};
