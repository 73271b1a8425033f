import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminApplicationRoutes: FastifyPluginAsyncZod = async () => {};
