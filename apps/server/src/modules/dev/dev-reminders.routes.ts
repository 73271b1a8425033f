import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireLoopback } from '#src/lib/loopback.ts';
import { sendDueReminders } from '#src/modules/reminders/reminders.service.ts';

/*
 * Outside production only (app.ts does not register it there) and, like every /dev tool, to loopback
 * requests only: runs the reminder job once, at `now` when given (else the clock), so a browser journey
 * can pass an activity's day-before moment without waiting a day.
 */

const ReminderRun = z.object({ day_before: z.number().int(), two_hours: z.number().int() });

export const devReminderRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  app.addHook('onRequest', requireLoopback);

  app.post(
    '/run',
    {
      schema: {
        body: z.object({ now: z.iso.datetime({ offset: true }).optional() }),
        response: { 200: ReminderRun },
      },
    },
    async (request) =>
      sendDueReminders(
        { db: app.db, mailer: app.mailer, publicUrl: opts.publicUrl },
        request.body.now ? new Date(request.body.now) : new Date(),
      ),
  );
};
