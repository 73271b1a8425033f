import { HostDashboard } from '@sortim/contracts/host-dashboard';
import { HostPayouts } from '@sortim/contracts/host-transfers';
import { RevenueBreakdown } from '@sortim/contracts/revenue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireHost, signedIn } from '#src/lib/guards.ts';
import { hostDashboard } from './host-dashboard.service.ts';
import { hostPayouts } from './host-payouts.service.ts';
import { hostRevenue } from './host-revenue.service.ts';

/** The host dashboard's numbers and lists (/host-dashboard). */
export const hostDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/host/dashboard',
    { schema: { response: { 200: HostDashboard } }, onRequest: requireHost },
    async (request) => hostDashboard(app.db, await signedIn(request)),
  );
  // Per activity: pending (paid after the activity), paid out and refunded, in the host's share.
  app.get(
    '/host/dashboard/payouts',
    { schema: { response: { 200: HostPayouts } }, onRequest: requireHost },
    async (request) => hostPayouts(app.db, (await signedIn(request)).id),
  );
  // What the host's paid bookings sold, by price and by promo code.
  app.get(
    '/host/dashboard/revenue',
    { schema: { response: { 200: RevenueBreakdown } }, onRequest: requireHost },
    async (request) => hostRevenue(app.db, await signedIn(request)),
  );
};
