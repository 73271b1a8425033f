import type { HostProfile } from '@sortim/contracts/host-dashboard';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, profiles, userRoles } from '#src/db/schema.ts';
import { NotFound } from '#src/lib/errors.ts';
import { cardColumns } from '#src/modules/activities/activities.repository.ts';
import { toCard } from '#src/modules/activities/activities.service.ts';
import { isFirstOfSeries } from '#src/modules/activities/series-sql.ts';
import { isBookable } from '#src/modules/reservations/rules.ts';
import { hostRating, recentHostReviews } from './host-reviews.ts';

/** Spec §9: the profile shows up to 5 upcoming activities and the 10 latest reviews. */
const UPCOMING_SHOWN = 5;
const REVIEWS_SHOWN = 10;
const NOT_FOUND = 'Host not found';
/** Account ids are short opaque tokens (better-auth's or uuids); anything else names nobody. */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A verified host's public profile. Anyone else (a plain host, a guest, an unknown or malformed id) is
 * 'Host not found': the page exists only for hosts the platform has verified.
 */
export async function hostProfile(db: Database, id: string): Promise<HostProfile> {
  if (!ACCOUNT_ID.test(id)) throw new NotFound(NOT_FOUND);
  const [profile] = await db
    .select({
      id: profiles.id,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
      city: profiles.city,
      languages: profiles.languages,
    })
    .from(profiles)
    .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.role, 'verified_host')))
    .where(eq(profiles.id, id));
  if (!profile) throw new NotFound(NOT_FOUND);

  // A series is one activity to guests here too: once, at its next date.
  const upcomingOfHost = and(
    eq(activities.hostId, id),
    isBookable,
    isFirstOfSeries(() => []),
  );
  const [upcoming, [upcomingCount], rating, reviews] = await Promise.all([
    db
      .select(cardColumns)
      .from(activities)
      .innerJoin(profiles, eq(profiles.id, activities.hostId))
      .where(upcomingOfHost)
      .orderBy(asc(activities.startTime), asc(activities.id))
      .limit(UPCOMING_SHOWN),
    db.select({ n: count() }).from(activities).where(upcomingOfHost),
    hostRating(db, id),
    recentHostReviews(db, id, REVIEWS_SHOWN),
  ]);
  return {
    ...profile,
    verified: true,
    upcomingCount: upcomingCount?.n ?? 0,
    ...rating,
    upcoming: upcoming.map(toCard),
    reviews,
  };
}
