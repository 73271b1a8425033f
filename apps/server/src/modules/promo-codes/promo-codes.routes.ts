import { PromoCode, PromoCodeInput, PromoCodeList } from '@sortim/contracts/promo-code-management';
import { AppliedCode, CheckCodeInput, PROMO_MESSAGES } from '@sortim/contracts/promo-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Caller } from '#src/lib/caller.ts';
import { requireAdmin, requireHost, signedIn } from '#src/lib/guards.ts';
import { enforceRateLimits } from '#src/lib/rate-limit.ts';
import { checkCode } from './check-code.service.ts';
import {
  type CodeActor,
  createCode,
  hostActor,
  listOwnCodes,
  platformActor,
  setPaused,
  updateCode,
} from './promo-codes.service.ts';

const IdParams = z.object({ id: z.string() });

/**
 * Tries at a code, per account and per address: a guest mistyping a code gets several goes, a script
 * guessing codes gets a handful every ten minutes. The address allows more, for guests behind one
 * (a hotel's network); a visitor who is not signed in is counted by address under both.
 */
export const CODE_TRY_LIMITS = [
  { scope: 'promo-code:account', max: 10, timeWindow: '10 minutes', key: accountOf },
  { scope: 'promo-code:ip', max: 30, timeWindow: '10 minutes' },
];

async function accountOf(request: FastifyRequest): Promise<string | undefined> {
  return (await request.caller())?.id;
}

/**
 * Promo codes: a host's own (/api/host/codes), the platform's (/api/admin/codes, the same routes for
 * admins) and a guest's check of one on an activity's page.
 */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  managementRoutes(app, '/host/codes', requireHost, hostActor);
  managementRoutes(app, '/admin/codes', requireAdmin, platformActor);

  app.post(
    '/activities/:id/code',
    {
      schema: { params: IdParams, body: CheckCodeInput, response: { 200: AppliedCode } },
      preHandler: enforceRateLimits(app, CODE_TRY_LIMITS, PROMO_MESSAGES.tooManyTries),
    },
    async (request) =>
      checkCode(
        app.db,
        await request.caller(),
        request.params.id,
        request.body.code,
        app.payments.rules.platformFeePercent,
      ),
  );
};

/** List, make, change, pause and resume: one set of routes for each kind of owner. */
function managementRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  prefix: string,
  guard: typeof requireHost,
  actorOf: (caller: Caller) => CodeActor,
): void {
  const actor = async (request: FastifyRequest) => actorOf(await signedIn(request));

  app.get(prefix, { schema: { response: { 200: PromoCodeList } }, onRequest: guard }, async (request) =>
    listOwnCodes(app.db, await actor(request)),
  );

  app.post(
    prefix,
    { schema: { body: PromoCodeInput, response: { 201: PromoCode } }, onRequest: guard },
    async (request, reply) =>
      reply.code(201).send(await createCode(app.db, await actor(request), request.body)),
  );

  app.put(
    `${prefix}/:id`,
    { schema: { params: IdParams, body: PromoCodeInput, response: { 200: PromoCode } }, onRequest: guard },
    async (request) => updateCode(app.db, await actor(request), request.params.id, request.body),
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `${prefix}/:id/${action}`,
      { schema: { params: IdParams, response: { 200: PromoCode } }, onRequest: guard },
      async (request) => setPaused(app.db, await actor(request), request.params.id, paused),
    );
  }
}
