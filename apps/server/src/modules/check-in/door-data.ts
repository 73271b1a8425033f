import {
  CHECK_IN_CLOSES_AFTER_END_MINUTES,
  CHECK_IN_OPENS_BEFORE_START_MINUTES,
  type DoorData,
  type DoorParty,
  type DoorTicket,
} from '@sortim/contracts/check-in';
import { ticketState } from '@sortim/contracts/ticket-rules';
import { asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#src/db/client.ts';
import { bookings, priceCategories, profiles, tickets } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { answersOfBookings, seesHealthAnswers } from '#src/modules/booking-questions/answers.ts';
import { getOwnActivity } from '#src/modules/host-access/own-activity.ts';
import { ticketCategoryColumns, ticketCategoryOf } from '#src/modules/reservations/ticket-category.ts';

/*
 * What the door reads: an activity's check-in window, its parties and its tickets, for the host's phone
 * (kept there to work offline) and for judging each scan sent to it (record-scans.ts).
 */

export type Db = Database | Transaction;
export type Window = { opensAt: Date; closesAt: Date };

const MINUTE = 60 * 1000;

/** From CHECK_IN_OPENS_BEFORE_START_MINUTES before the start to CHECK_IN_CLOSES_AFTER_END_MINUTES after the end. */
export function checkInWindow(activity: { startTime: Date | string; endTime: Date | string }): Window {
  return {
    opensAt: new Date(new Date(activity.startTime).getTime() - CHECK_IN_OPENS_BEFORE_START_MINUTES * MINUTE),
    closesAt: new Date(new Date(activity.endTime).getTime() + CHECK_IN_CLOSES_AFTER_END_MINUTES * MINUTE),
  };
}

export const checker = alias(profiles, 'checker');

/** The parties (bookings with tickets) of an activity, or of one booking: names and avatars, never e-mails. */
export async function partiesWhere(db: Db, where: SQL): Promise<DoorParty[]> {
  return db
    .select({
      bookingId: bookings.id,
      guestName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      spots: bookings.spots,
      tickets: count(tickets.id),
      checkedIn: count(tickets.checkedInAt),
    })
    .from(bookings)
    .innerJoin(tickets, eq(tickets.bookingId, bookings.id))
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .where(where)
    .groupBy(bookings.id, profiles.displayName, profiles.avatarUrl)
    .orderBy(asc(profiles.displayName), asc(bookings.createdAt));
}

/** Tickets as the door reads them (`toDoorTicket`): with their booking's state and who checked them in. */
export const selectDoorTickets = (db: Db, where: SQL | undefined) =>
  db
    .select({
      code: tickets.code,
      bookingId: tickets.bookingId,
      seat: tickets.seat,
      status: bookings.status,
      refundDueCents: bookings.refundDueCents,
      checkedInAt: tickets.checkedInAt,
      checkedInByName: checker.displayName,
      guestName: tickets.guestName,
      ...ticketCategoryColumns,
    })
    .from(tickets)
    .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
    .leftJoin(checker, eq(checker.id, tickets.checkedInBy))
    .leftJoin(priceCategories, eq(priceCategories.id, tickets.categoryId))
    .where(where)
    .orderBy(asc(tickets.bookingId), asc(tickets.seat))
    .$dynamic();

type DoorTicketRow = Awaited<ReturnType<typeof selectDoorTickets>>[number];

export const toDoorTicket = ({
  status,
  refundDueCents,
  categoryKind,
  categoryNames,
  categoryShown,
  ...row
}: DoorTicketRow): DoorTicket => ({
  ...row,
  category: ticketCategoryOf({ categoryKind, categoryNames, categoryShown }),
  state: ticketState({ status, refundDueCents }),
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
  checkedInByName: row.checkedInAt ? row.checkedInByName : null,
});

/**
 * Everything the door page keeps on the device: the activity and its window, its parties and every ticket
 * with its state read from its booking (refunded and cancelled bookings' tickets are void).
 */
export async function getDoorData(db: Database, caller: Caller, activityId: string): Promise<DoorData> {
  const activity = await getOwnActivity(db, caller, activityId);
  const window = checkInWindow(activity);
  const parties = await partiesWhere(db, eq(bookings.activityId, activity.id));
  const answers = await answersOfBookings(
    db,
    parties.map((party) => party.bookingId),
    seesHealthAnswers(caller, activity.hostId),
  );
  const rows = await selectDoorTickets(db, eq(bookings.activityId, activity.id));
  return {
    activity: {
      id: activity.id,
      title: activity.title,
      startTime: activity.startTime,
      endTime: activity.endTime,
      timeZone: activity.timeZone,
      checkInOpensAt: window.opensAt.toISOString(),
      checkInClosesAt: window.closesAt.toISOString(),
    },
    parties: parties.map((party) => ({ ...party, answers: answers.get(party.bookingId) ?? [] })),
    tickets: rows.map(toDoorTicket),
    fetchedAt: new Date().toISOString(),
  };
}
