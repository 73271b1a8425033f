import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequests } from '#src/lib/errors.ts';
import { postgresRateLimitStore } from '#src/lib/rate-limit-store.ts';

/**
 * @fastify/rate-limit with its counters in PostgreSQL. Nothing is limited unless a route asks for it
 * (see `lib/rate-limit.ts`); with `enabled: false` (RATE_LIMIT_ENABLED=false) every request is let through.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      store: postgresRateLimitStore(app.db),
      ...(opts.enabled ? {} : { allowList: () => true }),
      // Thrown by the plugin; the error handler turns it into our 429 body.
      errorResponseBuilder: () => new TooManyRequests(),
    });
  },
  { name: 'rate-limit', dependencies: ['database', 'error-handler'] },
);
