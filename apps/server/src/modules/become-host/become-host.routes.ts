import { BecomeHostInput, HostRoleStatus } from '@sortim/contracts/hosting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '#src/lib/guards.ts';
import { becomeHost, verifyHostRole } from './become-host.service.ts';

/** Becoming a host (the 'Quick Setup'), and checking the host role with its recovery. */
export const becomeHostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/host/become',
    { schema: { body: BecomeHostInput, response: { 200: HostRoleStatus } }, onRequest: requireUser },
    async (request) => becomeHost(app.db, await signedIn(request), request.body),
  );

  app.post(
    '/host/role/verify',
    { schema: { response: { 200: HostRoleStatus } }, onRequest: requireUser },
    async (request) => verifyHostRole(app.db, await signedIn(request)),
  );
};
