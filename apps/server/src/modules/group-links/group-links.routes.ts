import { GroupNameInput, GroupPage } from '@sortim/contracts/private-groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimit } from '#src/lib/rate-limit.ts';
import { clearTicketName, groupPage, nameTicket } from './group-links.service.ts';

const Params = z.object({ token: z.string().max(100) });
const TicketParams = Params.extend({ ticketId: z.string().max(100) });

/**
 * Per address: a group's friends often share one (a home's, an office's) and each opens the page and adds a
 * name, far below these; a script trying tokens or filling tickets is stopped long before it matters.
 */
const READS = rateLimit({ max: 120, timeWindow: '15 minutes', scope: 'group-link' });
const WRITES = rateLimit({ max: 40, timeWindow: '15 minutes', scope: 'group-link-names' });

/** A private group's link: its page, and names on its tickets. No sign-in: the token is the secret. */
export const groupLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/group/:token',
    { schema: { params: Params, response: { 200: GroupPage } }, config: { rateLimit: READS } },
    async (request) => groupPage(app.db, await request.caller(), request.params.token),
  );

  app.post(
    '/group/:token/tickets/:ticketId/name',
    {
      schema: { params: TicketParams, body: GroupNameInput, response: { 200: GroupPage } },
      config: { rateLimit: WRITES },
    },
    async (request) =>
      nameTicket(
        app.db,
        await request.caller(),
        request.params.token,
        request.params.ticketId,
        request.body.name,
      ),
  );

  // The organizer's alone (checked in the service, after the token: a wrong link is a missing one).
  app.delete(
    '/group/:token/tickets/:ticketId/name',
    { schema: { params: TicketParams, response: { 200: GroupPage } }, config: { rateLimit: WRITES } },
    async (request) =>
      clearTicketName(app.db, await request.caller(), request.params.token, request.params.ticketId),
  );
};
