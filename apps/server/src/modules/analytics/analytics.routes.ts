import { AnalyticsEventInput } from '@sortim/contracts/analytics';
import { Ok } from '@sortim/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimit } from '#src/lib/rate-limit.ts';
import { recordEvent } from './analytics.service.ts';

/** A busy visitor sends a page view per navigation; two a second for a minute is far beyond that. */
export const ANALYTICS_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** Metadata is capped at 2 KB, so a larger body is refused before it is parsed. */
const BODY_LIMIT = 16 * 1024;

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics/events',
    {
      schema: { body: AnalyticsEventInput, response: { 202: Ok } },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: rateLimit({ ...ANALYTICS_RATE_LIMIT, scope: 'analytics-events' }) },
    },
    async (request, reply) => {
      const caller = await request.caller();
      await recordEvent(app.db, caller?.id ?? null, request.body);
      return reply.code(202).send({ ok: true });
    },
  );
};
