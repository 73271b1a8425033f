import { PayoutOnboardingLink, PayoutStatus } from '@sortim/contracts/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireHost, signedIn } from '#src/lib/guards.ts';
import { checkPayoutStatus, getPayoutStatus, startPayoutOnboarding } from './payouts.service.ts';

/** The host's payout account: its state, the provider's onboarding link, and the check on return. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/host/payouts',
    { schema: { response: { 200: PayoutStatus } }, onRequest: requireHost },
    async (request) => getPayoutStatus(app.payments, await signedIn(request)),
  );

  app.post(
    '/host/payouts/onboarding',
    { schema: { response: { 200: PayoutOnboardingLink } }, onRequest: requireHost },
    async (request) => startPayoutOnboarding(app.payments, await signedIn(request)),
  );

  app.post(
    '/host/payouts/check',
    { schema: { response: { 200: PayoutStatus } }, onRequest: requireHost },
    async (request) => checkPayoutStatus(app.payments, await signedIn(request)),
  );
};
