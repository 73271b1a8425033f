import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminRoleToolRoutes: FastifyPluginAsyncZod = async () => {};
