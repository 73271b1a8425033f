import { randomUUID } from 'node:crypto';
import type { activities } from '#src/db/schema.ts';
import {
  barcelonaDay,
  barcelonaSunset,
  barcelonaTime,
  type CalendarDay,
  DAY,
  dayFrom,
  HOUR,
  MINUTE,
} from '#src/lib/barcelona-time.ts';
import { activityImages } from '#src/lib/demo-images.ts';
import { startingSpots } from '#src/modules/reservations/spots.ts';
import { ACTIVITIES } from './demo-activities.ts';
import type { DemoActivity, Schedule } from './demo-activity.ts';
import type { SeededPerson } from './people-rows.ts';
import { createRandom } from './seed-random.ts';

/** One occurrence of a demo activity, placed in time, before its seats are counted. */
export type ScheduledActivity = {
  id: string;
  definition: DemoActivity;
  host: SeededPerson;
  /** 1 for a single activity; 2, 3... for the later occurrences of a weekly series. */
  occurrence: number;
  seriesId: string | null;
  startTime: Date;
  endTime: Date;
  createdAt: Date;
  /** Published and its host can take payments, so guests may have booked it. */
  bookable: boolean;
};

/** Sunset meet-ups gather a little before the sun goes down, on a quarter hour. */
const SUNSET_LEAD = 45 * MINUTE;
const QUARTER_HOUR = 15 * MINUTE;

function startOf(today: CalendarDay, when: Schedule, weekOffset: number): Date {
  const day = dayFrom(today, when.day + 7 * weekOffset, when.on);
  if (when.at !== 'sunset') return barcelonaTime(day, when.at);
  const meet = barcelonaSunset(day).getTime() - SUNSET_LEAD;
  return new Date(Math.floor(meet / QUARTER_HOUR) * QUARTER_HOUR);
}

export function scheduleActivities(now: Date, hosts: ReadonlyMap<string, SeededPerson>): ScheduledActivity[] {
  const random = createRandom(2);
  const today = barcelonaDay(now);

  return ACTIVITIES.flatMap((definition) => {
    const host = hosts.get(definition.host);
    if (!host) throw new Error(`Unknown demo host '${definition.host}'`);
    const occurrences = definition.weekly ?? 1;
    const seriesId = occurrences > 1 ? randomUUID() : null;
    const firstStart = startOf(today, definition.when, 0);
    // Hosts list activities some days or weeks ahead; a series is created in one go.
    const latest = new Date(Math.min(now.getTime() - HOUR, firstStart.getTime() - 3 * DAY));
    const earliest = new Date(Math.max(host.joinedAt.getTime() + HOUR, latest.getTime() - 30 * DAY));
    const createdAt = random.between(earliest, latest);

    return Array.from({ length: occurrences }, (_, i) => {
      const startTime = startOf(today, definition.when, i);
      return {
        id: randomUUID(),
        definition,
        host,
        occurrence: i + 1,
        seriesId,
        startTime,
        endTime: new Date(startTime.getTime() + definition.when.minutes * MINUTE),
        createdAt,
        bookable: !definition.draft && host.acceptsPayments,
      };
    });
  });
}

/** The row, once bookings are known: seats left = capacity - paid spots - third-party attendees. */
export function activityRow(activity: ScheduledActivity, paidSpots: number): typeof activities.$inferInsert {
  const { definition: d } = activity;
  const ledger = startingSpots(d.capacity, d.thirdParty ?? 0, paidSpots);
  if (ledger.spotsRemaining < 0) throw new Error(`'${d.title}' is overbooked`);
  return {
    id: activity.id,
    hostId: activity.host.id,
    seriesId: activity.seriesId,
    // A series numbers its later occurrences the way the create form does.
    title: activity.occurrence > 1 ? `${d.title} (${activity.occurrence})` : d.title,
    description: d.description,
    category: d.category,
    subtype: d.subtype,
    priceCents: Math.round(d.priceEur * 100),
    privateMinimumCents: d.privateGroups ? Math.round(d.privateGroups.minimumEur * 100) : null,
    privateMaxGroup: d.privateGroups?.maxGroup ?? null,
    ...ledger,
    startTime: activity.startTime,
    endTime: activity.endTime,
    location: d.area ?? d.place.area,
    locationName: d.place.name,
    address: d.place.address,
    ...d.place.point,
    ...activityImages(d.category, d.subtype, d.gallery ?? 0, d.art),
    activityLanguages: [...d.languages],
    tags: [...(d.tags ?? [])],
    level: d.level ?? 'All levels',
    isPublished: !d.draft,
    approvalStatus: 'approved',
    status: d.draft ? 'draft' : 'published',
    featured: d.featured ?? false,
    cancellationPolicy: d.cancellationPolicy ?? 'flexible',
    createdAt: activity.createdAt,
    updatedAt: activity.createdAt,
  };
}
