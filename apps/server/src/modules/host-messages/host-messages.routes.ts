import { HostMessageInput, HostMessageList, HostMessageSent } from '@sortim/contracts/host-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost, signedIn } from '#src/lib/guards.ts';
import { listHostMessages, sendHostMessage } from './host-messages.service.ts';

const IdParams = z.object({ id: z.string() });

/** A host's messages to the guests of an activity: sending one, and what was sent. */
export const hostMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/host/activities/:id/messages',
    {
      schema: { params: IdParams, body: HostMessageInput, response: { 201: HostMessageSent } },
      onRequest: requireHost,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await sendHostMessage(app.payments, await signedIn(request), request.params.id, request.body)),
  );

  app.get(
    '/host/activities/:id/messages',
    { schema: { params: IdParams, response: { 200: HostMessageList } }, onRequest: requireHost },
    async (request) => listHostMessages(app.db, await signedIn(request), request.params.id),
  );
};
