import {
  REVIEW_MESSAGES,
  Review,
  ReviewInput,
  ReviewList,
  ReviewReplyInput,
} from '@sortim/contracts/reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Unauthorized } from '#src/lib/errors.ts';
import { requireAdmin, requireUser, signedIn } from '#src/lib/guards.ts';
import { editReviewReply, removeReviewReply, replyToReview } from './review-replies.service.ts';
import { createReview, listReviews } from './reviews.service.ts';

const ActivityParams = z.object({ id: z.string() });
const ReviewParams = z.object({ id: z.string() });

/** Before validation, so an anonymous visitor hears 'log in' rather than about the form. */
async function requireReviewer(request: FastifyRequest): Promise<void> {
  if (!(await request.caller())) throw new Unauthorized(REVIEW_MESSAGES.loginRequired);
}

/** An activity's reviews: public to read; written by those who attended; replied to by its host. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activities/:id/reviews',
    { schema: { params: ActivityParams, response: { 200: ReviewList } } },
    async (request) => listReviews(app.db, await request.caller(), request.params.id),
  );

  app.post(
    '/activities/:id/reviews',
    {
      schema: { params: ActivityParams, body: ReviewInput, response: { 201: Review } },
      preValidation: requireReviewer,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createReview(app.db, await signedIn(request), request.params.id, request.body)),
  );

  app.post(
    '/reviews/:id/reply',
    {
      schema: { params: ReviewParams, body: ReviewReplyInput, response: { 201: Review } },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await replyToReview(app.payments, await signedIn(request), request.params.id, request.body)),
  );

  app.put(
    '/reviews/:id/reply',
    {
      schema: { params: ReviewParams, body: ReviewReplyInput, response: { 200: Review } },
      onRequest: requireUser,
    },
    async (request) => editReviewReply(app.db, await signedIn(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/reviews/:id/reply',
    { schema: { params: ReviewParams }, onRequest: requireAdmin },
    async (request, reply) => {
      await removeReviewReply(app.db, await signedIn(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
