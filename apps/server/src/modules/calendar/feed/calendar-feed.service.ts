import type { CalendarStatus } from '@sortim/contracts/calendar';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { activities, bookings, profiles } from '#src/db/schema.ts';
import { NotFound } from '#src/lib/errors.ts';
import { isListed, isPaid } from '#src/modules/reservations/rules.ts';
import { type CalendarDeps, calendarStatus } from '../calendar-status.ts';
import { hostFeedCalendar } from './calendar-feed.ts';
import { newFeedToken } from './feed-token.ts';

/*
 * The host's .ics feed: their activities at a secret, renewable URL that calendar apps subscribe to.
 */

/** How far back the feed reaches, so a subscribed calendar keeps the host's recent activities. */
const FEED_PAST_DAYS = 30;
const FEED_MAX_EVENTS = 1000;

/** A new feed token: the old feed URL stops working at once. */
export async function renewFeedToken(deps: CalendarDeps, hostId: string): Promise<CalendarStatus> {
  await deps.db.update(profiles).set({ calendarFeedToken: newFeedToken() }).where(eq(profiles.id, hostId));
  return calendarStatus(deps, hostId);
}

/**
 * The .ics feed behind a token: the host's listed activities from the last 30 days on, each with its
 * booked spots. An unknown (or renewed) token is not found.
 */
export async function hostFeed(deps: CalendarDeps, token: string, now = new Date()): Promise<string> {
  const [host] = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.calendarFeedToken, token));
  if (!host) throw new NotFound('Calendar feed not found');
  const booked = deps.db
    .select({ activityId: bookings.activityId, spots: sql<number>`sum(${bookings.spots})::int`.as('spots') })
    .from(bookings)
    .where(isPaid)
    .groupBy(bookings.activityId)
    .as('booked');
  const rows = await deps.db
    .select({
      id: activities.id,
      title: activities.title,
      startTime: activities.startTime,
      endTime: activities.endTime,
      locationName: activities.locationName,
      address: activities.address,
      capacity: activities.capacity,
      booked: sql<number>`coalesce(${booked.spots}, 0)::int`,
      updatedAt: activities.updatedAt,
    })
    .from(activities)
    .leftJoin(booked, eq(booked.activityId, activities.id))
    .where(
      and(
        eq(activities.hostId, host.id),
        isListed,
        gte(activities.startTime, new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000)),
      ),
    )
    .orderBy(asc(activities.startTime), asc(activities.id))
    .limit(FEED_MAX_EVENTS);
  return hostFeedCalendar(rows, deps.publicUrl);
}
