import { AdminBootstrapStatus } from '@sortim/contracts/admin-bootstrap';
import { Ok } from '@sortim/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '#src/lib/guards.ts';
import { adminExists, makeFirstAdmin } from './admin-bootstrap.service.ts';

export const adminBootstrapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/bootstrap',
    { schema: { response: { 200: AdminBootstrapStatus } }, onRequest: requireUser },
    async () => ({ adminExists: await adminExists(app.db) }),
  );

  app.post(
    '/admin/bootstrap',
    { schema: { response: { 200: Ok } }, onRequest: requireUser },
    async (request) => {
      await makeFirstAdmin(app.db, await signedIn(request));
      return { ok: true as const };
    },
  );
};
