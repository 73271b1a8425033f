import {
  ActivityQuestions,
  ActivityQuestionsInput,
  AnswersInput,
  BookingAnswers,
} from '@sortim/contracts/booking-questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost, requireUser, signedIn } from '#src/lib/guards.ts';
import { hostQuestions, publicQuestions, saveQuestions } from './activity-questions.ts';
import { bookingAnswersFor, editAnswers } from './answers.ts';

const IdParams = z.object({ id: z.string() });

/**
 * Questions at booking: what an activity asks (the booking step), the host's own editing of them (one
 * way only: this route, beside the activity editor's save, decision 181), and a guest's answers from My
 * Bookings. The answers themselves arrive with the checkout (modules/checkout).
 */
export const bookingQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activities/:id/questions',
    { schema: { params: IdParams, response: { 200: ActivityQuestions } } },
    async (request) => publicQuestions(app.db, request.params.id),
  );

  app.get(
    '/host/activities/:id/questions',
    { schema: { params: IdParams, response: { 200: ActivityQuestions } }, onRequest: requireHost },
    async (request) => hostQuestions(app.db, await signedIn(request), request.params.id),
  );

  app.put(
    '/host/activities/:id/questions',
    {
      schema: { params: IdParams, body: ActivityQuestionsInput, response: { 200: ActivityQuestions } },
      onRequest: requireHost,
    },
    async (request) => saveQuestions(app.db, await signedIn(request), request.params.id, request.body),
  );

  app.get(
    '/bookings/:id/answers',
    { schema: { params: IdParams, response: { 200: BookingAnswers } }, onRequest: requireUser },
    async (request) => bookingAnswersFor(app.db, await signedIn(request), request.params.id),
  );

  app.put(
    '/bookings/:id/answers',
    {
      schema: { params: IdParams, body: AnswersInput, response: { 200: BookingAnswers } },
      onRequest: requireUser,
    },
    async (request) => editAnswers(app.db, await signedIn(request), request.params.id, request.body),
  );
};
