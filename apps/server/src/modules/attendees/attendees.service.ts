import type { Attendee, AttendeeList } from '@sortim/contracts/attendees';
import { and, asc, eq, exists, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import { bookings, profiles, users } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { isHostOrAdmin } from '#src/modules/activities/activity-visibility.ts';
import { isPaid, paidIn } from '#src/modules/reservations/rules.ts';
import { findVisibleActivity } from './visible-activity.ts';

/** The first word of a display name: what a stranger may know of a fellow guest. */
export const firstName = (displayName: string): string => displayName.trim().split(/\s+/)[0] ?? '';

/**
 * The paid attendees of an activity as the caller may see them (spec §4). The host and admins see everyone
 * in full. Any other signed-in user sees in full only people with whom they share a paid booking on
 * *another* activity (this one would not do: any guest of it would then see everyone on it), and themselves;
 * of the rest, a first name. The cut is made here so the response never carries what was hidden.
 */
export async function listAttendees(db: Database, caller: Caller, activityId: string): Promise<AttendeeList> {
  const activity = await findVisibleActivity(db, caller, activityId);
  const hostView = isHostOrAdmin(caller, activity);

  const mine = alias(bookings, 'mine');
  const theirs = alias(bookings, 'theirs');
  const sharedActivity = exists(
    db
      .select({ one: sql`1` })
      .from(mine)
      .innerJoin(theirs, eq(theirs.activityId, mine.activityId))
      .where(
        and(
          eq(mine.userId, caller.id),
          paidIn(mine),
          ne(mine.activityId, activity.id),
          eq(theirs.userId, bookings.userId),
          paidIn(theirs),
        ),
      ),
  );

  const rows = await db
    .select({
      userId: bookings.userId,
      spots: bookings.spots,
      // A profile is made at sign-up; the account name covers one that was never created.
      displayName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
      city: profiles.city,
      avatarUrl: profiles.avatarUrl,
      sharedActivity: sql<boolean>`${sharedActivity}`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(and(eq(bookings.activityId, activity.id), isPaid))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));

  const attendees = rows.map((row): Attendee => {
    const isYou = row.userId === caller.id;
    const shared = !isYou && Boolean(row.sharedActivity);
    if (hostView || isYou || shared) {
      return {
        name: row.displayName,
        city: row.city,
        avatarUrl: row.avatarUrl,
        spots: row.spots,
        visibility: 'full',
        sharedActivity: shared,
        isYou,
      };
    }
    return {
      name: firstName(row.displayName),
      city: null,
      avatarUrl: null,
      spots: row.spots,
      visibility: 'first_name',
      sharedActivity: false,
      isYou: false,
    };
  });

  const ownPeople = rows.reduce((sum, row) => sum + row.spots, 0);
  return {
    view: hostView ? 'host' : 'guest',
    ownPeople,
    external: activity.thirdPartyAttendees,
    totalPeople: ownPeople + activity.thirdPartyAttendees,
    attendees,
  };
}
