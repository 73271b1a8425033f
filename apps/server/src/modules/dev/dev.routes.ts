import type { FastifyPluginAsync } from 'fastify';
import { requireLoopback } from '#src/lib/loopback.ts';
import { devActivityRoutes } from './dev-activities.routes.ts';
import { devBookingQuestionRoutes } from './dev-booking-questions.routes.ts';
import { devConversationRoutes } from './dev-conversations.routes.ts';
import { devHostTransferRoutes } from './dev-host-transfers.routes.ts';
import { devMailRoutes } from './dev-mail.routes.ts';
import { devReminderRoutes } from './dev-reminders.routes.ts';

/*
 * The developer tools under /dev: outside production only (app.ts does not register them there) and to
 * loopback requests only, every one of them (lib/loopback.ts: anyone else is told the route does not
 * exist). The mailbox, activities by title, and running the reminder, the host transfer, the unread-message
 * e-mail or the health answers' cleanup job now.
 */
export const devRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.addHook('onRequest', requireLoopback);
  await app.register(devMailRoutes, { prefix: '/mail' });
  await app.register(devActivityRoutes, { prefix: '/activities' });
  await app.register(devHostTransferRoutes, { prefix: '/host-transfers' });
  await app.register(devReminderRoutes, { prefix: '/reminders', publicUrl });
  await app.register(devConversationRoutes, { prefix: '/conversations', publicUrl });
  await app.register(devBookingQuestionRoutes, { prefix: '/booking-questions' });
};
