import { StuckTransfers } from '@sortim/contracts/host-transfers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '#src/lib/guards.ts';
import { listStuckTransfers } from './transfers.service.ts';

/** Host transfers that are stuck, and why (/admin, Transfers tab). */
export const adminTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/transfers/stuck',
    { schema: { response: { 200: StuckTransfers } }, onRequest: requireAdmin },
    async () => listStuckTransfers(app.db),
  );
};
