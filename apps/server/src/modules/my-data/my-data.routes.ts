import { MyData, myDataFilename } from '@sortim/contracts/my-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '#src/lib/guards.ts';
import { exportMyData } from './my-data.service.ts';

/** 'Download my data' on the profile page: a JSON file of the caller's own data, never cached. */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/data',
    { schema: { response: { 200: MyData } }, onRequest: requireUser },
    async (request, reply) => {
      const data = await exportMyData(app.db, await signedIn(request));
      return reply
        .header('content-disposition', `attachment; filename="${myDataFilename(data.exportedAt)}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
};
