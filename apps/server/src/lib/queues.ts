import type PgBoss from 'pg-boss';

/*
 * Every pg-boss queue the app uses, with the payload its jobs carry and its retry policy. A new kind of
 * background work starts here: add its name and payload, then its worker in `workers.ts`.
 */

export type JobPayloads = {
  /** Deliver one `email_outbox` row (the job id is the row id, so a row has at most one live job). */
  'email.deliver': { outboxId: string };
  /**
   * Carry out a password-reset request (token and e-mail, or nothing for an unknown address), so the
   * request answers at once either way. Its worker is started by the auth plugin, which owns better-auth.
   */
  'auth.password-reset': { email: string };
  /** Re-dispatch outbox rows still queued after a while (the process may have died before enqueueing). */
  'email.sweep': Record<string, never>;
  /** Delete rate-limit counters whose window has ended. */
  'rate-limits.cleanup': Record<string, never>;
  /**
   * Close expired checkout holds, settle payments whose events were missed, retry late-payment refunds and
   * pass lapsed waitlist offers on (its worker is started by the payments plugin, which owns the provider).
   */
  'payments.sweep': Record<string, never>;
  /**
   * Pay hosts their share of each paid booking whose activity ended the dispute delay ago, hold those whose
   * payouts are off, and retry reversals that failed (its worker is started by the payments plugin too).
   */
  'payments.host-transfers': Record<string, never>;
  /** Re-sync every host's connected calendar (imported drafts, last-synced time). */
  'calendar.sync': Record<string, never>;
  /** Roll up the daily analytics of the Barcelona days not yet rolled up, and yesterday again. */
  'analytics.rollup': Record<string, never>;
  /** E-mail the guests whose activity is a day or 2 hours away their reminder (modules/reminders). */
  'reminders.send': Record<string, never>;
  /** E-mail guests the news of the activities they saved: few spots left, a new date (modules/saved). */
  'saved.alerts': Record<string, never>;
  /** E-mail the people whose conversation messages have waited unread 10 minutes (modules/conversations). */
  'conversations.unread-mail': Record<string, never>;
  /** Delete the health answers of activities that ended 30 days ago (modules/booking-questions). */
  'questions.health-cleanup': Record<string, never>;
};

export type QueueName = keyof JobPayloads;

type QueuePolicy = Omit<PgBoss.Queue, 'name'>;

export const QUEUE_POLICIES: Record<QueueName, QueuePolicy> = {
  // One delivery round: about 5 to 10 minutes of retries (10-20 s, then doubling), so a mail server that
  // is briefly down or slow costs a delay. A longer outage is outlasted by the next rounds the outbox
  // sweep starts, for a day (lib/email/delivery-rounds.ts): never a lost message.
  'email.deliver': { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 5 * 60 },
  // A database blip is retried within the minute; a link arriving much later would only confuse.
  'auth.password-reset': { retryLimit: 3, retryDelay: 5, expireInSeconds: 60 },
  // Housekeeping jobs run again at their next schedule; retrying them would only pile up.
  'email.sweep': { retryLimit: 0, expireInSeconds: 60 },
  'rate-limits.cleanup': { retryLimit: 0, expireInSeconds: 60 },
  'payments.sweep': { retryLimit: 0, expireInSeconds: 5 * 60 },
  // Each booking's row remembers its own failure; the next run (5 minutes later) tries again.
  'payments.host-transfers': { retryLimit: 0, expireInSeconds: 15 * 60 },
  // Each fetch stops at 10 s; a failing calendar waits for the next hour rather than being retried.
  'calendar.sync': { retryLimit: 0, expireInSeconds: 50 * 60 },
  // Once a night: a failure (the database restarting) is retried within the hour rather than left to the
  // next night's back-fill, so the Trends tab does not miss a day meanwhile.
  'analytics.rollup': { retryLimit: 3, retryDelay: 5 * 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  // Each reminder is claimed once (booking_reminders); what a failed run left is sent by the next one.
  'reminders.send': { retryLimit: 0, expireInSeconds: 5 * 60 },
  // Each guest's day is claimed once (profiles.saved_alert_sent_at); what a failed run left, the next one sends.
  'saved.alerts': { retryLimit: 0, expireInSeconds: 15 * 60 },
  // Each conversation's hour is claimed once (conversations.*_emailed_at); the next minute's run sends the rest.
  'conversations.unread-mail': { retryLimit: 0, expireInSeconds: 5 * 60 },
  // One delete statement: what a failed run left, the next hour's run deletes.
  'questions.health-cleanup': { retryLimit: 0, expireInSeconds: 5 * 60 },
};

/** Cron schedules (UTC) of the periodic jobs; only processes that run workers keep the clock. */
export const SCHEDULES: Partial<Record<QueueName, string>> = {
  'email.sweep': '* * * * *',
  'rate-limits.cleanup': '17 * * * *',
  // Holds last minutes, so they are closed to the minute.
  'payments.sweep': '* * * * *',
  // Hosts are paid a day after the activity: five minutes either way changes nothing, and a host whose
  // payouts come back is paid within five.
  'payments.host-transfers': '*/5 * * * *',
  'calendar.sync': '41 * * * *',
  // 01:15 UTC is after midnight in Barcelona in summer (03:15) and winter (02:15): yesterday is over.
  'analytics.rollup': '15 1 * * *',
  // A reminder a few minutes late still says "tomorrow" or "in about 2 hours"; every 5 minutes is enough.
  'reminders.send': '*/5 * * * *',
  // News of a saved activity is days ahead of it; half an hour late is on time.
  'saved.alerts': '*/30 * * * *',
  // Unread for 10 minutes: checked every minute, so an e-mail leaves between 10 and 11 minutes after.
  'conversations.unread-mail': '* * * * *',
  // Hourly: a health answer outlives its 30 days by an hour at most.
  'questions.health-cleanup': '29 * * * *',
};
