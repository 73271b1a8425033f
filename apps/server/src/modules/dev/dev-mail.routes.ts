import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOutboxRow, listOutbox, type OutboxRow } from '#src/lib/email/outbox.ts';
import { NotFound } from '#src/lib/errors.ts';
import { outboxPage } from './dev-mail.page.ts';

/*
 * The outbox, for people (/dev/mail) and for tests and browser journeys, which read reset links from it
 * (/dev/mail/messages?to=...). It shows reset links for every account: the loopback rule (dev.routes.ts)
 * is what keeps it to this machine.
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

/**
 * The HTML as a mail client shows it: an inline image (`cid:` with its attachment, a ticket's QR code)
 * drawn from the attachment, which a browser cannot fetch by Content-ID.
 */
function withInlineImages(row: OutboxRow): string {
  let html = row.html ?? '';
  for (const attachment of row.attachments) {
    if (!attachment.cid) continue;
    html = html.replaceAll(
      `cid:${attachment.cid}`,
      `data:${attachment.contentType};base64,${attachment.content}`,
    );
  }
  return html;
}

export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return reply.type('text/html; charset=utf-8').send(withInlineImages(row));
    },
  );
};
