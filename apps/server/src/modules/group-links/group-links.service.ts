import { GROUP_TOKEN, type GroupPage, PRIVATE_GROUP_MESSAGES } from '@sortim/contracts/private-groups';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, priceCategories, profiles, tickets } from '#src/db/schema.ts';
import { activityTimeZone } from '#src/lib/activity-time-zone.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, Forbidden, NotFound, Unauthorized } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isUuid } from '#src/lib/ids.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';

/*
 * A private group's link, /group/<token>: the token (18 random bytes, made with the booking) is the secret,
 * so anyone holding the link sees the booking's date and tickets and may put a name on a ticket that has
 * none, without signing in. Once a ticket has a name only the organizer (the booking's guest, signed in)
 * may change or clear it. A refunded or cancelled booking's link says it is no longer valid.
 */

/** The private booking a token opens; 404 for any other token, however it looks. */
async function bookingOfToken(db: Database, token: string) {
  const [booking] = GROUP_TOKEN.test(token)
    ? await db
        .select({
          id: bookings.id,
          userId: bookings.userId,
          paid: isPaid,
          organizerName: profiles.displayName,
          activity: {
            id: activities.id,
            title: activities.title,
            seriesId: activities.seriesId,
            startTime: activities.startTime,
            endTime: activities.endTime,
            locationName: activities.locationName,
            address: activities.address,
            timeZone: activityTimeZone,
          },
        })
        .from(bookings)
        .innerJoin(activities, eq(activities.id, bookings.activityId))
        .innerJoin(profiles, eq(profiles.id, bookings.userId))
        .where(and(eq(bookings.groupToken, token), eq(bookings.isPrivate, true)))
    : [];
  if (!booking) throw new NotFound(PRIVATE_GROUP_MESSAGES.linkNotFound);
  return booking;
}

export async function groupPage(db: Database, caller: Caller | null, token: string): Promise<GroupPage> {
  const booking = await bookingOfToken(db, token);
  const rows = await db
    .select({
      id: tickets.id,
      seat: tickets.seat,
      guestName: tickets.guestName,
      kind: priceCategories.kind,
      names: priceCategories.names,
    })
    .from(tickets)
    .leftJoin(priceCategories, eq(priceCategories.id, tickets.categoryId))
    .where(eq(tickets.bookingId, booking.id))
    .orderBy(asc(tickets.seat));
  const [sold] = await db
    .select({ n: count() })
    .from(priceCategories)
    .where(
      and(
        eq(priceCategories.activityId, booking.activity.id),
        eq(priceCategories.codeOnly, false),
        eq(priceCategories.hidden, false),
      ),
    );
  const { activity } = booking;
  return {
    valid: booking.paid,
    isOrganizer: caller?.id === booking.userId,
    organizer: { displayName: booking.organizerName },
    onePrice: (sold?.n ?? 1) <= 1,
    activity: {
      id: activity.id,
      title: guestTitle(activity),
      startTime: activity.startTime.toISOString(),
      endTime: activity.endTime.toISOString(),
      locationName: activity.locationName,
      address: activity.address,
      timeZone: activity.timeZone,
    },
    tickets: rows.map((row) => ({
      id: row.id,
      seat: row.seat,
      category: row.kind ? { kind: row.kind, names: row.names } : null,
      // A void booking's names stay with it: its page says only that it is no longer valid.
      guestName: booking.paid ? row.guestName : null,
    })),
  };
}

/**
 * Puts `name` on a ticket of the group: anyone with the link on a ticket without a name, only the organizer
 * on one that has a name (one conditional update, so two friends on one ticket: the first keeps it).
 */
export async function nameTicket(
  db: Database,
  caller: Caller | null,
  token: string,
  ticketId: string,
  name: string,
): Promise<GroupPage> {
  const booking = await bookingOfToken(db, token);
  if (!booking.paid) throw new Conflict(PRIVATE_GROUP_MESSAGES.bookingNotValid);
  const organizer = caller?.id === booking.userId;
  const named = isUuid(ticketId)
    ? await db
        .update(tickets)
        .set({ guestName: name })
        .where(
          and(
            eq(tickets.id, ticketId),
            eq(tickets.bookingId, booking.id),
            organizer ? undefined : or(isNull(tickets.guestName), eq(tickets.guestName, name)),
          ),
        )
        .returning({ id: tickets.id })
    : [];
  if (named.length === 0) {
    await ticketOf(db, booking.id, ticketId);
    throw new Conflict(PRIVATE_GROUP_MESSAGES.nameTaken);
  }
  return groupPage(db, caller, token);
}

/** The organizer takes a name off a ticket (a friend who cannot come); nobody else may. */
export async function clearTicketName(
  db: Database,
  caller: Caller | null,
  token: string,
  ticketId: string,
): Promise<GroupPage> {
  const booking = await bookingOfToken(db, token);
  if (!caller) throw new Unauthorized();
  if (caller.id !== booking.userId) throw new Forbidden(PRIVATE_GROUP_MESSAGES.organizerOnly);
  if (!booking.paid) throw new Conflict(PRIVATE_GROUP_MESSAGES.bookingNotValid);
  await ticketOf(db, booking.id, ticketId);
  await db
    .update(tickets)
    .set({ guestName: null })
    .where(
      and(eq(tickets.id, ticketId), eq(tickets.bookingId, booking.id), sql`${tickets.guestName} is not null`),
    );
  return groupPage(db, caller, token);
}

/** A ticket of the booking, or 404. */
async function ticketOf(db: Database, bookingId: string, ticketId: string): Promise<void> {
  const [ticket] = isUuid(ticketId)
    ? await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.id, ticketId), eq(tickets.bookingId, bookingId)))
    : [];
  if (!ticket) throw new NotFound(PRIVATE_GROUP_MESSAGES.ticketNotFound);
}
