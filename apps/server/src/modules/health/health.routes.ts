import { Health } from '@sortim/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { version } from '#src/version.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const up = await app.database.ping();
    return reply.code(up ? 200 : 503).send({
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      backend: app.database.backend,
      version,
    });
  });
};
