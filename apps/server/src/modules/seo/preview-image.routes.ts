import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimit } from '#src/lib/rate-limit.ts';
import type { Storage } from '#src/lib/storage/storage.ts';
import { imageSource } from './image-source.ts';
import { activityPreview } from './preview-image.service.ts';
import { previewRenders } from './preview-renders.ts';

const VERSIONED_SECONDS = 365 * 24 * 60 * 60;
const UNVERSIONED_SECONDS = 5 * 60;
/**
 * Per IP, generous: a chat app's link fetcher asks from few addresses for many activities, and a kept
 * picture is cheap. It bounds what one address can make the server draw.
 */
export const PREVIEW_RATE_LIMIT = { max: 120, timeWindow: '1 minute', scope: 'activity-preview' } as const;

/**
 * An activity's link preview (its page's og:image). Public like the page itself. Asked for with the
 * current version (`?v=`, what the page's head names) it is cached for ever by anyone, since a new version
 * is a new URL; asked for otherwise, briefly.
 */
export const previewImageRoutes: FastifyPluginAsyncZod<{
  storage: Storage;
  uploadsDir: string;
  webDistDir: string;
}> = async (app, opts) => {
  const deps = { storage: opts.storage, images: imageSource(opts), renders: previewRenders() };
  // The version each answer sent, for the no-store plugin to read when it sets the cache header.
  const sent = new WeakMap<FastifyRequest, string>();
  app.get(
    '/activities/:id/preview.png',
    {
      config: {
        rateLimit: rateLimit(PREVIEW_RATE_LIMIT),
        publicCacheSeconds: (request) =>
          sent.get(request) === (request.query as { v?: string }).v ? VERSIONED_SECONDS : UNVERSIONED_SECONDS,
      },
      schema: {
        params: z.object({ id: z.string() }),
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const { png, version } = await activityPreview(
        app.db,
        {
          ...deps,
          onCleanupError: (err) => request.log.warn({ err }, 'could not remove older preview pictures'),
        },
        request.params.id,
      );
      sent.set(request, version);
      return reply.type('image/png').send(png);
    },
  );
};
