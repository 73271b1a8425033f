import { CALENDAR_MESSAGES } from '@sortim/contracts/calendar';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { activities, cities, userRoles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import {
  calendarFile,
  calendarHelpers,
  dentist,
  everyMinute,
  HOUR,
  inDays,
  overBudget,
  paella,
  pastWalk,
  yoga,
} from '#src/test/calendar-files.ts';
import { useCalendarStandIn } from '#src/test/calendar-stand-in.ts';
import { addLisbon } from '#src/test/cities.ts';
import { createActivity } from '#src/test/factories.ts';
import type { CalendarDeps } from '../calendar-status.ts';
import { syncAllCalendars } from './calendar-import.service.ts';
import { calendarSeriesId } from './calendar-import.ts';

/*
 * The host's calendar import through its routes and the hourly job, on a real database and a local
 * calendar server: connecting, syncing and disconnecting a calendar, and the drafts its events become.
 */

const ctx = useTestApp({ CALENDAR_FETCH_ALLOW_IPS: '127.0.0.1' });
const calendars = useCalendarStandIn();
const { send, draftsOf, newHost } = calendarHelpers(ctx);

describe('PUT /api/host/calendar', () => {
  it('asks for the URL when it is missing, and for http(s) when it is not', async () => {
    const host = await newHost();
    const empty = await send('PUT', '/api/host/calendar', host, { icsUrl: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ icsUrl: CALENDAR_MESSAGES.urlRequired });
    const missing = await send('PUT', '/api/host/calendar', host, {});
    expect(missing.statusCode).toBe(400);
    const ftp = await send('PUT', '/api/host/calendar', host, { icsUrl: 'ftp://example.com/cal.ics' });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().error.fields).toEqual({ icsUrl: CALENDAR_MESSAGES.invalidUrl });
  });

  it('refuses a private address and a redirect to one, and stores nothing', async () => {
    const host = await newHost();
    calendars.redirect('/to-metadata.ics', 'http://169.254.169.254/latest/meta-data');
    for (const icsUrl of [
      'http://10.0.0.1/calendar.ics',
      'http://169.254.169.254/latest/meta-data',
      calendars.url('/to-metadata.ics'),
    ]) {
      const res = await send('PUT', '/api/host/calendar', host, { icsUrl });
      expect(res.statusCode, icsUrl).toBe(400);
      expect(res.json().error.message).toBe(CALENDAR_MESSAGES.connectionFailed);
    }
    const status = (await send('GET', '/api/host/calendar', host)).json();
    expect(status).toMatchObject({ icsUrl: null, lastSyncedAt: null });
  });

  it("answers 'Connection failed' (502) when the server has no calendar there, and stores nothing", async () => {
    const host = await newHost();
    calendars.fail('/gone.ics', 404);
    calendars.serve('/page.html', '<html><body>Not a calendar</body></html>', 'text/html');
    for (const path of ['/gone.ics', '/page.html']) {
      const res = await send('PUT', '/api/host/calendar', host, { icsUrl: calendars.url(path) });
      expect(res.statusCode, path).toBe(502);
      expect(res.json().error).toMatchObject({
        code: 'unavailable',
        message: CALENDAR_MESSAGES.connectionFailed,
      });
    }
    expect((await send('GET', '/api/host/calendar', host)).json().icsUrl).toBeNull();
  });

  it('imports the upcoming events carrying the tag as drafts, with defaults that fit an activity', async () => {
    const host = await newHost();
    calendars.serve('/tagged.ics', calendarFile([paella, dentist, pastWalk, yoga]));
    const res = await send('PUT', '/api/host/calendar', host, {
      icsUrl: calendars.url('/tagged.ics'),
      filterTag: '#sortim',
    });
    expect(res.statusCode).toBe(200);
    const status = res.json();
    expect(status).toMatchObject({
      icsUrl: calendars.url('/tagged.ics'),
      filterTag: '#sortim',
      imported: 2,
      lastImport: { events: 2, cutShort: null, unreadable: 0 },
    });
    expect(Date.parse(status.lastSyncedAt)).toBeGreaterThan(Date.now() - 60_000);

    const drafts = await draftsOf(host.id);
    expect(drafts.map((d) => d.externalUid)).toEqual(['paella-1@test', 'yoga@test']);
    const [paellaDraft, yogaDraft] = drafts;
    expect(paellaDraft).toMatchObject({
      title: 'Paella night',
      description: paella.description,
      startTime: paella.start,
      endTime: new Date(paella.start.getTime() + 2 * HOUR),
      location: 'Casa Marta, Carrer de Blai 12, Barcelona',
      locationName: 'Casa Marta',
      address: 'Casa Marta, Carrer de Blai 12, Barcelona',
      isPublished: false,
      status: 'draft',
      category: 'Go Social',
      subtype: 'Join a Dinner',
      priceCents: 0,
      capacity: 10,
      spotsRemaining: 10,
      activityLanguages: ['English'],
      // A calendar has no map pin: the host places it before publishing.
      latitude: null,
      longitude: null,
    });
    // A short title is padded, a missing description and place are filled in: the row fits the checks.
    expect(yogaDraft).toMatchObject({
      title: 'Yoga (calendar event)',
      description: 'Imported from your calendar: Yoga (calendar event)',
      locationName: 'To be confirmed',
      address: 'To be confirmed',
      location: null,
    });
  });

  it("puts a host's drafts in the city of the activity they created last: a calendar names no city", async () => {
    const lisbon = await addLisbon(ctx.app.db);
    const [barcelona] = await ctx.app.db.select().from(cities).where(eq(cities.isDefault, true));
    const lisbonHost = await newHost();
    await createActivity(ctx.app.db, { hostId: lisbonHost.id, cityId: lisbon.id });
    const firstHost = await newHost();
    calendars.serve('/one.ics', calendarFile([paella]));
    for (const host of [lisbonHost, firstHost]) {
      const res = await send('PUT', '/api/host/calendar', host, { icsUrl: calendars.url('/one.ics') });
      expect(res.statusCode).toBe(200);
    }
    expect((await draftsOf(lisbonHost.id)).map((d) => d.cityId)).toEqual([lisbon.id]);
    // A host with no activity yet: the default city, as a new activity without a choice.
    expect((await draftsOf(firstHost.id)).map((d) => d.cityId)).toEqual([barcelona?.id]);
  });

  it("puts a recurring event's occurrences in one series, the id the host and UID give", async () => {
    const host = await newHost();
    const weekly = { ...paella, uid: 'weekly-paella@test', rrule: 'FREQ=WEEKLY;COUNT=3' };
    calendars.serve('/weekly.ics', calendarFile([weekly, dentist]));
    const res = await send('PUT', '/api/host/calendar', host, { icsUrl: calendars.url('/weekly.ics') });
    expect(res.statusCode).toBe(200);
    const drafts = await draftsOf(host.id);
    const series = calendarSeriesId(host.id, 'weekly-paella@test');
    expect(drafts.map((d) => [d.title, d.seriesId])).toEqual([
      ['Paella night #sortim', series],
      ['Dentist', null],
      ['Paella night #sortim', series],
      ['Paella night #sortim', series],
    ]);
    // Another host's event with the same UID is a series of its own.
    expect(calendarSeriesId(host.id, 'weekly-paella@test')).not.toBe(
      calendarSeriesId('someone', 'weekly-paella@test'),
    );
  });

  it('says the import was cut short at the drafts limit, and how many events could not be read', async () => {
    const host = await newHost();
    calendars.serve('/over-budget.ics', overBudget());
    const res = await send('PUT', '/api/host/calendar', host, { icsUrl: calendars.url('/over-budget.ics') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 500,
      lastImport: { events: 500, cutShort: 'drafts', unreadable: 1 },
    });
    expect(await draftsOf(host.id)).toHaveLength(500);
    // The page reads it back later, and a sync that writes nothing new still says it.
    expect((await send('GET', '/api/host/calendar', host)).json()).toMatchObject({
      imported: 0,
      lastImport: { events: 500, cutShort: 'drafts', unreadable: 1 },
    });
    const again = await send('POST', '/api/host/calendar/sync', host);
    expect(again.json()).toMatchObject({
      imported: 0,
      lastImport: { events: 500, cutShort: 'drafts', unreadable: 1 },
    });
  });

  it('imports every upcoming event when no tag is set, leaving cancelled ones out', async () => {
    const host = await newHost();
    const cancelled = {
      uid: 'cancelled@test',
      summary: 'Called off #sortim',
      start: inDays(9),
      status: 'CANCELLED',
    };
    calendars.serve('/all.ics', calendarFile([paella, dentist, pastWalk, cancelled]));
    const res = await send('PUT', '/api/host/calendar', host, { icsUrl: calendars.url('/all.ics') });
    expect(res.json()).toMatchObject({ filterTag: null, imported: 2 });
    expect((await draftsOf(host.id)).map((d) => d.externalUid)).toEqual(['paella-1@test', 'dentist@test']);
  });
});

describe('POST /api/host/calendar/sync', () => {
  it('asks for a calendar first when none is connected', async () => {
    const host = await newHost();
    const res = await send('POST', '/api/host/calendar/sync', host);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CALENDAR_MESSAGES.urlRequired);
  });

  it('changes nothing when the calendar has not changed', async () => {
    const host = await newHost();
    calendars.serve('/same.ics', calendarFile([paella, yoga]));
    await send('PUT', '/api/host/calendar', host, {
      icsUrl: calendars.url('/same.ics'),
      filterTag: 'SORTIM',
    });
    const before = await draftsOf(host.id);
    expect(before).toHaveLength(2);

    const again = await send('POST', '/api/host/calendar/sync', host);
    expect(again.statusCode).toBe(200);
    expect(again.json().imported).toBe(0);
    const after = await draftsOf(host.id);
    expect(after).toEqual(before);
  });

  it('updates a draft whose event changed and adds new events, but leaves a published one alone', async () => {
    const host = await newHost();
    calendars.serve('/changing.ics', calendarFile([paella, yoga]));
    await send('PUT', '/api/host/calendar', host, {
      icsUrl: calendars.url('/changing.ics'),
      filterTag: 'sortim',
    });
    const [paellaDraft, yogaDraft] = await draftsOf(host.id);
    if (!paellaDraft || !yogaDraft) throw new Error('drafts not imported');
    // The host publishes the yoga draft after editing it: it is theirs now.
    await ctx.app.db
      .update(activities)
      .set({ isPublished: true, status: 'published', title: 'Sunrise yoga on the beach' })
      .where(eq(activities.id, yogaDraft.id));
    // The host pinned the paella draft at Casa Marta, whose address the calendar is about to change.
    await ctx.app.db
      .update(activities)
      .set({ latitude: 41.3741, longitude: 2.1626 })
      .where(eq(activities.id, paellaDraft.id));

    const moved = inDays(14, 19);
    const newEvent = { uid: 'tapas@test', summary: 'Tapas crawl #sortim', start: inDays(20) };
    calendars.serve(
      '/changing.ics',
      calendarFile([
        {
          ...paella,
          summary: 'Paella & sangria night #sortim',
          start: moved,
          location: 'Terrassa Blai\\, Barcelona',
        },
        { ...yoga, start: inDays(13, 7) },
        newEvent,
      ]),
    );
    const res = await send('POST', '/api/host/calendar/sync', host);
    expect(res.json().imported).toBe(2);

    const drafts = await draftsOf(host.id);
    expect(drafts).toHaveLength(3);
    expect(drafts.find((d) => d.id === paellaDraft.id)).toMatchObject({
      title: 'Paella & sangria night',
      startTime: moved,
      endTime: new Date(moved.getTime() + 2 * HOUR),
      locationName: 'Terrassa Blai',
      address: 'Terrassa Blai, Barcelona',
      isPublished: false,
      // The pin pointed at the old address: it goes with it.
      latitude: null,
      longitude: null,
    });
    expect(drafts.find((d) => d.id === yogaDraft.id)).toMatchObject({
      title: 'Sunrise yoga on the beach',
      startTime: yoga.start,
      isPublished: true,
    });
    expect(drafts.find((d) => d.externalUid === 'tapas@test')).toMatchObject({ title: 'Tapas crawl' });
  });

  it("answers 'Connection failed' when the calendar's server is gone, keeping the drafts", async () => {
    const host = await newHost();
    calendars.serve('/vanishing.ics', calendarFile([paella]));
    const connected = await send('PUT', '/api/host/calendar', host, {
      icsUrl: calendars.url('/vanishing.ics'),
    });
    calendars.fail('/vanishing.ics', 500);
    const res = await send('POST', '/api/host/calendar/sync', host);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(CALENDAR_MESSAGES.connectionFailed);
    expect(await draftsOf(host.id)).toHaveLength(1);
    const status = (await send('GET', '/api/host/calendar', host)).json();
    expect(status.lastSyncedAt).toBe(connected.json().lastSyncedAt);
    expect(status.lastImport).toEqual(connected.json().lastImport);
  });
});

describe('DELETE /api/host/calendar', () => {
  it('disconnects the calendar and keeps the drafts it made', async () => {
    const host = await newHost();
    calendars.serve('/leaving.ics', calendarFile([paella]));
    await send('PUT', '/api/host/calendar', host, {
      icsUrl: calendars.url('/leaving.ics'),
      filterTag: 'sortim',
    });
    const res = await send('DELETE', '/api/host/calendar', host);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ icsUrl: null, filterTag: null, lastSyncedAt: null, lastImport: null });
    expect(await draftsOf(host.id)).toHaveLength(1);
  });
});

// Each sync reads every connected calendar of the file's hosts, several of them 500 drafts long, on threads
// that yield to the server's own: on a loaded CI machine (the browser journeys beside) that takes a while.
describe('the calendar.sync job', { timeout: 60_000 }, () => {
  it("syncs every connected host, and one host's failure does not stop the others", async () => {
    const broken = await newHost();
    const working = await newHost();
    calendars.serve('/broken.ics', calendarFile([paella]));
    calendars.serve('/working.ics', calendarFile([paella]));
    await send('PUT', '/api/host/calendar', broken, { icsUrl: calendars.url('/broken.ics') });
    await send('PUT', '/api/host/calendar', working, { icsUrl: calendars.url('/working.ics') });
    calendars.fail('/broken.ics', 503);
    calendars.serve('/working.ics', calendarFile([paella, { ...dentist, summary: 'Board games' }]));

    const warn = vi.fn();
    const logger = { warn } as unknown as FastifyBaseLogger;
    const deps: CalendarDeps = {
      db: ctx.app.db,
      publicUrl: ctx.config.publicUrl,
      fetchAllowIps: ctx.config.calendar.fetchAllowIps,
    };
    // A former host's calendar is left alone.
    const former = await newHost();
    calendars.serve('/former.ics', calendarFile([paella]));
    await send('PUT', '/api/host/calendar', former, { icsUrl: calendars.url('/former.ics') });
    await ctx.app.db.delete(userRoles).where(eq(userRoles.userId, former.id));
    calendars.serve('/former.ics', calendarFile([paella, yoga]));

    const result = await syncAllCalendars(deps, logger);

    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ hostId: broken.id }), 'calendar sync failed');
    expect((await draftsOf(working.id)).map((d) => d.externalUid)).toEqual(['paella-1@test', 'dentist@test']);
    expect(await draftsOf(broken.id)).toHaveLength(1);
    expect(await draftsOf(former.id)).toHaveLength(1);
  });

  it('notes a calendar cut short by the import budget with its host, and syncs the others', async () => {
    const busy = await newHost();
    const broken = await newHost();
    calendars.serve('/every-minute.ics', everyMinute(paella));
    calendars.serve('/unreadable.ics', calendarFile([paella]));
    await send('PUT', '/api/host/calendar', busy, { icsUrl: calendars.url('/every-minute.ics') });
    await send('PUT', '/api/host/calendar', broken, { icsUrl: calendars.url('/unreadable.ics') });
    calendars.serve('/unreadable.ics', '<html>Sign in to see this calendar</html>');

    const info = vi.fn();
    const warn = vi.fn();
    const logger = { info, warn } as unknown as FastifyBaseLogger;
    const deps: CalendarDeps = {
      db: ctx.app.db,
      publicUrl: ctx.config.publicUrl,
      fetchAllowIps: ctx.config.calendar.fetchAllowIps,
    };
    const result = await syncAllCalendars(deps, logger);

    expect(result.synced).toBeGreaterThanOrEqual(1);
    expect(info).toHaveBeenCalledWith(
      { hostId: busy.id, cutShort: 'drafts', imported: 500, unreadableEvents: 0 },
      'calendar import cut short',
    );
    expect(await draftsOf(busy.id)).toHaveLength(500);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ hostId: broken.id }), 'calendar sync failed');
  });

  it("keeps each hourly sync's outcome for the host page: cut short, then whole", async () => {
    const host = await newHost();
    calendars.serve('/growing.ics', calendarFile([paella]));
    await send('PUT', '/api/host/calendar', host, { icsUrl: calendars.url('/growing.ics') });
    const deps: CalendarDeps = {
      db: ctx.app.db,
      publicUrl: ctx.config.publicUrl,
      fetchAllowIps: ctx.config.calendar.fetchAllowIps,
    };
    const logger = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

    calendars.serve('/growing.ics', overBudget());
    await syncAllCalendars(deps, logger);
    expect((await send('GET', '/api/host/calendar', host)).json().lastImport).toEqual({
      events: 500,
      cutShort: 'drafts',
      unreadable: 1,
    });

    calendars.serve('/growing.ics', calendarFile([paella, yoga]));
    await syncAllCalendars(deps, logger);
    expect((await send('GET', '/api/host/calendar', host)).json().lastImport).toEqual({
      events: 2,
      cutShort: null,
      unreadable: 0,
    });
  });
});
