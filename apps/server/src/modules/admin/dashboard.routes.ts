import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async () => {};
