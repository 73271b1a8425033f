import { AttendeeList } from '@sortim/contracts/attendees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '#src/lib/guards.ts';
import { listAttendees } from './attendees.service.ts';

/** Who is coming to an activity; signed-in users only (the page shows the card to them alone). */
export const attendeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activities/:id/attendees',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: AttendeeList } },
      onRequest: requireUser,
    },
    async (request) => listAttendees(app.db, await signedIn(request), request.params.id),
  );
};
