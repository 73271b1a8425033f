import {
  PRIVATE_GROUP_MESSAGES,
  type PrivateRequest,
  type PrivateRequestStage,
} from '@sortim/contracts/private-groups';
import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, bookings, paymentSessions, privateDateRequests, profiles } from '#src/db/schema.ts';
import { activityCityName, activityTimeZone } from '#src/lib/activity-time-zone.ts';
import type { Caller } from '#src/lib/caller.ts';
import { NotFound } from '#src/lib/errors.ts';
import { isAdmin } from '#src/lib/guards.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isUuid } from '#src/lib/ids.ts';

/*
 * A request for a private date as its guest, the activity's host and admins read it: nobody else learns it
 * exists (another guest or host asking for it hears 'not found'). Its stage is read from its hold once
 * accepted: payable while the hold is open, paid once it completed, expired when it ended unpaid.
 */

const columns = {
  id: privateDateRequests.id,
  status: privateDateRequests.status,
  startsAt: privateDateRequests.startsAt,
  groupSize: privateDateRequests.groupSize,
  message: privateDateRequests.message,
  hostNote: privateDateRequests.hostNote,
  createdAt: privateDateRequests.createdAt,
  decidedAt: privateDateRequests.decidedAt,
  guestId: privateDateRequests.guestId,
  guestName: profiles.displayName,
  dateId: privateDateRequests.createdActivityId,
  paymentSessionId: privateDateRequests.paymentSessionId,
  activity: {
    id: activities.id,
    hostId: activities.hostId,
    title: activities.title,
    seriesId: activities.seriesId,
    startTime: activities.startTime,
    endTime: activities.endTime,
    locationName: activities.locationName,
    timeZone: activityTimeZone,
    cityName: activityCityName,
    imageUrl: sql<string | null>`coalesce(${activities.thumbnailUrl}, ${activities.coverImageUrl})`,
  },
  // The hold the acceptance took (left-joined: null until then, and once its row is gone).
  holdStatus: paymentSessions.status,
  holdOpen: sql<boolean | null>`${paymentSessions.holdExpiresAt} > now()`,
  holdExpiresAt: paymentSessions.holdExpiresAt,
  amountCents: paymentSessions.amountCents,
  bookingId: bookings.id,
};

const selectRequests = (db: Database | Transaction) =>
  db
    .select(columns)
    .from(privateDateRequests)
    .innerJoin(activities, eq(activities.id, privateDateRequests.activityId))
    .innerJoin(profiles, eq(profiles.id, privateDateRequests.guestId))
    .leftJoin(paymentSessions, eq(paymentSessions.id, privateDateRequests.paymentSessionId))
    .leftJoin(bookings, eq(bookings.paymentSessionId, paymentSessions.id));

export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

function stageOf(row: RequestRow): PrivateRequestStage {
  if (row.status !== 'accepted') return row.status;
  if (row.holdStatus === 'completed') return 'paid';
  return row.holdStatus === 'open' && row.holdOpen ? 'payable' : 'expired';
}

export function toPrivateRequest(row: RequestRow): PrivateRequest {
  const length = row.activity.endTime.getTime() - row.activity.startTime.getTime();
  return {
    id: row.id,
    stage: stageOf(row),
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + length).toISOString(),
    groupSize: row.groupSize,
    message: row.message,
    hostNote: row.hostNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    activity: {
      id: row.activity.id,
      title: guestTitle(row.activity),
      locationName: row.activity.locationName,
      timeZone: row.activity.timeZone,
      cityName: row.activity.cityName,
      imageUrl: row.activity.imageUrl,
    },
    guest: { id: row.guestId, displayName: row.guestName },
    date:
      row.dateId && row.holdExpiresAt && row.amountCents !== null
        ? {
            id: row.dateId,
            amountCents: row.amountCents,
            payBy: row.holdExpiresAt.toISOString(),
            bookingId: row.bookingId,
          }
        : null,
  };
}

/** One request by id, whoever may see it or not (the caller checks). */
export async function requestRow(db: Database | Transaction, id: string): Promise<RequestRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectRequests(db).where(eq(privateDateRequests.id, id));
  return row;
}

/** A request its guest, the activity's host or an admin may see; 404 for anyone else. */
export async function findVisibleRequest(db: Database, caller: Caller, id: string): Promise<RequestRow> {
  const row = await requestRow(db, id);
  const mayRead = row && (row.guestId === caller.id || row.activity.hostId === caller.id || isAdmin(caller));
  if (!mayRead) throw new NotFound(PRIVATE_GROUP_MESSAGES.requestNotFound);
  return row;
}

const listOf = async (db: Database, where: SQL | undefined, order: SQL[]) =>
  (
    await selectRequests(db)
      .where(where)
      .orderBy(...order)
      .limit(100)
  ).map(toPrivateRequest);

/** The caller's own requests, newest first. */
export const listOwnRequests = (db: Database, caller: Caller) =>
  listOf(db, eq(privateDateRequests.guestId, caller.id), [desc(privateDateRequests.createdAt)]);

/** Requests for the caller's activities whose time has not passed: those awaiting an answer first. */
export const listHostRequests = (db: Database, caller: Caller) =>
  listOf(db, and(eq(activities.hostId, caller.id), gt(privateDateRequests.startsAt, sql`now()`)), [
    sql`(${privateDateRequests.status} = 'pending') desc`,
    desc(privateDateRequests.createdAt),
  ]);
