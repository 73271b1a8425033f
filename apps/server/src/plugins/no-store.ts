import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer is the same for everyone (a public host profile): shared caches may keep a
     * successful one this many seconds. Without it an /api answer is `no-store`.
     */
    publicCacheSeconds?: number;
  }
}

/**
 * The route an answer belongs to: its pattern when one matched (so `/%61pi/me`, which the router decodes to
 * /api/me, counts as /api), else the raw URL.
 */
const isApi = (request: FastifyRequest) => (request.routeOptions.url ?? request.url).startsWith('/api/');

/**
 * API answers are personal unless a route declares otherwise: every /api response is `no-store`, whatever
 * a handler or better-auth set, so no browser or proxy keeps one person's data (a session list, a
 * profile) for another. Only routes with `config.publicCacheSeconds` are cacheable, and only when they
 * succeed.
 */
export const noStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (!isApi(request)) return;
      const seconds = request.routeOptions.config.publicCacheSeconds;
      reply.header(
        'cache-control',
        seconds && reply.statusCode < 400 ? `public, max-age=${seconds}` : 'no-store',
      );
    });
  },
  { name: 'no-store' },
);
