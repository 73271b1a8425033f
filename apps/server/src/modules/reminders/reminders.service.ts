import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import { activities, bookingReminders, bookings, profiles, tickets, users } from '#src/db/schema.ts';
import { activityTimeZone } from '#src/lib/activity-time-zone.ts';
import { activityForMailColumns } from '#src/lib/email/activity-for-mail.ts';
import type { Mailer, QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { bookingReminderEmail, type ReminderKind } from '#src/lib/email/templates/booking-reminder.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isListed, isPaid } from '#src/modules/reservations/rules.ts';

/*
 * Reminder e-mails before a booked activity (decision 126, docs/decisions/):
 *
 * - 'day_before' at the same wall-clock time of the activity's city the day before the start (10:00 the day before a
 *   10:00 start), as refund deadlines count days (decision 119): 23 or 25 real hours across a
 *   daylight-saving change, and always "tomorrow at the same time" to the guest;
 * - 'two_hours' 2 real hours before the start.
 *
 * A booking gets a kind only when it was paid before that kind's moment, is still paid, its activity is
 * listed and not started, and its guest has reminders on. Only the latest kind due is sent: a day-before
 * reminder not sent by the time the 2-hour one is due is dropped. Each (booking, kind) is claimed in
 * booking_reminders in the transaction that queues its e-mail, so two workers, a retry or a restart never
 * send one twice.
 */

export type ReminderContext = { db: Database; mailer: Mailer; publicUrl: string };

export type ReminderRun = Record<ReminderKind, number>;

/** Bookings reminded per run at most: the rest wait for the next run, minutes later. */
export const REMINDER_BATCH = 200;

/**
 * The same wall-clock time of the activity's city (decision 194), a calendar day earlier (a skipped hour
 * moves on, as barcelona-time.ts).
 */
const dayBeforeAt = sql`(((${activities.startTime} at time zone ${activityTimeZone}) - interval '1 day') at time zone ${activityTimeZone})`;
const twoHoursAt = sql`(${activities.startTime} - interval '2 hours')`;

const host = alias(profiles, 'host');

/** The bookings with a reminder due at `now`, each with its latest kind due and what its e-mail says. */
function dueReminders(db: Database, now: Date, limit: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const kind = sql<ReminderKind>`(case when ${twoHoursAt} <= ${at} then 'two_hours' else 'day_before' end)`;
  const moment = sql`(case when ${twoHoursAt} <= ${at} then ${twoHoursAt} else ${dayBeforeAt} end)`;
  return db
    .select({
      bookingId: bookings.id,
      kind,
      ...recipientColumns,
      hostName: host.displayName,
      activity: {
        id: activities.id,
        ...activityForMailColumns,
        locationName: activities.locationName,
        address: activities.address,
        scheduleVersion: activities.scheduleVersion,
      },
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .innerJoin(host, eq(host.id, activities.hostId))
    .where(
      and(
        isPaid,
        isListed,
        eq(profiles.remindersEnabled, true),
        // A deleted account's bookings stay for the books; nobody is there to remind.
        isNull(profiles.deletedAt),
        // Not started, and no further than a day (25 hours across a change of the clocks) ahead.
        sql`${activities.startTime} > ${at} and ${activities.startTime} <= ${at} + interval '26 hours'`,
        sql`${dayBeforeAt} <= ${at}`,
        sql`${bookings.createdAt} < ${moment}`,
        sql`not exists (select 1 from ${bookingReminders} where ${bookingReminders.bookingId} = ${bookings.id}
          and ${bookingReminders.kind} = ${kind})`,
      ),
    )
    .orderBy(asc(activities.startTime), asc(bookings.id))
    .limit(limit);
}

type DueReminder = Awaited<ReturnType<typeof dueReminders>>[number];

/**
 * Claims one reminder and queues its e-mail in one transaction; null when it is not to be sent after all
 * (already claimed by another run, or the booking stopped being paid meanwhile).
 */
async function sendReminder(ctx: ReminderContext, due: DueReminder): Promise<QueuedEmail | null> {
  return ctx.db.transaction(async (tx) => {
    // A refund waits for this transaction (and the reminder it sends) or is seen by it: never both.
    const [paid] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, due.bookingId), isPaid))
      .for('share');
    if (!paid) return null;
    const [claimed] = await tx
      .insert(bookingReminders)
      .values({ bookingId: due.bookingId, kind: due.kind })
      .onConflictDoNothing()
      .returning({ bookingId: bookingReminders.bookingId });
    if (!claimed) return null;
    const seats = await tx
      .select({ seat: tickets.seat, code: tickets.code })
      .from(tickets)
      .where(eq(tickets.bookingId, due.bookingId))
      .orderBy(asc(tickets.seat));
    const { activity } = due;
    return ctx.mailer.queue(tx, {
      to: due.email,
      ...bookingReminderEmail({
        recipient: due,
        kind: due.kind,
        activity: { ...activity, title: guestTitle(activity) },
        hostName: due.hostName,
        tickets: seats,
        bookingId: due.bookingId,
        activityUrl: `${ctx.publicUrl}/activity/${activity.id}`,
        ticketsUrl: `${ctx.publicUrl}/tickets/${due.bookingId}`,
        profileUrl: `${ctx.publicUrl}/profile`,
      }),
    });
  });
}

/** Sends the reminders due at `now` (the job passes the clock; tests and the dev tool pass an instant). */
export async function sendDueReminders(
  ctx: ReminderContext,
  now: Date,
  limit = REMINDER_BATCH,
): Promise<ReminderRun> {
  const run: ReminderRun = { day_before: 0, two_hours: 0 };
  for (const due of await dueReminders(ctx.db, now, limit)) {
    const mail = await sendReminder(ctx, due);
    if (!mail) continue;
    await mail.dispatch();
    run[due.kind] += 1;
  }
  return run;
}
