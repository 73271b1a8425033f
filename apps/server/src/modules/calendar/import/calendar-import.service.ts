import { setImmediate } from 'node:timers/promises';
import {
  CALENDAR_MESSAGES,
  type CalendarConnectInput,
  type CalendarImportOutcome,
  type CalendarStatus,
} from '@sortim/contracts/calendar';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client.ts';
import { activities, profiles, userRoles } from '#src/db/schema.ts';
import { Conflict, DomainError, Invalid, NotFound } from '#src/lib/errors.ts';
import { SafeFetchError, safeFetch } from '#src/lib/safe-fetch.ts';
import { hostCityId } from '#src/modules/cities/cities.service.ts';
import { startingSpots } from '#src/modules/reservations/spots.ts';
import { type CalendarDeps, calendarStatus } from '../calendar-status.ts';
import {
  CalendarParseError,
  calendarSeriesId,
  IMPORTED_DRAFT_DEFAULTS,
  type ImportedEvent,
} from './calendar-import.ts';
import { readCalendar } from './calendar-import-thread.ts';

/*
 * The host's calendar import: a host's .ics URL, fetched safely and parsed, becomes draft activities (one
 * per event or occurrence, keyed by UID), kept up to date by re-syncs (the host's, and the hourly job's).
 */

/** The calendar's server did not answer with a readable calendar (502: the fault is upstream). */
export class CalendarUnreachable extends DomainError {
  constructor() {
    super(502, 'unavailable', CALENDAR_MESSAGES.connectionFailed);
  }
}

const normalizedTag = (tag: string | null | undefined) => tag?.trim() || null;

type FetchedCalendar = { events: ImportedEvent[]; outcome: CalendarImportOutcome };

/**
 * Fetches and reads the calendar (on a worker thread, within the import's budget). A refused address
 * (private, loopback, not http) is the host's input: 400; anything else (unreachable, too slow, too big,
 * not a calendar, too much to read) is the calendar's server: 502. A calendar with more than the budget
 * gives its earliest drafts, noted in the log with the host and in the outcome the host page shows.
 */
async function fetchCalendar(
  deps: CalendarDeps,
  hostId: string,
  icsUrl: string,
  tag: string | null,
  now: Date,
): Promise<FetchedCalendar> {
  try {
    const { body } = await safeFetch(icsUrl, {
      allowIps: deps.fetchAllowIps,
      accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
    });
    const { events, cutShort, unreadable } = await readCalendar(body.toString('utf8'), tag, now);
    if (cutShort || unreadable > 0) {
      const level = cutShort === 'time' || unreadable > 0 ? 'warn' : 'info';
      deps.logger?.[level](
        { hostId, cutShort, imported: events.length, unreadableEvents: unreadable },
        'calendar import cut short',
      );
    }
    return { events, outcome: { events: events.length, cutShort, unreadable } };
  } catch (err) {
    if (err instanceof SafeFetchError && (err.reason === 'refused-address' || err.reason === 'scheme')) {
      throw new Invalid(CALENDAR_MESSAGES.connectionFailed, { icsUrl: CALENDAR_MESSAGES.connectionFailed });
    }
    if (err instanceof SafeFetchError || err instanceof CalendarParseError) {
      throw Object.assign(new CalendarUnreachable(), { cause: err });
    }
    throw err;
  }
}

/**
 * Drafts written per statement. On the embedded database (PGlite) a statement runs on the event loop and
 * holds every other query: 500 drafts at once held it for half a second, 50 take a few tens of ms.
 */
const DRAFTS_PER_STATEMENT = 25;

/**
 * Creates a draft per new event and updates the drafts whose event changed; returns how many rows it
 * wrote. A draft the host has published (or cancelled) is theirs now and is left alone, and an unchanged
 * event writes nothing, so the same file synced twice changes nothing the second time. Written in short
 * statements with the event loop free between them; each draft is keyed by its event, so a write cut
 * off halfway is completed by the next sync, not doubled.
 */
async function saveDrafts(db: Database, hostId: string, events: ImportedEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const cityId = await hostCityId(db, hostId);
  let written = 0;
  for (let first = 0; first < events.length; first += DRAFTS_PER_STATEMENT) {
    if (first > 0) await setImmediate();
    written += await saveDraftBatch(db, hostId, cityId, events.slice(first, first + DRAFTS_PER_STATEMENT));
  }
  return written;
}

async function saveDraftBatch(
  db: Database,
  hostId: string,
  cityId: string | undefined,
  events: ImportedEvent[],
): Promise<number> {
  const written = await db
    .insert(activities)
    .values(
      events.map((event) => ({
        hostId,
        // A draft already imported keeps its city: the update below does not set it.
        cityId,
        externalUid: event.externalUid,
        seriesId: event.seriesUid ? calendarSeriesId(hostId, event.seriesUid) : null,
        title: event.title,
        description: event.description,
        category: IMPORTED_DRAFT_DEFAULTS.category,
        subtype: IMPORTED_DRAFT_DEFAULTS.subtype,
        priceCents: IMPORTED_DRAFT_DEFAULTS.priceCents,
        ...startingSpots(IMPORTED_DRAFT_DEFAULTS.capacity),
        startTime: event.startTime,
        endTime: event.endTime,
        location: event.location,
        locationName: event.locationName,
        address: event.address,
        activityLanguages: [...IMPORTED_DRAFT_DEFAULTS.activityLanguages],
        isPublished: false,
        status: 'draft' as const,
      })),
    )
    .onConflictDoUpdate({
      target: [activities.hostId, activities.externalUid],
      targetWhere: sql`${activities.externalUid} is not null`,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        startTime: sql`excluded.start_time`,
        endTime: sql`excluded.end_time`,
        location: sql`excluded.location`,
        locationName: sql`excluded.location_name`,
        address: sql`excluded.address`,
        // A calendar gives no point: a pin the host placed stays while the event's address does, and
        // goes when the address changes (it would point at the old place).
        latitude: sql`case when ${activities.address} = excluded.address then ${activities.latitude} end`,
        longitude: sql`case when ${activities.address} = excluded.address then ${activities.longitude} end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`not ${activities.isPublished} and ${activities.status} = 'draft'
        and (${activities.title}, ${activities.description}, ${activities.startTime}, ${activities.endTime},
             ${activities.location}, ${activities.locationName}, ${activities.address})
          is distinct from (excluded.title, excluded.description, excluded.start_time, excluded.end_time,
             excluded.location, excluded.location_name, excluded.address)`,
    })
    .returning({ id: activities.id });
  return written.length;
}

/** The profile's columns holding a sync's outcome (all null: no sync yet). */
const lastImportColumns = (outcome: CalendarImportOutcome | null) => ({
  calendarLastImportEvents: outcome?.events ?? null,
  calendarLastImportCutShort: outcome?.cutShort ?? null,
  calendarLastImportUnreadable: outcome?.unreadable ?? null,
});

/** Stores the host's calendar after a first successful sync; a calendar that fails is not stored. */
export async function connectCalendar(
  deps: CalendarDeps,
  hostId: string,
  input: CalendarConnectInput,
  now = new Date(),
): Promise<CalendarStatus> {
  const icsUrl = input.icsUrl.trim();
  const filterTag = normalizedTag(input.filterTag);
  const { events, outcome } = await fetchCalendar(deps, hostId, icsUrl, filterTag, now);
  const imported = await saveDrafts(deps.db, hostId, events);
  // Stored once its drafts are: a calendar that fails is not stored.
  await deps.db
    .update(profiles)
    .set({
      calendarIcsUrl: icsUrl,
      calendarFilterTag: filterTag,
      calendarLastSyncedAt: now,
      ...lastImportColumns(outcome),
      updatedAt: now,
    })
    .where(eq(profiles.id, hostId));
  return calendarStatus(deps, hostId, imported);
}

/** Syncs the host's connected calendar now. */
export async function syncCalendar(
  deps: CalendarDeps,
  hostId: string,
  now = new Date(),
): Promise<CalendarStatus> {
  const [profile] = await deps.db
    .select({ icsUrl: profiles.calendarIcsUrl, filterTag: profiles.calendarFilterTag })
    .from(profiles)
    .where(eq(profiles.id, hostId));
  if (!profile) throw new NotFound('Profile not found');
  const icsUrl = profile.icsUrl;
  if (!icsUrl) throw new Conflict(CALENDAR_MESSAGES.urlRequired);
  const { events, outcome } = await fetchCalendar(deps, hostId, icsUrl, profile.filterTag, now);
  const imported = await saveDrafts(deps.db, hostId, events);
  // Only if the calendar is still the one fetched: a disconnect while fetching wins.
  await deps.db
    .update(profiles)
    .set({ calendarLastSyncedAt: now, ...lastImportColumns(outcome) })
    .where(and(eq(profiles.id, hostId), eq(profiles.calendarIcsUrl, icsUrl)));
  return calendarStatus(deps, hostId, imported);
}

/** Forgets the calendar; the drafts it made stay (they are the host's activities now). */
export async function disconnectCalendar(deps: CalendarDeps, hostId: string): Promise<CalendarStatus> {
  await deps.db
    .update(profiles)
    .set({
      calendarIcsUrl: null,
      calendarFilterTag: null,
      calendarLastSyncedAt: null,
      ...lastImportColumns(null),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, hostId));
  return calendarStatus(deps, hostId);
}

/**
 * The periodic re-sync of every connected calendar, a few at a time. One host's failure (their server
 * down, a refused address) is logged and the others carry on.
 */
export async function syncAllCalendars(
  deps: CalendarDeps,
  logger: FastifyBaseLogger,
  concurrency = 4,
): Promise<{ synced: number; failed: number }> {
  // Someone who is no longer a host keeps their drafts but gets no new ones.
  const stillHost = sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id}
    and ${userRoles.role} in ('host', 'verified_host', 'admin'))`;
  const hosts = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(isNotNull(profiles.calendarIcsUrl), stillHost))
    .orderBy(asc(profiles.calendarLastSyncedAt), asc(profiles.id));
  const withLogger: CalendarDeps = { ...deps, logger: deps.logger ?? logger };
  let synced = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < hosts.length) {
      const host = hosts[next++];
      if (!host) break;
      try {
        await syncCalendar(withLogger, host.id);
        synced++;
      } catch (err) {
        failed++;
        logger.warn({ err, hostId: host.id }, 'calendar sync failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, hosts.length) }, worker));
  return { synced, failed };
}
