import { randomBytes } from 'node:crypto';
import { ticketLabel } from '@sortim/contracts/ticket-category';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import {
  activities,
  type BookingHostChange,
  bookings,
  paymentSessions,
  priceCategories,
  profiles,
  promoCodes,
  tickets,
  users,
} from '#src/db/schema.ts';
import { activityForMailColumns } from '#src/lib/email/activity-for-mail.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { type ActivitySchedule, activityChangedEmail } from '#src/lib/email/templates/activity-changed.ts';
import { bookingConfirmedEmail } from '#src/lib/email/templates/booking-confirmed.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isUuid } from '#src/lib/ids.ts';
import type { CheckoutState } from '#src/lib/payments/payment-provider.ts';
import { joinBookingConversation } from './booking-conversation.ts';
import { queueHostNotice } from './host-notices.ts';
import { refundLatePayment } from './late-payment-refund.ts';
import type { PaymentContext } from './payment-context.ts';
import { firstDelivery } from './provider-events.ts';
import { refundTerms as termsOf } from './refund-terms.ts';
import { hasPaidBooking, hasStarted, isListed } from './rules.ts';
import { scheduleChanged, scheduleOf } from './shown-terms.ts';
import { putBackSpots, takeSpots, takeWholeDate } from './spots.ts';
import { hasOnePrice, ticketCategoryColumns, ticketCategoryOf } from './ticket-category.ts';
import { releaseSpots } from './waitlist-offers.ts';

/*
 * The one completion path. Stripe's webhook, the test provider's event, the guest's return to
 * /bookings?session_id=... and the reconciliation sweep all end here, so a payment completes at most one
 * booking however many of them report it, in whatever order: the payment session row is locked and moves
 * out of 'open' exactly once.
 */

export type Completion = {
  outcome: 'booked' | 'late_refunded' | 'not_paid' | 'unknown';
  bookingId: string | null;
};

type SessionRow = typeof paymentSessions.$inferSelect;

/**
 * Turns a paid checkout into a booking, or into a full refund when the activity has started (whatever its
 * hold), or when its hold was lost and the spots are gone.
 */
export async function completeCheckout(
  ctx: PaymentContext,
  checkout: CheckoutState,
  eventId?: string,
): Promise<Completion> {
  if (checkout.status !== 'paid') return { outcome: 'not_paid', bookingId: null };
  const mails: QueuedEmail[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    if (eventId && !(await firstDelivery(tx, ctx, eventId, 'checkout.session.completed'))) return null;
    const session = await lockSession(tx, ctx, checkout);
    if (!session) return { completion: { outcome: 'unknown', bookingId: null } as Completion };
    if (session.status === 'completed') {
      return { completion: { outcome: 'booked', bookingId: await bookingOf(tx, session.id) } as Completion };
    }
    if (session.status === 'refunded') {
      return { completion: { outcome: 'late_refunded', bookingId: null } as Completion };
    }

    // Open: its spots are held. Expired or cancelled: they went back, so take them again if still free.
    const held = session.status === 'open';
    // A held checkout books unless the host cancelled the activity meanwhile, or it has started (a hold
    // taken at 18:59 and paid at 19:08 for 19:00): the guest paid for something gone, refunded in full.
    // The activity's row lock (after the session's, the order every path takes) orders this booking with
    // a host's edit: a move either sees this guest and tells them, or comes first and the confirmation
    // carries the new time and place.
    const [activity] = await tx
      .select({
        booked: hasPaidBooking(session.userId, session.activityId),
        listed: isListed,
        started: hasStarted,
        cancellationPolicy: activities.cancellationPolicy,
        startTime: activities.startTime,
        endTime: activities.endTime,
        locationName: activities.locationName,
        address: activities.address,
      })
      .from(activities)
      .where(eq(activities.id, session.activityId))
      .for('update');
    const canBook =
      activity !== undefined &&
      !activity.booked &&
      !activity.started &&
      (held ? activity.listed : await retakeSpots(tx, session));
    if (!canBook) {
      await tx
        .update(paymentSessions)
        .set({ status: 'refunded', providerPaymentId: checkout.paymentId, updatedAt: sql`now()` })
        .where(eq(paymentSessions.id, session.id));
      if (held) mails.push(...(await releaseSpots(tx, ctx, session.activityId, session.spots)));
      return { completion: { outcome: 'late_refunded', bookingId: null } as Completion, refund: session.id };
    }

    await tx
      .update(paymentSessions)
      .set({ status: 'completed', providerPaymentId: checkout.paymentId, updatedAt: sql`now()` })
      .where(eq(paymentSessions.id, session.id));
    const [booking] = await tx
      .insert(bookings)
      .values({
        userId: session.userId,
        activityId: session.activityId,
        paymentSessionId: session.id,
        status: 'paid',
        spots: session.spots,
        lines: session.lines,
        subtotalCents: session.subtotalCents,
        discountCents: session.discountCents,
        amountCents: session.amountCents,
        promoCodeId: session.promoCodeId,
        discountPayer: session.discountPayer,
        isPrivate: session.isPrivate,
        // A private group's link for its friends to put their names on its tickets.
        groupToken: session.isPrivate ? randomBytes(18).toString('base64url') : null,
        providerPaymentId: checkout.paymentId,
        // The policy the payment page showed (a hold taken before it was stored: the activity's, read
        // under its row lock): a change of the activity's policy since, or later, never changes this one.
        cancellationPolicy: session.shownPolicy ?? activity.cancellationPolicy,
        hostChange: movedSinceShown(session, activity),
      })
      .returning({ id: bookings.id });
    if (!booking) throw new Error('booking not created');
    await joinBookingConversation(tx, {
      id: booking.id,
      userId: session.userId,
      activityId: session.activityId,
    });
    const booked = await bookedRow(tx, booking.id);
    mails.push(await queueConfirmation(tx, ctx, booking.id, booked));
    if (booked.hostChange)
      mails.push(await queueMovedWhilePaying(tx, ctx, booking.id, booked, booked.hostChange));
    const hostNotice = await queueHostNotice(tx, ctx, booking.id, 'booked');
    if (hostNotice) mails.push(hostNotice);
    return { completion: { outcome: 'booked', bookingId: booking.id } as Completion };
  });

  for (const mail of mails) await mail.dispatch();
  if (!result) return completionOf(ctx, checkout);
  if (result.refund) await refundLatePayment(ctx, result.refund);
  return result.completion;
}

/**
 * The spots of a payment whose hold was lost, taken again if they are still free: a party's seats, or a
 * private group's whole date (still empty, and as large as when it was held).
 */
async function retakeSpots(tx: Transaction, session: SessionRow): Promise<boolean> {
  if (!session.isPrivate) return takeSpots(tx, session.activityId, session.spots);
  const taken = await takeWholeDate(tx, session.activityId);
  if (taken === session.spots) return true;
  if (taken > 0) await putBackSpots(tx, session.activityId, taken);
  return false;
}

/**
 * The move a booking carries when the host changed the time or place while its guest was paying: what the
 * payment page showed is what they booked, so it is a move like any made after the booking (full refund
 * until the start, My Bookings shows it). Null when nothing moved, or the hold predates stored schedules.
 */
function movedSinceShown(session: SessionRow, now: ActivitySchedule): BookingHostChange | null {
  const shown = session.shownSchedule;
  if (!shown || !scheduleChanged(scheduleOf(shown), now)) return null;
  return { changedAt: new Date().toISOString(), before: shown };
}

/** Tells the guest, besides the confirmation, that the activity moved while they were paying (decision 139). */
async function queueMovedWhilePaying(
  tx: Transaction,
  ctx: PaymentContext,
  bookingId: string,
  row: BookedRow,
  change: BookingHostChange,
) {
  return ctx.mailer.queue(tx, {
    to: row.email,
    ...activityChangedEmail({
      recipient: row,
      activityTitle: guestTitle(row.activity),
      timeZone: row.activity.timeZone,
      cityName: row.activity.cityName,
      before: scheduleOf(change.before),
      after: row.activity,
      bookingId,
      sequence: row.activity.sequence,
      paid: row.amountCents > 0,
      activityUrl: `${ctx.publicUrl}/activity/${row.activity.id}`,
      bookingsUrl: `${ctx.publicUrl}/bookings`,
    }),
  });
}

/** What became of a checkout, for a repeated report of it. */
async function completionOf(ctx: PaymentContext, checkout: CheckoutState): Promise<Completion> {
  const [session] = await ctx.db
    .select({ id: paymentSessions.id, status: paymentSessions.status })
    .from(paymentSessions)
    .where(sessionMatch(ctx, checkout));
  if (!session) return { outcome: 'unknown', bookingId: null };
  if (session.status === 'refunded') return { outcome: 'late_refunded', bookingId: null };
  const bookingId = await bookingOf(ctx.db, session.id);
  return bookingId ? { outcome: 'booked', bookingId } : { outcome: 'not_paid', bookingId: null };
}

/** Our session for a provider checkout: by the reference we gave it, else by the provider's id. */
export function sessionMatch(ctx: PaymentContext, checkout: CheckoutState) {
  return checkout.reference && isUuid(checkout.reference)
    ? eq(paymentSessions.id, checkout.reference)
    : and(
        eq(paymentSessions.provider, ctx.provider.name),
        eq(paymentSessions.providerSessionId, checkout.id),
      );
}

async function lockSession(
  tx: Transaction,
  ctx: PaymentContext,
  checkout: CheckoutState,
): Promise<SessionRow | undefined> {
  const [session] = await tx.select().from(paymentSessions).where(sessionMatch(ctx, checkout)).for('update');
  return session;
}

async function bookingOf(db: Transaction | PaymentContext['db'], sessionId: string) {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.paymentSessionId, sessionId));
  return booking?.id ?? null;
}

/** A booking just made, with its guest and activity as the confirmation (and a move notice) tell them. */
async function bookedRow(tx: Transaction, bookingId: string) {
  const [row] = await tx
    .select({
      ...recipientColumns,
      spots: bookings.spots,
      lines: bookings.lines,
      onePrice: hasOnePrice(),
      discountCents: bookings.discountCents,
      code: promoCodes.code,
      amountCents: bookings.amountCents,
      paidAt: bookings.createdAt,
      cancellationPolicy: bookings.cancellationPolicy,
      hostChange: bookings.hostChange,
      activity: {
        id: activities.id,
        ...activityForMailColumns,
        locationName: activities.locationName,
        address: activities.address,
        sequence: activities.scheduleVersion,
      },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .leftJoin(promoCodes, eq(promoCodes.id, bookings.promoCodeId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error('booking not found for its confirmation');
  return row;
}
type BookedRow = Awaited<ReturnType<typeof bookedRow>>;

async function queueConfirmation(tx: Transaction, ctx: PaymentContext, bookingId: string, row: BookedRow) {
  const { activity, cancellationPolicy, hostChange } = row;
  const refundTerms = termsOf({
    cancellationPolicy,
    startTime: activity.startTime,
    hostChanged: hostChange !== null,
    timeZone: activity.timeZone,
  });
  // Issued by the database as the booking was inserted, in this transaction.
  const seats = await tx
    .select({
      seat: tickets.seat,
      code: tickets.code,
      guestName: tickets.guestName,
      ...ticketCategoryColumns,
    })
    .from(tickets)
    .leftJoin(priceCategories, eq(priceCategories.id, tickets.categoryId))
    .where(eq(tickets.bookingId, bookingId))
    .orderBy(asc(tickets.seat));
  return ctx.mailer.queue(tx, {
    to: row.email,
    ...(await bookingConfirmedEmail({
      recipient: row,
      spots: row.spots,
      lines: row.lines,
      onePrice: row.onePrice,
      discountCents: row.discountCents,
      code: row.code,
      amountCents: row.amountCents,
      paidAt: row.paidAt,
      refundTerms,
      activity: { ...activity, title: guestTitle(activity) },
      bookingId,
      tickets: seats.map((seat) => ({
        seat: seat.seat,
        code: seat.code,
        label: ticketLabel({ category: ticketCategoryOf(seat), guestName: seat.guestName }, row.locale),
      })),
      activityUrl: `${ctx.publicUrl}/activity/${row.activity.id}`,
      bookingsUrl: `${ctx.publicUrl}/bookings`,
      ticketsUrl: `${ctx.publicUrl}/tickets/${bookingId}`,
    })),
  });
}
