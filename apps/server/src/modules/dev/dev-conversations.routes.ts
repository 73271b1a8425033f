import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendUnreadMessageEmails } from '#src/modules/conversations/unread-mail.ts';

/*
 * Runs the unread-message e-mail job once, at `now` when given (else the clock), so a browser journey can
 * pass a message's 10 unread minutes without waiting them.
 */

export const devConversationRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  app.post(
    '/unread-mail/run',
    {
      schema: {
        body: z.object({ now: z.iso.datetime({ offset: true }).optional() }),
        response: { 200: z.object({ emails: z.number().int() }) },
      },
    },
    async (request) => ({
      emails: await sendUnreadMessageEmails(
        { db: app.db, mailer: app.mailer, publicUrl: opts.publicUrl },
        request.body.now ? new Date(request.body.now) : new Date(),
      ),
    }),
  );
};
