import { AdminRoleCheck, BulkFixResult } from '@sortim/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser, signedIn } from '#src/lib/guards.ts';
import { fixHostRoles, verifyAdminRole } from './role-tools.service.ts';

/** The role tools: the host roles' bulk fix (/admin/fix-host-roles) and 'Verify Admin Role'. */
export const adminRoleToolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/fix-host-roles',
    { schema: { response: { 200: BulkFixResult } }, onRequest: requireAdmin },
    async (request) => fixHostRoles(app.db, await signedIn(request)),
  );

  // Signed in is enough: someone who lost the admin role must be able to ask for it back.
  app.post(
    '/admin/verify-role',
    { schema: { response: { 200: AdminRoleCheck } }, onRequest: requireUser },
    async (request) => verifyAdminRole(app.db, await signedIn(request)),
  );
};
