import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_FIELD_MESSAGES,
  type CreateActivityInput,
  type DeleteActivityResult,
  type EditableActivity,
  HOSTING_MESSAGES,
  type HostActivity,
  type UpdateActivityInput,
} from '@sortim/contracts/hosting';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, Invalid, NotFound } from '#src/lib/errors.ts';
import { isAdmin } from '#src/lib/guards.ts';
import type { Storage } from '#src/lib/storage/storage.ts';
import { copyQuestions } from '#src/modules/booking-questions/activity-questions.ts';
import { cityForNewActivity, citySlugOf } from '#src/modules/cities/cities.service.ts';
import { listHostActivities } from '#src/modules/host-access/host-activity-view.ts';
import { getOwnActivity } from '#src/modules/host-access/own-activity.ts';
import { cancelActivity } from '#src/modules/reservations/cancel-activity.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { hasMoneyOn } from '#src/modules/reservations/rules.ts';
import { ledgerColumns, resizeActivity, startingSpots } from '#src/modules/reservations/spots.ts';
import { offerFreeSpots } from '#src/modules/reservations/waitlist-offers.ts';
import { addPrices, copyPrices, editablePrices, privateOfferColumns, savePrices } from './activity-prices.ts';
import { moveActivity } from './schedule-change.ts';
import { seriesOccurrences, withSuffix } from './series.ts';

/*
 * Creating and managing activities. Hosts act on their own, admins on any (checked here, on the server).
 * Creation publishes at once (spec: no review step); a series is created in one transaction.
 */

type CreateInput = z.output<typeof CreateActivityInput>;
type UpdateInput = z.output<typeof UpdateActivityInput>;
type ImageFields = Pick<CreateInput, 'thumbnailUrl' | 'coverImageUrl' | 'additionalImages'>;

/** An activity as its editor loads it (its host's or an admin's): every field and every price. */
export async function getEditableActivity(
  db: Database,
  caller: Caller,
  id: string,
): Promise<EditableActivity> {
  const activity = await getOwnActivity(db, caller, id);
  return { ...activity, city: await citySlugOf(db, activity.id), ...(await editablePrices(db, activity.id)) };
}

/** The caller's own activities; an admin's view is everyone's, with host names. */
export function listActivitiesOf(db: Database, caller: Caller): Promise<HostActivity[]> {
  return listHostActivities(db, isAdmin(caller) ? {} : { hostId: caller.id });
}

export async function createActivities(
  db: Database,
  storage: Storage,
  caller: Caller,
  input: CreateInput,
): Promise<string[]> {
  assertUploaded(storage, input, null);
  const startTime = new Date(input.startTime);
  if (startTime.getTime() <= Date.now()) {
    throw new Invalid(ACTIVITY_FIELD_MESSAGES.startInFuture, {
      startTime: ACTIVITY_FIELD_MESSAGES.startInFuture,
    });
  }
  const { recurrence, priceCategories, earlyBird, privateOffer, city: slug, ...fields } = input;
  const city = await cityForNewActivity(db, slug);
  const occurrences = seriesOccurrences(
    { title: fields.title, startTime, endTime: new Date(fields.endTime) },
    recurrence,
    city.timeZone,
  );
  const seriesId = recurrence ? randomUUID() : null;
  const rows = await db.transaction(async (tx) => {
    const created = await tx
      .insert(activities)
      .values(
        occurrences.map((occurrence) => ({
          ...fields,
          ...occurrence,
          ...privateOfferColumns(privateOffer),
          hostId: caller.id,
          cityId: city.id,
          seriesId,
          ...startingSpots(fields.capacity),
          isPublished: true,
          status: 'published' as const,
          approvalStatus: 'approved' as const,
        })),
      )
      .returning({ id: activities.id, startTime: activities.startTime });
    await addPrices(
      tx,
      created.map((row) => row.id),
      { priceCategories, earlyBird },
    );
    return created;
  });
  return rows.sort((a, b) => a.startTime.getTime() - b.startTime.getTime()).map((row) => row.id);
}

/**
 * Saves the edit form. Spots follow the ledger (reservations' resizeActivity): seats paid or held stay
 * theirs, and spots that go on sale are offered to the waitlist first, in the same transaction.
 */
export async function updateActivity(
  ctx: PaymentContext,
  storage: Storage,
  caller: Caller,
  id: string,
  input: UpdateInput,
): Promise<EditableActivity> {
  const current = await getOwnActivity(ctx.db, caller, id);
  if (current.status === 'cancelled') throw new Conflict(HOSTING_MESSAGES.cancelledNotEditable);
  const started = new Date(current.startTime).getTime() <= Date.now();
  if (started && current.isPublished) throw new Conflict(HOSTING_MESSAGES.startedNotEditable);
  if (input.isPublished && new Date(input.startTime).getTime() <= Date.now()) {
    throw new Invalid(ACTIVITY_FIELD_MESSAGES.startInFuture, {
      startTime: ACTIVITY_FIELD_MESSAGES.startInFuture,
    });
  }
  if (current.isPublished && !input.isPublished && current.takenSpots > 0) {
    throw new Conflict(HOSTING_MESSAGES.bookedNotUnpublishable);
  }
  assertUploaded(storage, input, current);

  const {
    spotsRemaining,
    thirdPartyAttendees,
    capacity,
    isPublished,
    priceCents,
    priceCategories,
    earlyBird,
    privateOffer,
    ...fields
  } = input;
  const mails = await ctx.db.transaction(async (tx) => {
    // Decided under the row lock a cancellation also takes (its update, cancel-activity.ts): a host
    // cancelling meanwhile either waits for this edit, or this edit finds the activity cancelled and
    // stops, so a cancelled, refunded activity is never put back on sale.
    const [locked] = await tx
      .select({
        status: activities.status,
        startTime: activities.startTime,
        endTime: activities.endTime,
        locationName: activities.locationName,
        address: activities.address,
        ...ledgerColumns,
      })
      .from(activities)
      .where(eq(activities.id, id))
      .for('update');
    if (!locked) throw new NotFound(HOSTING_MESSAGES.notFound);
    if (locked.status === 'cancelled') throw new Conflict(HOSTING_MESSAGES.cancelledNotEditable);
    // Decided under the same lock a checkout's completion waits on, so every guest paid by now is told.
    const moveMails = await moveActivity(tx, ctx, id, locked, {
      startTime: new Date(fields.startTime),
      endTime: new Date(fields.endTime),
      locationName: fields.locationName,
      address: fields.address,
    });
    await resizeActivity(tx, id, locked, { capacity, thirdPartyAttendees, spotsRemaining });
    await tx
      .update(activities)
      .set({
        ...fields,
        startTime: new Date(fields.startTime),
        endTime: new Date(fields.endTime),
        ...(privateOffer !== undefined && privateOfferColumns(privateOffer)),
        isPublished,
        status: isPublished ? 'published' : 'draft',
        updatedAt: sql`now()`,
      })
      .where(eq(activities.id, id));
    // After the activity's own columns: the "from" price it ends with is written from the prices.
    await savePrices(tx, id, { priceCents, earlyBird, priceCategories });
    // Raised capacity, fewer third-party attendees, a draft published: whoever waits gets the free spots.
    return [...moveMails, ...(await offerFreeSpots(tx, ctx, id))];
  });
  for (const mail of mails) await mail.dispatch();
  return getEditableActivity(ctx.db, caller, id);
}

/**
 * An unpublished copy, '(Copy)' appended, every spot free again, with the same prices and private offer; it
 * belongs to the original's host.
 */
export async function duplicateActivity(db: Database, caller: Caller, id: string): Promise<string> {
  const original = await getOwnActivity(db, caller, id);
  const [row] = await db.select().from(activities).where(eq(activities.id, original.id));
  if (!row) throw new NotFound(HOSTING_MESSAGES.notFound);
  const { id: _id, createdAt: _c, updatedAt: _u, seriesId: _s, externalUid: _e, ...copy } = row;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(activities)
      .values({
        ...copy,
        title: withSuffix(row.title, ' (Copy)'),
        isPublished: false,
        status: 'draft',
        featured: false,
        ...startingSpots(row.capacity),
      })
      .returning({ id: activities.id });
    if (!created) throw new Error('activity not duplicated');
    await copyPrices(tx, row.id, created.id);
    await copyQuestions(tx, row.id, created.id);
    return created.id;
  });
}

/**
 * Deletes an activity nobody has paid for or started paying for. One with money on it is not erased: the
 * host cancelling it refunds every paid guest in full, once, and keeps the records (decision 55).
 */
export async function deleteActivity(
  ctx: PaymentContext,
  caller: Caller,
  id: string,
  /** More to write with the deletion or cancellation itself (an admin's audit record), all or nothing. */
  alsoInTransaction?: (tx: Transaction) => Promise<void>,
): Promise<DeleteActivityResult> {
  const activity = await getOwnActivity(ctx.db, caller, id);
  if (activity.status !== 'cancelled') {
    const erased = await ctx.db.transaction(async (tx) => {
      // The row lock makes a checkout starting now wait, and then find nothing to hold.
      await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, id)).for('update');
      const [money] = await tx
        .select({ any: hasMoneyOn(id) })
        .from(activities)
        .where(eq(activities.id, id));
      if (money?.any) return false;
      await tx.delete(activities).where(eq(activities.id, id));
      await alsoInTransaction?.(tx);
      return true;
    });
    if (erased) return { outcome: 'deleted', refundedBookings: 0 };
  }
  // Cancelling refunds; an activity that has taken place (or is under way) has nothing left to cancel,
  // and its guests have had what they paid for. It stays among the host's past activities.
  if (activity.status !== 'cancelled' && new Date(activity.startTime).getTime() <= Date.now()) {
    throw new Conflict(HOSTING_MESSAGES.startedNotDeletable);
  }
  const { refundedBookings } = await cancelActivity(ctx, id, alsoInTransaction);
  return { outcome: 'cancelled', refundedBookings };
}

/**
 * Images must be files uploaded here (or, when editing, the ones the activity already shows): a form
 * cannot point guests' browsers at an address elsewhere.
 */
function assertUploaded(storage: Storage, input: ImageFields, current: ImageFields | null) {
  const kept = new Set(
    current ? [current.thumbnailUrl, current.coverImageUrl, ...current.additionalImages] : [],
  );
  const check = (field: string, url: string | null) => {
    if (url !== null && !kept.has(url) && !storage.owns(url)) {
      throw new Invalid(ACTIVITY_FIELD_MESSAGES.image, { [field]: ACTIVITY_FIELD_MESSAGES.image });
    }
  };
  check('thumbnailUrl', input.thumbnailUrl);
  check('coverImageUrl', input.coverImageUrl);
  for (const url of input.additionalImages) check('additionalImages', url);
}
