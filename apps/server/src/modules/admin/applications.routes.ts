import { AdminApplications, AdminApplicationsQuery } from '@sortim/contracts/admin';
import { Ok } from '@sortim/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, signedIn } from '#src/lib/guards.ts';
import { decideApplication, listApplications } from './applications.service.ts';

const IdParams = z.object({ id: z.string() });

/** Reviewing host applications (/admin/applications). */
export const adminApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/applications',
    {
      schema: { querystring: AdminApplicationsQuery, response: { 200: AdminApplications } },
      onRequest: requireAdmin,
    },
    async (request) => listApplications(app.db, request.query.status),
  );

  app.post(
    '/admin/applications/:id/approve',
    { schema: { params: IdParams, response: { 200: Ok } }, onRequest: requireAdmin },
    async (request) => {
      await decideApplication(app.db, await signedIn(request), request.params.id, 'approved');
      return { ok: true as const };
    },
  );

  app.post(
    '/admin/applications/:id/reject',
    { schema: { params: IdParams, response: { 200: Ok } }, onRequest: requireAdmin },
    async (request) => {
      await decideApplication(app.db, await signedIn(request), request.params.id, 'rejected');
      return { ok: true as const };
    },
  );
};
