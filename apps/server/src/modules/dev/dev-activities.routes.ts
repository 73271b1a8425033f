import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activities } from '#src/db/schema.ts';

/*
 * Activities by their exact title, past and unpublished ones included, for browser journeys that need a
 * seeded activity no guest list shows (one the demo guest attended, say). Seeded ids are random; titles
 * are the seed's stable names.
 */

const DevActivity = z.object({ id: z.string(), title: z.string(), startTime: z.iso.datetime() });

export const devActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: z.object({ title: z.string().trim().min(1) }),
        response: { 200: z.array(DevActivity) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ id: activities.id, title: activities.title, startTime: activities.startTime })
        .from(activities)
        .where(eq(activities.title, request.query.title))
        .orderBy(asc(activities.startTime));
      return rows.map((row) => ({ ...row, startTime: row.startTime.toISOString() }));
    },
  );
};
