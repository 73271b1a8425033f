import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers are personal unless a route says otherwise: every /api response without its own
 * Cache-Control is `no-store`, so no browser or proxy keeps one person's data for another. Routes whose
 * answer is the same for everyone (a public host profile) set their own.
 */
export const noStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'no-store' },
);
