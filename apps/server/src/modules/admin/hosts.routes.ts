import { AdminHosts, AdminHostsQuery, AdminVerificationInput } from '@sortim/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, signedIn } from '#src/lib/guards.ts';
import { listHosts, setVerification } from './hosts.service.ts';

const IdParams = z.object({ id: z.string() });

/** Hosts and their verification (/admin/hosts). */
export const adminHostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/hosts',
    { schema: { querystring: AdminHostsQuery, response: { 200: AdminHosts } }, onRequest: requireAdmin },
    async (request) => listHosts(app.db, request.query.q),
  );

  app.put(
    '/admin/hosts/:id/verification',
    {
      schema: { params: IdParams, body: AdminVerificationInput, response: { 200: AdminVerificationInput } },
      onRequest: requireAdmin,
    },
    async (request) => {
      await setVerification(app.db, await signedIn(request), request.params.id, request.body.verified);
      return { verified: request.body.verified };
    },
  );
};
