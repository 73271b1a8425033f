import {
  AbTestResult,
  AnalyticsOverview,
  AnalyticsRevenue,
  AnalyticsTrends,
} from '@sortim/contracts/analytics-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '#src/lib/guards.ts';
import {
  abTestResult,
  analyticsOverview,
  analyticsRevenue,
  analyticsTrends,
} from './analytics-report.service.ts';

/** The admin Analytics page's tabs (/admin/analytics): Overview, Trends, A/B Testing, Revenue. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/analytics/overview',
    { schema: { response: { 200: AnalyticsOverview } }, onRequest: requireAdmin },
    async (request) => app.readDb(request, (db) => analyticsOverview(db)),
  );
  app.get(
    '/admin/analytics/trends',
    { schema: { response: { 200: AnalyticsTrends } }, onRequest: requireAdmin },
    async (request) => app.readDb(request, (db) => analyticsTrends(db)),
  );
  app.get(
    '/admin/analytics/ab-test',
    { schema: { response: { 200: AbTestResult } }, onRequest: requireAdmin },
    async (request) => app.readDb(request, (db) => abTestResult(db)),
  );
  app.get(
    '/admin/analytics/revenue',
    { schema: { response: { 200: AnalyticsRevenue } }, onRequest: requireAdmin },
    async (request) => app.readDb(request, (db) => analyticsRevenue(db)),
  );
};
