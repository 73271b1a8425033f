import type {
  BookingState,
  MyBooking,
  MyTicket,
  RefundBookingInput,
  RefundResult,
} from '@sortim/contracts/bookings';
import { ticketState } from '@sortim/contracts/ticket-rules';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  activities,
  bookings,
  priceCategories,
  profiles,
  promoCodes,
  reviews,
  tickets,
  waitlistEntries,
} from '#src/db/schema.ts';
import { activityTimeZone } from '#src/lib/activity-time-zone.ts';
import { bookingCalendarFile } from '#src/lib/calendar/booking-event.ts';
import type { Caller } from '#src/lib/caller.ts';
import { NotFound } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isUuid } from '#src/lib/ids.ts';
import { slugify } from '#src/lib/slug.ts';
import {
  cancelByGuest,
  offersCancel,
  refundNowOf,
  subjectOf,
} from '#src/modules/reservations/guest-cancellation.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { refundOwedCents } from '#src/modules/reservations/refund-owed.ts';
import { refundTerms } from '#src/modules/reservations/refund-terms.ts';
import { hasStarted, isPaid } from '#src/modules/reservations/rules.ts';
import {
  hasOnePrice,
  ticketCategoryColumns,
  ticketCategoryOf,
} from '#src/modules/reservations/ticket-category.ts';

const bookingColumns = {
  id: bookings.id,
  userId: bookings.userId,
  status: bookings.status,
  spots: bookings.spots,
  lines: bookings.lines,
  onePrice: hasOnePrice(),
  subtotalCents: bookings.subtotalCents,
  discountCents: bookings.discountCents,
  code: promoCodes.code,
  amountCents: bookings.amountCents,
  providerPaymentId: bookings.providerPaymentId,
  createdAt: bookings.createdAt,
  refundedAt: bookings.refundedAt,
  refundedCents: bookings.refundedCents,
  refundDueCents: bookings.refundDueCents,
  refundRestCents: bookings.refundRestCents,
  restRefundId: bookings.restRefundId,
  cancellationPolicy: bookings.cancellationPolicy,
  hostChange: bookings.hostChange,
  groupToken: bookings.groupToken,
  started: hasStarted,
  // One review per person and activity: the booking's guest wrote theirs of this activity.
  reviewed: sql<boolean>`exists (select 1 from ${reviews}
    where ${reviews.userId} = ${bookings.userId} and ${reviews.activityId} = ${bookings.activityId})`,
  activity: {
    id: activities.id,
    title: activities.title,
    seriesId: activities.seriesId,
    category: activities.category,
    startTime: activities.startTime,
    endTime: activities.endTime,
    timeZone: activityTimeZone,
    locationName: activities.locationName,
    address: activities.address,
    coverImageUrl: activities.coverImageUrl,
    thumbnailUrl: activities.thumbnailUrl,
    scheduleVersion: activities.scheduleVersion,
  },
  host: { id: profiles.id, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl },
};

const selectBookings = (db: Database) =>
  db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .leftJoin(promoCodes, eq(promoCodes.id, bookings.promoCodeId));

type Row = Awaited<ReturnType<typeof selectBookings>>[number];

type TicketRow = Omit<MyTicket, 'state'> & { bookingId: string };

/** The bookings' tickets by booking, each by seat. */
async function ticketsOf(db: Database, bookingIds: string[]): Promise<Map<string, TicketRow[]>> {
  const byBooking = new Map<string, TicketRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      bookingId: tickets.bookingId,
      seat: tickets.seat,
      code: tickets.code,
      checkedInAt: tickets.checkedInAt,
      guestName: tickets.guestName,
      ...ticketCategoryColumns,
    })
    .from(tickets)
    .leftJoin(priceCategories, eq(priceCategories.id, tickets.categoryId))
    .where(inArray(tickets.bookingId, bookingIds))
    .orderBy(asc(tickets.seat));
  for (const { categoryKind, categoryNames, categoryShown, ...row } of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push({
      ...row,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      category: ticketCategoryOf({ categoryKind, categoryNames, categoryShown }),
    });
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}

function toMyBooking(row: Row, bookingTickets: TicketRow[] = []): MyBooking {
  const paid = row.status === 'paid';
  const { seriesId, scheduleVersion, ...activity } = row.activity;
  const cancellable = { ...row, startTime: row.activity.startTime, timeZone: row.activity.timeZone };
  const state = ticketState(row);
  return {
    id: row.id,
    status: row.status,
    spots: row.spots,
    lines: row.lines,
    onePrice: row.onePrice,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    code: row.code,
    amountCents: row.amountCents,
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundedCents: row.refundedCents,
    refundOnItsWayCents: refundOwedCents(row),
    canRefund: offersCancel(cancellable),
    refundTerms: refundTerms(subjectOf(cancellable)),
    refundNow: refundNowOf(cancellable),
    canReview: paid && row.started,
    reviewed: row.reviewed,
    tickets: bookingTickets.map(({ bookingId, ...ticket }) => ({ ...ticket, state })),
    // The group's link while its booking holds: a refunded one's page only says it is no longer valid.
    groupToken: paid ? row.groupToken : null,
    hostChange: row.hostChange,
    activity: {
      ...activity,
      // A series is one activity to guests: its booked date shows by its date, not by a number.
      title: guestTitle(row.activity),
      startTime: row.activity.startTime.toISOString(),
      endTime: row.activity.endTime.toISOString(),
      host: row.host,
    },
  };
}

/** The caller's own bookings, newest first: nobody sees another person's. */
export async function listMyBookings(db: Database, caller: Caller): Promise<MyBooking[]> {
  const rows = await selectBookings(db)
    .where(eq(bookings.userId, caller.id))
    .orderBy(desc(bookings.createdAt));
  const byBooking = await ticketsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMyBooking(row, byBooking.get(row.id)));
}

/**
 * The owner cancels their paid booking of an activity that has not started: refunded the share its terms
 * give now, or past the last deadline cancelled with nothing refunded (reservations decides which, and
 * `expectedRefundCents`, the amount the guest was shown, must still be due). The provider refunds first
 * (outside any transaction: a network call); one idempotency key makes a double click refund once.
 */
export async function refundBooking(
  ctx: PaymentContext,
  caller: Caller,
  bookingId: string,
  input: RefundBookingInput = {},
): Promise<RefundResult> {
  const booking = await findOwnBooking(ctx.db, caller, bookingId);
  const outcome = await cancelByGuest(ctx, booking.id, input.expectedRefundCents);
  const after = await findOwnBooking(ctx.db, caller, bookingId);
  const byBooking = await ticketsOf(ctx.db, [after.id]);
  return { booking: toMyBooking(after, byBooking.get(after.id)), outcome };
}

async function findOwnBooking(db: Database, caller: Caller, bookingId: string): Promise<Row> {
  // Another person's booking looks exactly like a missing one.
  if (!isUuid(bookingId)) throw new NotFound('Booking not found');
  const [row] = await selectBookings(db).where(
    and(eq(bookings.id, bookingId), eq(bookings.userId, caller.id)),
  );
  if (!row) throw new NotFound('Booking not found');
  return row;
}

/**
 * The caller's booking as an iCalendar file ('Add to calendar'), the same event its e-mails attach: one UID
 * per booking and the activity's schedule version as its sequence, so adding it again after a change
 * replaces the event. Another person's booking is a missing one.
 */
export async function bookingCalendar(
  ctx: Pick<PaymentContext, 'db' | 'publicUrl'>,
  caller: Caller,
  bookingId: string,
): Promise<{ filename: string; body: string }> {
  const { activity } = await findOwnBooking(ctx.db, caller, bookingId);
  const body = bookingCalendarFile({
    bookingId,
    title: guestTitle(activity),
    startTime: activity.startTime,
    endTime: activity.endTime,
    locationName: activity.locationName,
    address: activity.address,
    url: `${ctx.publicUrl}/activity/${activity.id}`,
    sequence: activity.scheduleVersion,
  });
  return { filename: `sortim-${slugify(guestTitle(activity))}.ics`, body };
}

/** What the detail page's booking area needs about the caller; empty for anonymous callers. */
export async function bookingState(
  db: Database,
  caller: Caller | null,
  activityId: string,
): Promise<BookingState> {
  if (!caller || !isUuid(activityId)) return { bookingId: null, onWaitlist: false, offerExpiresAt: null };
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, caller.id), eq(bookings.activityId, activityId), isPaid));
  const [entry] = await db
    .select({ offerExpiresAt: waitlistEntries.offerExpiresAt })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, caller.id), eq(waitlistEntries.activityId, activityId)));
  const offerLive = entry?.offerExpiresAt && entry.offerExpiresAt.getTime() > Date.now();
  return {
    bookingId: booking?.id ?? null,
    onWaitlist: entry !== undefined,
    offerExpiresAt: offerLive ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
  };
}
