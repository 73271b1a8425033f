import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { createEmailDelivery } from '#src/lib/email/deliver-email.ts';
import { createMailer } from '#src/lib/email/mailer.ts';
import { sweepOutbox } from '#src/lib/email/sweep-outbox.ts';
import type { JobQueue } from '#src/lib/job-queue.ts';
import { type QueueName, SCHEDULES } from '#src/lib/queues.ts';
import { deleteExpiredRateLimits } from '#src/lib/rate-limit-store.ts';
import { rollupMissedDays } from '#src/modules/analytics/daily-rollup.ts';
import { deleteExpiredHealthAnswers } from '#src/modules/booking-questions/health-answers-cleanup.ts';
import { syncAllCalendars } from '#src/modules/calendar/import/calendar-import.service.ts';
import { sendUnreadMessageEmails } from '#src/modules/conversations/unread-mail.ts';
import { sendDueReminders } from '#src/modules/reminders/reminders.service.ts';
import { sendSavedAlerts } from '#src/modules/saved/saved-alerts.service.ts';

export type WorkerDeps = { db: Database; config: Config; logger: FastifyBaseLogger };

/**
 * Every worker and schedule, started in processes that run workers (ROLE all or worker). Returns what
 * must be closed after the queue has stopped.
 */
export async function startWorkers(jobs: JobQueue, deps: WorkerDeps): Promise<{ close(): void }> {
  const { db, logger } = deps;
  const delivery = createEmailDelivery({ db, mail: deps.config.mail, logger });

  await jobs.work('email.deliver', async (job) => {
    await delivery.deliver(job.data.outboxId, job);
  });
  await jobs.work('email.sweep', async () => {
    await sweepOutbox({ db, jobs, logger });
  });
  await jobs.work('rate-limits.cleanup', async () => {
    const deleted = await deleteExpiredRateLimits(db);
    if (deleted > 0) logger.debug({ deleted }, 'expired rate-limit counters deleted');
  });
  await jobs.work('calendar.sync', async () => {
    const { publicUrl, calendar } = deps.config;
    const result = await syncAllCalendars({ db, publicUrl, fetchAllowIps: calendar.fetchAllowIps }, logger);
    if (result.synced + result.failed > 0) logger.info(result, 'calendars synced');
  });
  await jobs.work('analytics.rollup', async () => {
    const days = await rollupMissedDays(db, new Date());
    logger.info({ from: days.at(0)?.date, to: days.at(-1)?.date }, 'daily analytics rolled up');
  });

  const reminders = { db, mailer: createMailer({ db, jobs, logger }), publicUrl: deps.config.publicUrl };
  await jobs.work('reminders.send', async () => {
    const sent = await sendDueReminders(reminders, new Date());
    if (sent.day_before + sent.two_hours > 0) logger.info(sent, 'booking reminders sent');
  });
  // The same mailer and links as the reminders: both are e-mails to guests about their activities.
  await jobs.work('saved.alerts', async () => {
    const sent = await sendSavedAlerts(reminders, new Date());
    if (sent.emails > 0) logger.info(sent, 'saved-activity e-mails sent');
  });
  await jobs.work('conversations.unread-mail', async () => {
    const emails = await sendUnreadMessageEmails(reminders, new Date());
    if (emails > 0) logger.info({ emails }, 'unread-message e-mails sent');
  });

  await jobs.work('questions.health-cleanup', async () => {
    const deleted = await deleteExpiredHealthAnswers(db, new Date());
    if (deleted > 0) logger.info({ deleted }, 'health answers deleted 30 days after their activity');
  });

  for (const [name, cron] of Object.entries(SCHEDULES)) await jobs.schedule(name as QueueName, cron);
  return { close: () => delivery.close() };
}
