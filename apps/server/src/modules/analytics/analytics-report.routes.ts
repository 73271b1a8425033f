import { AbTestResult, AnalyticsOverview, AnalyticsTrends } from '@sortim/contracts/analytics-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '#src/lib/guards.ts';
import { abTestResult, analyticsOverview, analyticsTrends } from './analytics-report.service.ts';

/** The admin Analytics page's three tabs (/admin/analytics): Overview, Trends, A/B Testing. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/analytics/overview',
    { schema: { response: { 200: AnalyticsOverview } }, onRequest: requireAdmin },
    async () => analyticsOverview(app.db),
  );
  app.get(
    '/admin/analytics/trends',
    { schema: { response: { 200: AnalyticsTrends } }, onRequest: requireAdmin },
    async () => analyticsTrends(app.db),
  );
  app.get(
    '/admin/analytics/ab-test',
    { schema: { response: { 200: AbTestResult } }, onRequest: requireAdmin },
    async () => abTestResult(app.db),
  );
};
