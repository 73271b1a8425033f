import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminActivityRoutes: FastifyPluginAsyncZod = async () => {};
