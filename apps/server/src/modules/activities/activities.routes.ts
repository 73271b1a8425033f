import {
  ActivityDetail,
  ActivityList,
  ActivityListQuery,
  FeaturedActivities,
} from '@sortim/contracts/activities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityDetail, featuredActivities, listActivities } from './activities.service.ts';

/** The guest side's activities: the explore list, the landing page's featured ones, one activity's page. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activities',
    { schema: { querystring: ActivityListQuery, response: { 200: ActivityList } } },
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
