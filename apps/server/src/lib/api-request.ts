import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API, judged by the route it matched (so `/%61pi/me`, which the router
 * decodes to /api/me, counts as /api), else by the raw URL.
 */
export const isApiRequest = (request: FastifyRequest) =>
  (request.routeOptions.url ?? request.url).startsWith('/api/');
