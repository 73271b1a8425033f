import { Me } from '@sortim/contracts/me';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Who is asking. Accounts arrive with the accounts issue (better-auth); until then every caller is
 * anonymous, and the web frame renders its signed-out state from this answer.
 */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', { schema: { response: { 200: Me } } }, async () => ({
    user: null,
    profile: null,
    roles: [],
  }));
};
