import { CheckoutResult } from '@sortim/contracts/bookings';
import {
  DeclinePrivateRequestInput,
  PrivateRequest,
  PrivateRequestInput,
  PrivateRequestList,
} from '@sortim/contracts/private-groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost, requireUser, signedIn } from '#src/lib/guards.ts';
import { rateLimit } from '#src/lib/rate-limit.ts';
import { acceptRequest, declineRequest, payForRequest } from './answer-request.ts';
import { askForPrivateDate } from './ask-private-date.ts';
import {
  findVisibleRequest,
  listHostRequests,
  listOwnRequests,
  toPrivateRequest,
} from './private-request-view.ts';

const Params = z.object({ id: z.string() });

/**
 * Requests for a private date: a guest asks (and sees their own, and pays once accepted), the activity's
 * host (or an admin) answers. A request is seen by its guest, its activity's host and admins only.
 */
export const privateRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/activities/:id/private-requests',
    {
      schema: { params: Params, body: PrivateRequestInput, response: { 201: PrivateRequest } },
      onRequest: requireUser,
      // Each request e-mails a host: a script must not be able to flood hosts' inboxes.
      config: { rateLimit: rateLimit({ max: 10, timeWindow: '1 hour', scope: 'private-requests' }) },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await askForPrivateDate(app.payments, await signedIn(request), request.params.id, request.body),
        ),
  );

  app.get(
    '/private-requests',
    { schema: { response: { 200: PrivateRequestList } }, onRequest: requireUser },
    async (request) => ({ items: await listOwnRequests(app.db, await signedIn(request)) }),
  );

  app.get(
    '/private-requests/:id',
    { schema: { params: Params, response: { 200: PrivateRequest } }, onRequest: requireUser },
    async (request) =>
      toPrivateRequest(await findVisibleRequest(app.db, await signedIn(request), request.params.id)),
  );

  app.post(
    '/private-requests/:id/checkout',
    {
      schema: { params: Params, response: { 201: CheckoutResult } },
      onRequest: requireUser,
      config: { rateLimit: rateLimit({ max: 20, timeWindow: '10 minutes', scope: 'checkout' }) },
    },
    async (request, reply) =>
      reply.code(201).send(await payForRequest(app.payments, await signedIn(request), request.params.id)),
  );

  app.get(
    '/host/private-requests',
    { schema: { response: { 200: PrivateRequestList } }, onRequest: requireHost },
    async (request) => ({ items: await listHostRequests(app.db, await signedIn(request)) }),
  );

  app.post(
    '/host/private-requests/:id/accept',
    { schema: { params: Params, response: { 200: PrivateRequest } }, onRequest: requireHost },
    async (request) => acceptRequest(app.payments, await signedIn(request), request.params.id),
  );

  app.post(
    '/host/private-requests/:id/decline',
    {
      schema: { params: Params, body: DeclinePrivateRequestInput, response: { 200: PrivateRequest } },
      onRequest: requireHost,
    },
    async (request) =>
      declineRequest(app.payments, await signedIn(request), request.params.id, request.body.note),
  );
};
