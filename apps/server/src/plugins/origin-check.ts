import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '#src/lib/api-request.ts';
import { Forbidden } from '#src/lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for our cookie-authenticated API: a state-changing request that a browser marks as coming
 * from another site is refused. Browsers always send Origin on such requests; clients that send none
 * (curl, server-to-server) carry no ambient cookie to abuse. The one exception is an identity provider
 * posting its answer back (Apple's form_post), which better-auth verifies by its state parameter.
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance, opts: { trustedOrigins: string[] }) => {
    const trusted = new Set(opts.trustedOrigins);
    app.addHook('onRequest', async (request) => {
      if (
        SAFE_METHODS.has(request.method) ||
        !isApiRequest(request) ||
        // The raw URL, never a decoded one: only the literal callback path is let through.
        request.url.startsWith('/api/auth/callback/')
      ) {
        return;
      }
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      if ((origin && !trusted.has(origin)) || fetchSite === 'cross-site') {
        throw new Forbidden('This request came from another site and was refused');
      }
    });
  },
  { name: 'origin-check' },
);
