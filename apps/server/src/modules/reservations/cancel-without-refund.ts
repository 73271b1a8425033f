import { and, eq, isNull, sql } from 'drizzle-orm';
import { activities, bookings, profiles, users } from '#src/db/schema.ts';
import { activityForMailColumns } from '#src/lib/email/activity-for-mail.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { cancelledWithoutRefundEmail } from '#src/lib/email/templates/refund-confirmed.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { queueHostNotice } from './host-notices.ts';
import type { PaymentContext } from './payment-context.ts';
import { refundTerms } from './refund-terms.ts';
import { releaseSpots } from './waitlist-offers.ts';

/**
 * A guest's cancellation past the last refund deadline: the booking becomes 'cancelled' with nothing
 * refunded, its spots go back (to the waitlist first), the guest is told it is cancelled without a
 * refund and the host as for any guest's cancellation. Only a paid booking of an activity not started
 * with no refund under way (a host's cancellation being refunded wins); null when it was not so.
 */
export async function cancelWithoutRefund(ctx: PaymentContext, bookingId: string): Promise<boolean> {
  const mails = await ctx.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', refundedCents: 0, updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, 'paid'),
          isNull(bookings.refundDueCents),
          sql`exists (select 1 from ${activities} where ${activities.id} = ${bookings.activityId}
            and ${activities.startTime} > now())`,
        ),
      )
      .returning();
    if (!cancelled) return null;
    const queued = await releaseSpots(tx, ctx, cancelled.activityId, cancelled.spots);
    const [who] = await tx
      .select({
        ...recipientColumns,
        ...activityForMailColumns,
        cancellationPolicy: bookings.cancellationPolicy,
        hostChange: bookings.hostChange,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(profiles, eq(profiles.id, bookings.userId))
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(eq(bookings.id, cancelled.id));
    if (who) {
      const terms = refundTerms({ ...who, hostChanged: who.hostChange !== null });
      const { timeZone } = who;
      queued.push(
        await ctx.mailer.queue(tx, {
          to: who.email,
          ...cancelledWithoutRefundEmail({
            recipient: who,
            activityTitle: guestTitle(who),
            spots: cancelled.spots,
            deadline: new Date(terms.deadlines.at(-1)?.until ?? who.startTime),
            timeZone,
          }),
        }),
      );
    }
    const notice = await queueHostNotice(tx, ctx, cancelled.id, 'guest_cancelled');
    if (notice) queued.push(notice);
    return queued;
  });
  for (const mail of mails ?? []) await mail.dispatch();
  return mails !== null;
}
