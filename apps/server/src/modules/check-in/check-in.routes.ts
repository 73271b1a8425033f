import { CheckInRequest, CheckInResponse, DoorData } from '@sortim/contracts/check-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost, signedIn } from '#src/lib/guards.ts';
import { getDoorData } from './door-data.ts';
import { recordScans } from './record-scans.ts';

const IdParams = z.object({ id: z.string() });

/**
 * Per signed-in checker, generous for a busy door (a scan a second, an offline queue sent in batches of up
 * to 200), yet a stop to a script hammering the endpoint.
 */
export const CHECK_IN_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** The door of an activity: its tickets for the host's phone, and the scans the phone sends. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/host/activities/:id/door',
    { schema: { params: IdParams, response: { 200: DoorData } }, onRequest: requireHost },
    async (request) => getDoorData(app.db, await signedIn(request), request.params.id),
  );

  app.post(
    '/host/activities/:id/check-ins',
    {
      schema: { params: IdParams, body: CheckInRequest, response: { 200: CheckInResponse } },
      onRequest: requireHost,
      config: {
        rateLimit: {
          ...CHECK_IN_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: async (request) => `check-ins|user:${(await signedIn(request)).id}`,
        },
      },
    },
    async (request) => recordScans(app.db, await signedIn(request), request.params.id, request.body),
  );
};
