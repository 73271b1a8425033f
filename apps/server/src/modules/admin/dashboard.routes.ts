import { AdminDashboardStats } from '@sortim/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '#src/lib/guards.ts';
import { dashboardStats } from './dashboard.service.ts';

/** The admin dashboard's stat cards (/admin). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    { schema: { response: { 200: AdminDashboardStats } }, onRequest: requireAdmin },
    async () => dashboardStats(app.db),
  );
};
