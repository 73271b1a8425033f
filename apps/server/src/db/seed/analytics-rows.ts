import { randomUUID } from 'node:crypto';
import type { activities, analyticsEvents, bookings, dailyAnalytics } from '#src/db/schema.ts';
import {
  addDays,
  barcelonaDay,
  barcelonaTime,
  type CalendarDay,
  isoDate,
  MINUTE,
} from '#src/lib/barcelona-time.ts';
import type { SeededPerson } from './people-rows.ts';
import { createRandom, type Random } from './seed-random.ts';

/*
 * A week of traffic for the admin analytics: every booking of the last seven days is preceded by its
 * visit and checkout_started event (and sometimes by checkouts its guest abandoned before), and other
 * visitors browse, some starting a checkout they abandon.
 * The daily rows are computed from those same events, so the Overview and Trends tabs agree.
 */

export type AnalyticsRows = {
  analyticsEvents: (typeof analyticsEvents.$inferInsert)[];
  dailyAnalytics: (typeof dailyAnalytics.$inferInsert)[];
};

type ActivityRow = typeof activities.$inferInsert;
type BookingRow = typeof bookings.$inferInsert;
type Event = typeof analyticsEvents.$inferInsert & { createdAt: Date };

const DAYS = 7;
const BROWSING_SESSIONS = 140;
const SIGNED_IN_SHARE = 0.35;
const ABANDONED_CHECKOUT_CHANCE = 0.3;
/** Checkouts a guest may abandon before the one that ends in a booking. */
const MAX_HESITATIONS = 3;

export function buildAnalytics(
  now: Date,
  activityRows: readonly ActivityRow[],
  bookingRows: readonly BookingRow[],
  people: readonly SeededPerson[],
): AnalyticsRows {
  const random = createRandom(4);
  const today = barcelonaDay(now);
  const windowStart = barcelonaTime(addDays(today, -DAYS), '00:00');
  const byId = new Map(people.map((p) => [p.id, p]));
  const events: Event[] = [];
  /** checkout_started events that ended in a booking. */
  const completed = new Set<Event>();

  const pageView = (sessionId: string, userId: string | null, path: string, at: Date, activityId?: string) =>
    events.push({
      eventType: 'page_view',
      page: path,
      activityId,
      userId,
      sessionId,
      metadata: { path },
      createdAt: at,
    });
  const checkoutStarted = (
    sessionId: string,
    person: SeededPerson,
    activity: ActivityRow,
    at: Date,
  ): Event => {
    const event: Event = {
      eventType: 'checkout_started',
      page: `/activity/${activity.id}`,
      activityId: activity.id,
      userId: person.id,
      sessionId,
      metadata: {
        activityId: activity.id,
        title: activity.title,
        priceCents: activity.priceCents,
        abGroup: person.abGroup,
      },
      createdAt: at,
    };
    events.push(event);
    return event;
  };

  // The visits that ended in the bookings of the week.
  const activityById = new Map(activityRows.map((a) => [a.id, a]));
  for (const booking of bookingRows) {
    const bookedAt = booking.createdAt;
    const activity = activityById.get(booking.activityId);
    const person = byId.get(booking.userId);
    if (!bookedAt || bookedAt < windowStart || !activity || !person) continue;
    const before = (minutes: number) => new Date(bookedAt.getTime() - minutes * MINUTE);
    // Many guests start a checkout, think it over and come back later.
    const hesitations = random.int(0, MAX_HESITATIONS);
    for (let visit = hesitations; visit >= 0; visit--) {
      const sessionId = randomUUID();
      const leftAt = visit * random.int(60, 24 * 60);
      if (visit > 0 && before(leftAt + 9) < windowStart) continue;
      pageView(sessionId, person.id, '/explore', before(leftAt + 9));
      pageView(sessionId, person.id, `/activity/${activity.id}`, before(leftAt + 7), activity.id);
      const checkout = checkoutStarted(sessionId, person, activity, before(leftAt + 4));
      if (visit === 0) completed.add(checkout);
    }
  }

  // Everyone else who came by.
  const upcoming = activityRows.filter((a) => a.isPublished && a.startTime > now);
  const visitors = people.filter((p) => p.kind !== 'admin');
  for (let n = 0; n < BROWSING_SESSIONS; n++) {
    const start = random.between(windowStart, new Date(now.getTime() - 20 * MINUTE));
    const person = random.chance(SIGNED_IN_SHARE) ? pickJoinedBefore(random, visitors, start) : undefined;
    const sessionId = randomUUID();
    const pages = random.int(1, 4);
    let at = start;
    let lastActivity: ActivityRow | undefined;
    for (let page = 0; page < pages; page++) {
      lastActivity = page === 0 ? undefined : random.pick(upcoming);
      const path = lastActivity
        ? `/activity/${lastActivity.id}`
        : random.pick(['/home', '/home', '/explore']);
      pageView(sessionId, person?.id ?? null, path, at, lastActivity?.id);
      at = new Date(at.getTime() + random.int(1, 4) * MINUTE);
    }
    if (person && lastActivity && random.chance(ABANDONED_CHECKOUT_CHANCE)) {
      checkoutStarted(sessionId, person, lastActivity, at);
    }
  }

  return { analyticsEvents: events, dailyAnalytics: dailyRollups(today, events, completed) };
}

function pickJoinedBefore(random: Random, people: readonly SeededPerson[], at: Date) {
  const members = people.filter((p) => p.joinedAt < at);
  return members.length ? random.pick(members) : undefined;
}

/** One row per full day of the week before today (Barcelona days), as the nightly rollup would write. */
function dailyRollups(
  today: CalendarDay,
  events: readonly Event[],
  completed: ReadonlySet<Event>,
): (typeof dailyAnalytics.$inferInsert)[] {
  return Array.from({ length: DAYS }, (_, i) => {
    const day = addDays(today, -(i + 1));
    const from = barcelonaTime(day, '00:00');
    const to = barcelonaTime(addDays(day, 1), '00:00');
    const ofDay = events.filter((e) => e.createdAt >= from && e.createdAt < to);
    const checkouts = ofDay.filter((e) => e.eventType === 'checkout_started');
    const checkoutsCompleted = checkouts.filter((e) => completed.has(e)).length;
    return {
      date: isoDate(day),
      uniqueVisitors: new Set(ofDay.map((e) => e.sessionId)).size,
      checkoutsStarted: checkouts.length,
      checkoutsCompleted,
      conversionRate: checkouts.length ? Math.round((checkoutsCompleted / checkouts.length) * 1000) / 10 : 0,
    };
  });
}
