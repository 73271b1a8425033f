import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transaction } from '#src/db/client.ts';
import { activities, bookings, profiles, users } from '#src/db/schema.ts';
import { activityTimeZone } from '#src/lib/activity-time-zone.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { hostGuestCancelledEmail, hostNewBookingEmail } from '#src/lib/email/templates/host-notices.ts';
import type { PaymentContext } from './payment-context.ts';

/*
 * Hosts hear of each new paid booking and each guest's cancellation of their activities, at the
 * notification address they gave when becoming a host (else their account's), unless they turned
 * notifications off.
 */

const guest = alias(profiles, 'guest');

export async function queueHostNotice(
  tx: Transaction,
  ctx: PaymentContext,
  bookingId: string,
  kind: 'booked' | 'guest_cancelled',
): Promise<QueuedEmail | null> {
  const [row] = await tx
    .select({
      // The host, as every e-mail reads its recipient; their notices go to the notification address.
      ...recipientColumns,
      to: sql<string>`coalesce(${profiles.payoutEmail}, ${users.email})`,
      notificationsEnabled: profiles.notificationsEnabled,
      activityId: activities.id,
      booking: {
        guestName: guest.displayName,
        activityTitle: activities.title,
        startTime: activities.startTime,
        endTime: activities.endTime,
        timeZone: activityTimeZone,
        spots: bookings.spots,
        // A new booking: what was paid; a guest's cancellation: what went back (a policy's share, or 0).
        amountCents:
          kind === 'booked'
            ? bookings.amountCents
            : sql<number>`coalesce(${bookings.refundedCents}, ${bookings.amountCents})`,
      },
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .innerJoin(users, eq(users.id, activities.hostId))
    .innerJoin(guest, eq(guest.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row?.notificationsEnabled) return null;
  const input = {
    recipient: row,
    ...row.booking,
    activityUrl: `${ctx.publicUrl}/activity/${row.activityId}`,
  };
  return ctx.mailer.queue(tx, {
    to: row.to,
    ...(kind === 'booked' ? hostNewBookingEmail(input) : hostGuestCancelledEmail(input)),
  });
}
