import { SavedActivities, SavedIds, SavedState } from '@sortim/contracts/saved';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '#src/lib/guards.ts';
import { saveActivity, savedActivitiesOf, savedIds, unsaveActivity } from './saved.service.ts';

const Params = z.object({ activityId: z.string() });

/**
 * Per signed-in guest, each of save and unsave: far above a person tapping hearts down a list, a stop to a
 * script filling the table.
 */
export const SAVED_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const perGuest = {
  rateLimit: {
    ...SAVED_RATE_LIMIT,
    hook: 'preHandler' as const,
    keyGenerator: async (request: Parameters<typeof signedIn>[0]) =>
      `saved|user:${(await signedIn(request)).id}`,
  },
};

/** The caller's saved activities (the hearts and the Saved page). Personal: /api answers are no-store. */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/me/saved/:activityId',
    { schema: { params: Params, response: { 200: SavedState } }, onRequest: requireUser, config: perGuest },
    async (request) => saveActivity(app.db, await signedIn(request), request.params.activityId),
  );

  app.delete(
    '/me/saved/:activityId',
    { schema: { params: Params, response: { 200: SavedState } }, onRequest: requireUser, config: perGuest },
    async (request) => unsaveActivity(app.db, await signedIn(request), request.params.activityId),
  );

  app.get(
    '/me/saved/ids',
    { schema: { response: { 200: SavedIds } }, onRequest: requireUser },
    async (request) => savedIds(app.db, await signedIn(request)),
  );

  app.get(
    '/me/saved',
    { schema: { response: { 200: SavedActivities } }, onRequest: requireUser },
    async (request) => savedActivitiesOf(app.db, await signedIn(request)),
  );
};
