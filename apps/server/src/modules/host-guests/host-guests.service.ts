import type { CancelGuestBookingResult, HostGuestList, HostGuestSeat } from '@sortim/contracts/host-guests';
import { HOST_GUESTS_MESSAGES } from '@sortim/contracts/host-guests';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  activities,
  bookings,
  priceCategories,
  profiles,
  promoCodes,
  tickets,
  waitlistEntries,
} from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { answersOfBookings, seesHealthAnswers } from '#src/modules/booking-questions/answers.ts';
import { assertHostOf, getOwnActivity } from '#src/modules/host-access/own-activity.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { refundPaidBooking } from '#src/modules/reservations/refunds.ts';
import { hasStarted, isPaid } from '#src/modules/reservations/rules.ts';
import { ticketCategoryColumns, ticketCategoryOf } from '#src/modules/reservations/ticket-category.ts';

/*
 * The Guests page of an activity, its roster: its bookings for its host (or an admin), each seat's ticket
 * and check-in, the totals, the same as CSV, and cancelling one booking. A host's cancellation refunds in
 * full, whatever the activity's policy (our terms); the refund is the same one a guest's request or the
 * activity's cancellation makes (reservations' refundPaidBooking), so money moves once per booking however
 * many ask. Guests' e-mail addresses are never read here, so no answer can carry them.
 */

/** The roster: the activity's bookings, paid first, oldest first within each; with seats and totals. */
export async function listGuests(db: Database, caller: Caller, activityId: string): Promise<HostGuestList> {
  const activity = await getOwnActivity(db, caller, activityId);
  const rows = await db
    .select({
      bookingId: bookings.id,
      guestName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      spots: bookings.spots,
      status: bookings.status,
      amountCents: bookings.amountCents,
      discountCents: bookings.discountCents,
      code: promoCodes.code,
      bookedAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(promoCodes, eq(promoCodes.id, bookings.promoCodeId))
    .where(eq(bookings.activityId, activity.id))
    .orderBy(sql`(${isPaid}) desc`, asc(bookings.createdAt));
  const seats = await db
    .select({
      bookingId: tickets.bookingId,
      seat: tickets.seat,
      code: tickets.code,
      checkedInAt: tickets.checkedInAt,
      guestName: tickets.guestName,
      ...ticketCategoryColumns,
    })
    .from(tickets)
    .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
    .leftJoin(priceCategories, eq(priceCategories.id, tickets.categoryId))
    .where(eq(bookings.activityId, activity.id))
    .orderBy(asc(tickets.seat));
  const [waiting] = await db
    .select({ count: count() })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.activityId, activity.id));

  const seatsOf = new Map<string, HostGuestSeat[]>();
  for (const { bookingId, seat, code, checkedInAt, guestName, ...category } of seats) {
    const own = seatsOf.get(bookingId) ?? [];
    own.push({
      seat,
      code,
      checkedInAt: checkedInAt?.toISOString() ?? null,
      category: ticketCategoryOf(category),
      guestName,
    });
    seatsOf.set(bookingId, own);
  }
  const answers = await answersOfBookings(
    db,
    rows.map((row) => row.bookingId),
    seesHealthAnswers(caller, activity.hostId),
  );
  const items = rows.map((row) => {
    const own = seatsOf.get(row.bookingId) ?? [];
    return {
      ...row,
      bookedAt: row.bookedAt.toISOString(),
      seats: own,
      checkedIn: own.filter((seat) => seat.checkedInAt).length,
      answers: answers.get(row.bookingId) ?? [],
    };
  });
  const paid = items.filter((item) => item.status === 'paid');
  return {
    activity: {
      id: activity.id,
      title: activity.title,
      startTime: activity.startTime,
      timeZone: activity.timeZone,
      closed: activity.status === 'cancelled' || new Date(activity.startTime).getTime() <= Date.now(),
    },
    totals: {
      seatsSold: paid.reduce((sum, item) => sum + item.spots, 0),
      checkedIn: paid.reduce((sum, item) => sum + item.checkedIn, 0),
      waitlist: waiting?.count ?? 0,
    },
    items,
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
  assertHostOf(caller, booking.hostId);
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
