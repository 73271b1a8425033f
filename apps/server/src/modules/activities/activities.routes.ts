import {
  ActivityDetail,
  ActivityList,
  ActivityListQuery,
  FeaturedActivities,
} from '@sortim/contracts/activities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityDetail, featuredActivities, listActivities } from './activities.service.ts';

/**
 * The list's reply is JSON.stringify of what the service returns, without zod encoding it again: every card
 * is built field by field from typed rows (toCard) and every enum comes from the contracts' own lists, so
 * the shape is the contract's by its types, and a test parses a reply with every filter against it. On
 * the busiest route the second check cost about a tenth of the CPU (decision 50).
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The guest side's activities: the explore list, the landing page's featured ones, one activity's page. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activities',
    {
      schema: { querystring: ActivityListQuery, response: { 200: ActivityList } },
      serializerCompiler: plainJson,
    },
    async (request) => listActivities(app.db, request.query),
  );

  app.get('/activities/featured', { schema: { response: { 200: FeaturedActivities } } }, async () =>
    featuredActivities(app.db),
  );

  app.get(
    '/activities/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: ActivityDetail } } },
    async (request) => activityDetail(app.db, await request.caller(), request.params.id),
  );
};
