import { AdminBootstrapStatus } from '@sortim/contracts/admin-bootstrap';
import { Ok } from '@sortim/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '#src/lib/guards.ts';
import { adminExists, makeFirstAdmin } from './admin-bootstrap.service.ts';

/**
 * 'Make Me Admin' for the demo. `available` is false in production: there the POST is not mounted at all
 * (the first visitor after a deploy must not own the platform) and `npm run create-admin` does it.
 */
export const adminBootstrapRoutes: FastifyPluginAsyncZod<{ available: boolean }> = async (app, opts) => {
  app.get(
    '/admin/bootstrap',
    { schema: { response: { 200: AdminBootstrapStatus } }, onRequest: requireUser },
    async () => ({ adminExists: await adminExists(app.db), available: opts.available }),
  );

  if (!opts.available) return;
  app.post(
    '/admin/bootstrap',
    { schema: { response: { 200: Ok } }, onRequest: requireUser },
    async (request) => {
      await makeFirstAdmin(app.db, await signedIn(request));
      return { ok: true as const };
    },
  );
};
