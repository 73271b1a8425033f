import { Ok } from '@sortim/contracts/common';
import { ContactInput } from '@sortim/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimit } from '#src/lib/rate-limit.ts';
import { sendContactMessage } from './contact.service.ts';

/** Enough for a person who needs several tries; too few for a spam run from one address. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

export const contactRoutes: FastifyPluginAsyncZod<{ supportInbox: string }> = async (app, opts) => {
  app.post(
    '/contact',
    {
      schema: { body: ContactInput, response: { 202: Ok } },
      config: { rateLimit: rateLimit(CONTACT_RATE_LIMIT) },
    },
    async (request, reply) => {
      await sendContactMessage(app.mailer, opts.supportInbox, request.body);
      return reply.code(202).send({ ok: true });
    },
  );
};
