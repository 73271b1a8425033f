import type { SavedActivities, SavedIds, SavedState } from '@sortim/contracts/saved';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, profiles, savedActivities } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { cardColumns } from '#src/modules/activities/activities.repository.ts';
import { toCard } from '#src/modules/activities/activities.service.ts';
import { hasStarted, isCancelled, isListed } from '#src/modules/reservations/rules.ts';

/*
 * A guest's saved activities (the heart). Saving and unsaving are idempotent: the row's key is the guest and
 * the activity, so a double tap, a retry or two requests at once leave one row, or none. Only what a guest
 * can see on its public page can be saved; unsaving works on anything, so a heart can always be emptied.
 */

const NOT_FOUND = 'Activity not found';

/**
 * Each half of the Saved page shows at most this many: far more than anyone keeps, and a bound on the
 * reply of someone who saved every activity there is.
 */
export const SAVED_SHOWN = 200;

/** `PUT /api/me/saved/:id`: saves a listed activity (past ones included, as their page is public). */
export async function saveActivity(db: Database, caller: Caller, activityId: string): Promise<SavedState> {
  if (!isUuid(activityId)) throw new NotFound(NOT_FOUND);
  const [listed] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), isListed));
  if (!listed) throw new NotFound(NOT_FOUND);
  await db.insert(savedActivities).values({ userId: caller.id, activityId }).onConflictDoNothing();
  return { activityId, saved: true };
}

/** `DELETE /api/me/saved/:id`: unsaves, whatever became of the activity (or of the id). */
export async function unsaveActivity(db: Database, caller: Caller, activityId: string): Promise<SavedState> {
  if (isUuid(activityId)) {
    await db
      .delete(savedActivities)
      .where(and(eq(savedActivities.userId, caller.id), eq(savedActivities.activityId, activityId)));
  }
  return { activityId, saved: false };
}

/** `GET /api/me/saved/ids`: every id the caller saved, the latest saved first. */
export async function savedIds(db: Database, caller: Caller): Promise<SavedIds> {
  const rows = await db
    .select({ id: savedActivities.activityId })
    .from(savedActivities)
    .where(eq(savedActivities.userId, caller.id))
    .orderBy(desc(savedActivities.createdAt), asc(savedActivities.activityId));
  return { ids: rows.map((row) => row.id) };
}

/** The caller's saved activities that meet `condition`, as cards. */
const savedCards = (db: Database, caller: Caller, condition: SQL | undefined) =>
  db
    .select(cardColumns)
    .from(savedActivities)
    .innerJoin(activities, eq(activities.id, savedActivities.activityId))
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(and(eq(savedActivities.userId, caller.id), condition));

/**
 * `GET /api/me/saved`: the Saved page. Upcoming listed activities soonest first; then the past and the
 * cancelled ones, the latest first (their cards say which). One saved while listed that its host has since
 * unpublished is not shown, as its page is not: it shows again if it is published again.
 */
export async function savedActivitiesOf(db: Database, caller: Caller): Promise<SavedActivities> {
  const [upcoming, past] = await Promise.all([
    savedCards(db, caller, and(isListed, sql`not ${hasStarted}`))
      .orderBy(asc(activities.startTime), asc(activities.id))
      .limit(SAVED_SHOWN),
    savedCards(db, caller, or(and(isListed, hasStarted), isCancelled))
      .orderBy(desc(activities.startTime), desc(activities.id))
      .limit(SAVED_SHOWN),
  ]);
  return { upcoming: upcoming.map(toCard), past: past.map(toCard) };
}
