import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminHostRoutes: FastifyPluginAsyncZod = async () => {};
