import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '#src/lib/api-request.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer is the same for everyone (a public host profile): shared caches may keep a
     * successful one this many seconds. Without it an /api answer is `no-store`. A function decides per
     * request (a versioned URL may be kept longer than an unversioned one).
     */
    publicCacheSeconds?: number | ((request: FastifyRequest) => number);
  }
}

/**
 * API answers are personal unless a route declares otherwise: every /api response is `no-store`, whatever
 * a handler or better-auth set, so no browser or proxy keeps one person's data (a session list, a
 * profile) for another. Only routes with `config.publicCacheSeconds` are cacheable, and only when they
 * succeed.
 */
export const noStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (!isApiRequest(request)) return;
      const cache = request.routeOptions.config.publicCacheSeconds;
      const seconds = typeof cache === 'function' ? cache(request) : cache;
      reply.header(
        'cache-control',
        seconds && reply.statusCode < 400 ? `public, max-age=${seconds}` : 'no-store',
      );
    });
  },
  { name: 'no-store' },
);
