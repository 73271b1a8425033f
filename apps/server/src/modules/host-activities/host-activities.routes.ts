import { randomUUID } from 'node:crypto';
import {
  CreateActivityInput,
  CreatedActivities,
  CreatedActivity,
  DeleteActivityResult,
  EditableActivity,
  HostActivityList,
  IMAGE_KINDS,
  SampleActivitiesStatus,
  UpdateActivityInput,
  UploadedImage,
} from '@sortim/contracts/hosting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost, requireUser, signedIn } from '#src/lib/guards.ts';
import { ACTIVITY_IMAGE_SIZES, reencodeImage } from '#src/lib/images.ts';
import { removeDeletedActivityPreviews } from '#src/lib/storage/activity-previews.ts';
import type { Storage } from '#src/lib/storage/storage.ts';
import { readUploadedFile } from '#src/lib/uploads.ts';
import {
  createActivities,
  deleteActivity,
  duplicateActivity,
  getEditableActivity,
  listActivitiesOf,
  updateActivity,
} from './host-activities.service.ts';
import { seedSampleActivities } from './sample-activities.ts';

const IdParams = z.object({ id: z.string() });

/**
 * A host's activities: create (one or a series), edit, duplicate, delete, images; and the demo's sample
 * activities where they are offered (`sampleActivities`: not in production).
 */
export const hostActivityRoutes: FastifyPluginAsyncZod<{
  storage: Storage;
  sampleActivities: boolean;
}> = async (app, { storage, sampleActivities }) => {
  app.get(
    '/host/activities',
    { schema: { response: { 200: HostActivityList } }, onRequest: requireHost },
    async (request) => ({ items: await listActivitiesOf(app.db, await signedIn(request)) }),
  );

  app.post(
    '/host/activities',
    {
      schema: { body: CreateActivityInput, response: { 201: CreatedActivities } },
      onRequest: requireHost,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ ids: await createActivities(app.db, storage, await signedIn(request), request.body) }),
  );

  app.get(
    '/host/activities/:id',
    { schema: { params: IdParams, response: { 200: EditableActivity } }, onRequest: requireHost },
    async (request) => getEditableActivity(app.db, await signedIn(request), request.params.id),
  );

  app.put(
    '/host/activities/:id',
    {
      schema: { params: IdParams, body: UpdateActivityInput, response: { 200: EditableActivity } },
      onRequest: requireHost,
    },
    async (request) =>
      updateActivity(app.payments, storage, await signedIn(request), request.params.id, request.body),
  );

  app.post(
    '/host/activities/:id/duplicate',
    { schema: { params: IdParams, response: { 201: CreatedActivity } }, onRequest: requireHost },
    async (request, reply) =>
      reply
        .code(201)
        .send({ id: await duplicateActivity(app.db, await signedIn(request), request.params.id) }),
  );

  app.delete(
    '/host/activities/:id',
    { schema: { params: IdParams, response: { 200: DeleteActivityResult } }, onRequest: requireHost },
    async (request) => {
      const result = await deleteActivity(app.payments, await signedIn(request), request.params.id);
      await removeDeletedActivityPreviews(storage, request.params.id, request.log);
      return result;
    },
  );

  app.post(
    '/host/images',
    {
      schema: { querystring: z.object({ kind: z.enum(IMAGE_KINDS) }), response: { 201: UploadedImage } },
      onRequest: requireHost,
    },
    async (request, reply) => {
      const caller = await signedIn(request);
      const bytes = await readUploadedFile(request);
      const webp = await reencodeImage(bytes, ACTIVITY_IMAGE_SIZES[request.query.kind]);
      const url = await storage.put(
        `activities/${caller.id}/${request.query.kind}-${randomUUID()}.webp`,
        webp,
        'image/webp',
      );
      return reply.code(201).send({ url });
    },
  );

  app.get(
    '/host/seed-activities',
    { schema: { response: { 200: SampleActivitiesStatus } }, onRequest: requireUser },
    async () => ({ available: sampleActivities }),
  );

  // Not mounted in production (like /dev/*): a 404 there. Elsewhere signed in is enough to ask; the
  // service answers a non-host with the spec's refusal.
  if (!sampleActivities) return;
  app.post(
    '/host/seed-activities',
    { schema: { response: { 201: CreatedActivities } }, onRequest: requireUser },
    async (request, reply) =>
      reply.code(201).send({ ids: await seedSampleActivities(app.db, await signedIn(request)) }),
  );
};
