import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { useCalendarStandIn } from '#src/test/calendar-stand-in.ts';
import { createHost } from '#src/test/factories.ts';
import type { CalendarDeps } from '../calendar-status.ts';
import { connectCalendar, syncCalendar } from './calendar-import.service.ts';

/*
 * A calendar as Google Calendar exports it (fixtures/google-calendar-export.ics): a VTIMEZONE for
 * Europe/Madrid with its DST rules, TZID'd times, a weekly RRULE with an EXDATE and one moved occurrence
 * (RECURRENCE-ID), an all-day event, a UTC event tagged by CATEGORIES, folded lines, CRLF endings, and
 * events that must stay out (untagged, cancelled, past, beyond a year).
 */

const ctx = useTestApp({ CALENDAR_FETCH_ALLOW_IPS: '127.0.0.1' });
const calendars = useCalendarStandIn();

const fixture = readFileSync(
  path.join(import.meta.dirname, 'fixtures', 'google-calendar-export.ics'),
  'utf8',
);
/** The export's events lie in 2027; the sync runs as if it were this day. */
const NOW = new Date('2027-01-10T12:00:00Z');
const WEEKLY_UID = '5q1b7kq0m3c9d2l8r4t6v0x2za@google.com';

const deps = (): CalendarDeps => ({
  db: ctx.app.db,
  publicUrl: ctx.config.publicUrl,
  fetchAllowIps: ctx.config.calendar.fetchAllowIps,
});

const draftsOf = (hostId: string) =>
  ctx.app.db
    .select()
    .from(activities)
    .where(and(eq(activities.hostId, hostId), isNotNull(activities.externalUid)))
    .orderBy(activities.startTime);

describe('importing a real-world calendar export', () => {
  it('places every tagged occurrence at its exact instant, across the DST change', async () => {
    expect(fixture).toContain('\r\n ');
    calendars.serve('/basic.ics', fixture);
    const host = await createHost(ctx.app.db);

    const status = await connectCalendar(
      deps(),
      host.id,
      { icsUrl: calendars.url('/basic.ics'), filterTag: '#sortim' },
      NOW,
    );
    expect(status.imported).toBe(7);
    expect(status.lastSyncedAt).toBe(NOW.toISOString());

    const drafts = await draftsOf(host.id);
    expect(
      drafts.map((d) => ({
        uid: d.externalUid,
        title: d.title,
        start: d.startTime.toISOString(),
        end: d.endTime.toISOString(),
      })),
    ).toEqual([
      // Thursdays at 19:00 Madrid: CET (UTC+1) until 28 March 2027, then CEST (UTC+2).
      {
        uid: `${WEEKLY_UID}#2027-03-04T18:00:00.000Z`,
        title: 'Tapas & language exchange',
        start: '2027-03-04T18:00:00.000Z',
        end: '2027-03-04T20:00:00.000Z',
      },
      {
        uid: `${WEEKLY_UID}#2027-03-11T18:00:00.000Z`,
        title: 'Tapas & language exchange',
        start: '2027-03-11T18:00:00.000Z',
        end: '2027-03-11T20:00:00.000Z',
      },
      // 18 March is an EXDATE.
      {
        uid: `${WEEKLY_UID}#2027-03-25T18:00:00.000Z`,
        title: 'Tapas & language exchange',
        start: '2027-03-25T18:00:00.000Z',
        end: '2027-03-25T20:00:00.000Z',
      },
      // Moved to 20:00 that week; keyed by the occurrence it replaces (19:00 CEST).
      {
        uid: `${WEEKLY_UID}#2027-04-01T17:00:00.000Z`,
        title: 'Tapas & language exchange',
        start: '2027-04-01T18:00:00.000Z',
        end: '2027-04-01T20:00:00.000Z',
      },
      {
        uid: `${WEEKLY_UID}#2027-04-08T17:00:00.000Z`,
        title: 'Tapas & language exchange',
        start: '2027-04-08T17:00:00.000Z',
        end: '2027-04-08T19:00:00.000Z',
      },
      // All day on Saturday 17 April: from 00:00 to 24:00 Madrid time (CEST).
      {
        uid: '0aa7c3e1d9b84f2e8c6b5a4d3e2f1a0b@google.com',
        title: 'Montjuïc picnic',
        start: '2027-04-16T22:00:00.000Z',
        end: '2027-04-17T22:00:00.000Z',
      },
      // A UTC event tagged only by its CATEGORIES.
      {
        uid: '7c2d9e4f@example.org',
        title: 'Kayak',
        start: '2027-06-12T17:30:00.000Z',
        end: '2027-06-12T19:30:00.000Z',
      },
    ]);

    const [first] = drafts;
    // Folded lines are read back whole, with their escaped commas.
    expect(first?.description).toBe(
      'Practise Spanish, Catalan and English over tapas with locals and newcomers. Every Thursday evening at the back room of the bar; first drink on the house for first-timers. #sortim',
    );
    expect(first).toMatchObject({
      location: 'Bar La Plata, Carrer de la Mercè 28, 08002 Barcelona, Spain',
      locationName: 'Bar La Plata',
      isPublished: false,
      status: 'draft',
    });
    expect(
      drafts.find((d) => d.startTime.toISOString() === '2027-04-01T18:00:00.000Z')?.description,
    ).toContain('after the Holy Thursday procession');
    expect(drafts.find((d) => d.title === 'Kayak')).toMatchObject({
      description: 'Imported from your calendar: Kayak',
      locationName: 'To be confirmed',
      address: 'To be confirmed',
    });
  });

  it('finds nothing new in the same export synced again', async () => {
    calendars.serve('/again.ics', fixture);
    const host = await createHost(ctx.app.db);
    await connectCalendar(
      deps(),
      host.id,
      { icsUrl: calendars.url('/again.ics'), filterTag: '#sortim' },
      NOW,
    );
    const before = await draftsOf(host.id);

    const later = new Date(NOW.getTime() + 60 * 60 * 1000);
    const status = await syncCalendar(deps(), host.id, later);
    expect(status.imported).toBe(0);
    expect(status.lastSyncedAt).toBe(later.toISOString());
    expect(await draftsOf(host.id)).toEqual(before);
  });

  it('leaves out the occurrences that have already started', async () => {
    calendars.serve('/midway.ics', fixture);
    const host = await createHost(ctx.app.db);
    const status = await connectCalendar(
      deps(),
      host.id,
      { icsUrl: calendars.url('/midway.ics'), filterTag: '#sortim' },
      new Date('2027-03-20T12:00:00Z'),
    );
    expect(status.imported).toBe(5);
    expect((await draftsOf(host.id))[0]?.startTime.toISOString()).toBe('2027-03-25T18:00:00.000Z');
  });
});
