import type { CancelGuestBookingResult, HostGuestList } from '@sortim/contracts/host-guests';
import { HOST_GUESTS_MESSAGES } from '@sortim/contracts/host-guests';
import { HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, profiles } from '#src/db/schema.ts';
import { Conflict, Forbidden, NotFound } from '#src/lib/errors.ts';
import { isAdmin } from '#src/lib/guards.ts';
import { isUuid } from '#src/lib/ids.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { refundPaidBooking } from '#src/modules/reservations/refunds.ts';
import { hasStarted, isPaid } from '#src/modules/reservations/rules.ts';
import type { Caller } from '#src/plugins/auth.ts';
import { getOwnActivity } from './host-activities.service.ts';

/*
 * The Guests page of an activity: its bookings for its host (or an admin), and cancelling one of them.
 * A host's cancellation refunds in full, whatever the activity's policy (our terms); the refund is the
 * same one a guest's request or the activity's cancellation makes (reservations' refundPaidBooking), so
 * money moves once per booking however many ask.
 */

/** The activity's bookings: paid first, then refunded and cancelled ones; oldest first within each. */
export async function listGuests(db: Database, caller: Caller, activityId: string): Promise<HostGuestList> {
  const activity = await getOwnActivity(db, caller, activityId);
  const rows = await db
    .select({
      bookingId: bookings.id,
      guestName: profiles.displayName,
      spots: bookings.spots,
      status: bookings.status,
      amountCents: bookings.amountCents,
      bookedAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .where(eq(bookings.activityId, activity.id))
    .orderBy(sql`(${isPaid}) desc`, asc(bookings.createdAt));
  return {
    activity: {
      id: activity.id,
      title: activity.title,
      startTime: activity.startTime,
      closed: activity.status === 'cancelled' || new Date(activity.startTime).getTime() <= Date.now(),
    },
    items: rows.map((row) => ({ ...row, bookedAt: row.bookedAt.toISOString() })),
  };
}

/**
 * The host cancels one paid booking of an activity that has not started: refunded in full, the guest
 * e-mailed in their language, the seats back on sale and offered to the waitlist first (all in the
 * refund's settle). A booking no longer paid answers 409, so a repeat refunds nothing.
 */
export async function cancelGuestBooking(
  ctx: PaymentContext,
  caller: Caller,
  bookingId: string,
): Promise<CancelGuestBookingResult> {
  if (!isUuid(bookingId)) throw new NotFound(HOST_GUESTS_MESSAGES.bookingNotFound);
  const [booking] = await ctx.db
    .select({
      id: bookings.id,
      status: bookings.status,
      providerPaymentId: bookings.providerPaymentId,
      amountCents: bookings.amountCents,
      hostId: activities.hostId,
      started: hasStarted,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new NotFound(HOST_GUESTS_MESSAGES.bookingNotFound);
  if (booking.hostId !== caller.id && !isAdmin(caller)) throw new Forbidden(HOSTING_MESSAGES.editOwnOnly);
  if (booking.status !== 'paid') throw new Conflict(HOST_GUESTS_MESSAGES.alreadyCancelled);
  if (booking.started) throw new Conflict(HOST_GUESTS_MESSAGES.started);
  await refundPaidBooking(ctx, booking, 'host_cancelled');
  // In full, unless the guest's own cancellation was already under way (its share, decided first).
  const [settled] = await ctx.db
    .select({ refundedCents: bookings.refundedCents })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  return { refundedCents: booking.providerPaymentId ? (settled?.refundedCents ?? booking.amountCents) : 0 };
}
