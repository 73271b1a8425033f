import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDueReminders } from '#src/modules/reminders/reminders.service.ts';

/*
 * Runs the reminder job once, at `now` when given (else the clock), so a browser journey can pass an
 * activity's day-before moment without waiting a day.
 */

const ReminderRun = z.object({ day_before: z.number().int(), two_hours: z.number().int() });

export const devReminderRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
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
