import { HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, bookings, profiles, users } from '#src/db/schema.ts';
import { activityForMailColumns } from '#src/lib/email/activity-for-mail.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { type ActivitySchedule, activityChangedEmail } from '#src/lib/email/templates/activity-changed.ts';
import { Conflict, Invalid } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';
import { scheduleChanged, scheduleOf } from '#src/modules/reservations/shown-terms.ts';

/*
 * A host moving an activity people have booked (decision 116): its start, end, place or address. Guests
 * are told once each, in the edit's own transaction (the outbox), with the old and new values and their
 * calendar entry again; My Bookings shows the change. Limits keep a guest's plans safe: nothing moves
 * within 24 hours of the start, and the new start is at least 24 hours away.
 */

export const MOVE_NOTICE_MS = 24 * 60 * 60 * 1000;

/** The paid bookings of an activity, with who to tell and what they were told before. */
function paidGuests(tx: Transaction, activityId: string) {
  return tx
    .select({
      id: bookings.id,
      amountCents: bookings.amountCents,
      hostChange: bookings.hostChange,
      ...recipientColumns,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .where(sql`${bookings.activityId} = ${activityId} and ${isPaid}`);
}

/**
 * Checks a move under the activity's row lock (the caller holds it) and, when it has guests, records it
 * on their bookings and queues their e-mails; returns the mails to dispatch after the commit. A move
 * with nobody booked is free, as an unbooked activity's edit always was.
 */
export async function moveActivity(
  tx: Transaction,
  ctx: PaymentContext,
  activityId: string,
  before: ActivitySchedule,
  after: ActivitySchedule,
): Promise<QueuedEmail[]> {
  if (!scheduleChanged(before, after)) return [];
  const guests = await paidGuests(tx, activityId);
  if (guests.length === 0) return [];
  const now = Date.now();
  if (before.startTime.getTime() - now < MOVE_NOTICE_MS) throw new Conflict(HOSTING_MESSAGES.scheduleLocked);
  if (after.startTime.getTime() - now < MOVE_NOTICE_MS) {
    throw new Invalid(HOSTING_MESSAGES.newStartTooSoon, { startTime: HOSTING_MESSAGES.newStartTooSoon });
  }

  const [moved] = await tx
    .update(activities)
    .set({ scheduleVersion: sql`${activities.scheduleVersion} + 1` })
    .where(eq(activities.id, activityId))
    .returning({ version: activities.scheduleVersion, ...activityForMailColumns });
  if (!moved) return [];
  const changedAt = new Date(now).toISOString();
  const booked = {
    startTime: before.startTime.toISOString(),
    endTime: before.endTime.toISOString(),
    locationName: before.locationName,
    address: before.address,
  };
  return Promise.all(
    guests.map(async (guest) => {
      // What the guest booked stays the "before" through later moves: the card compares with that. Moved
      // back to exactly that, there is no change left to show (the e-mail still says it moved back).
      const theirs = guest.hostChange?.before ?? booked;
      const backToBooked = !scheduleChanged(scheduleOf(theirs), after);
      await tx
        .update(bookings)
        .set({ hostChange: backToBooked ? null : { changedAt, before: theirs } })
        .where(eq(bookings.id, guest.id));
      return ctx.mailer.queue(tx, {
        to: guest.email,
        ...activityChangedEmail({
          recipient: guest,
          activityTitle: guestTitle(moved),
          timeZone: moved.timeZone,
          cityName: moved.cityName,
          before,
          after,
          bookingId: guest.id,
          sequence: moved.version,
          paid: guest.amountCents > 0,
          activityUrl: `${ctx.publicUrl}/activity/${activityId}`,
          bookingsUrl: `${ctx.publicUrl}/bookings`,
        }),
      });
    }),
  );
}
