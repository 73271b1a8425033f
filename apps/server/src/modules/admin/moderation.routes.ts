import { AdminActivitiesPage, AdminActivitiesQuery, AdminFeaturedInput } from '@sortim/contracts/admin';
import { DeleteActivityResult } from '@sortim/contracts/hosting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, signedIn } from '#src/lib/guards.ts';
import { removeDeletedActivityPreviews } from '#src/lib/storage/activity-previews.ts';
import type { Storage } from '#src/lib/storage/storage.ts';
import { deleteActivityAsAdmin, listActivitiesForAdmin, setFeatured } from './moderation.service.ts';

const IdParams = z.object({ id: z.string() });

/** Moderating activities (/admin/activities): search, feature, delete. */
export const adminActivityRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.get(
    '/admin/activities',
    {
      schema: { querystring: AdminActivitiesQuery, response: { 200: AdminActivitiesPage } },
      onRequest: requireAdmin,
    },
    async (request) => listActivitiesForAdmin(app.db, request.query),
  );

  app.put(
    '/admin/activities/:id/featured',
    {
      schema: { params: IdParams, body: AdminFeaturedInput, response: { 200: AdminFeaturedInput } },
      onRequest: requireAdmin,
    },
    async (request) => {
      await setFeatured(app.db, await signedIn(request), request.params.id, request.body.featured);
      return { featured: request.body.featured };
    },
  );

  app.delete(
    '/admin/activities/:id',
    { schema: { params: IdParams, response: { 200: DeleteActivityResult } }, onRequest: requireAdmin },
    async (request) => {
      const result = await deleteActivityAsAdmin(app.payments, await signedIn(request), request.params.id);
      await removeDeletedActivityPreviews(storage, request.params.id, request.log);
      return result;
    },
  );
};
