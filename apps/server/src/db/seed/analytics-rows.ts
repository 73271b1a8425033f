import { randomUUID } from 'node:crypto';
import type { activities, analyticsEvents, bookings } from '#src/db/schema.ts';
import { addDays, barcelonaDay, barcelonaTime, MINUTE } from '#src/lib/barcelona-time.ts';
import type { SeededPerson } from './people-rows.ts';
import { createRandom, type Random } from './seed-random.ts';

/*
 * A week of traffic for the admin analytics: every booking of the last seven days is preceded by its
 * visit and checkout_started event (and sometimes by checkouts its guest abandoned before), and other
 * visitors browse, some starting a checkout they abandon.
 * The seed then rolls these days up with the nightly job's own rollup, so the Overview and Trends tabs agree.
 */

export type AnalyticsRows = {
  analyticsEvents: (typeof analyticsEvents.$inferInsert)[];
};

type ActivityRow = typeof activities.$inferInsert;
type BookingRow = typeof bookings.$inferInsert;
type Event = typeof analyticsEvents.$inferInsert & { createdAt: Date };

/** Full days of traffic before today (and today so far). */
export const DEMO_ANALYTICS_DAYS = 7;
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
  const windowStart = barcelonaTime(addDays(today, -DEMO_ANALYTICS_DAYS), '00:00');
  const byId = new Map(people.map((p) => [p.id, p]));
  const events: Event[] = [];

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
  const checkoutStarted = (sessionId: string, person: SeededPerson, activity: ActivityRow, at: Date) =>
    events.push({
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
    });

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
      checkoutStarted(sessionId, person, activity, before(leftAt + 4));
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

  return { analyticsEvents: events };
}

function pickJoinedBefore(random: Random, people: readonly SeededPerson[], at: Date) {
  const members = people.filter((p) => p.joinedAt < at);
  return members.length ? random.pick(members) : undefined;
}
