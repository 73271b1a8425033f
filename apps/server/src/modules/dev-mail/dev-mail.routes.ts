import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOutboxRow, listOutbox } from '#src/lib/email/outbox.ts';
import { NotFound } from '#src/lib/errors.ts';
import { requireLoopback } from '#src/lib/loopback.ts';
import { outboxPage } from './dev-mail.page.ts';

/*
 * Outside production only (app.ts does not register it there), and to loopback requests only (it shows
 * reset links for every account): the outbox for people (/dev/mail) and for tests and browser journeys,
 * which read reset links from it (/dev/mail/messages?to=...).
 */

const LIMIT = 100;

const DevMailMessage = z.object({
  id: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
});

export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireLoopback);

  app.get('/', async (_request, reply) => {
    const rows = await listOutbox(app.db, { limit: LIMIT });
    return reply.type('text/html; charset=utf-8').send(outboxPage(rows));
  });

  app.get(
    '/messages',
    {
      schema: {
        querystring: z.object({ to: z.string().trim().min(1).optional() }),
        response: { 200: z.array(DevMailMessage) },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, { to: request.query.to, limit: LIMIT });
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );

  app.get(
    '/messages/:id/html',
    { schema: { params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const row = await findOutboxRow(app.db, request.params.id);
      if (!row?.html) throw new NotFound('No HTML version of this message');
      return reply.type('text/html; charset=utf-8').send(row.html);
    },
  );
};
