import { HostProfile } from '@sortim/contracts/host-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hostProfile } from './hosts.service.ts';

/** Public host profiles (/profile/{userId}). */
export const hostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hosts/:id',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: HostProfile } },
      // Nothing personal to the viewer: the same for everyone, so browsers and proxies may keep it briefly.
      config: { publicCacheSeconds: 60 },
    },
    async (request) => app.readDb(request, (db) => hostProfile(db, request.params.id)),
  );
};
