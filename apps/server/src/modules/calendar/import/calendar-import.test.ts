import { readFileSync } from 'node:fs';
import path from 'node:path';
import ical, { type VEvent } from 'node-ical';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CalendarParseError,
  carriesTag,
  IMPORT_HORIZON_MONTHS,
  importCalendar,
  importedEvents,
  MAX_IMPORTED_PER_SYNC,
} from './calendar-import.ts';

const NOW = new Date('2027-01-10T12:00:00Z');

const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flat(), 'END:VCALENDAR', ''].join(
    '\r\n',
  );

const event = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20261101T000000Z',
  ...lines,
  'END:VEVENT',
];

describe('importedEvents', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('keeps an all-day event on its Barcelona day whatever the server zone', () => {
    const file = calendar(
      event('one-day', 'DTSTART;VALUE=DATE:20270201', 'SUMMARY:Market day #sortim'),
      event('weekend', 'DTSTART;VALUE=DATE:20270605', 'DTEND;VALUE=DATE:20270607', 'SUMMARY:Camping #sortim'),
    );
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Madrid']) {
      process.env.TZ = tz;
      const [market, camping] = importedEvents(file, '#sortim', NOW);
      // No DTEND: one day. CET in February, CEST in June.
      expect(market?.startTime.toISOString(), tz).toBe('2027-01-31T23:00:00.000Z');
      expect(market?.endTime.toISOString(), tz).toBe('2027-02-01T23:00:00.000Z');
      expect(camping?.startTime.toISOString(), tz).toBe('2027-06-04T22:00:00.000Z');
      expect(camping?.endTime.toISOString(), tz).toBe('2027-06-06T22:00:00.000Z');
    }
  });

  it('gives a timed event without an end one hour', () => {
    const [only] = importedEvents(
      calendar(event('no-end', 'DTSTART:20270301T100000Z', 'SUMMARY:Coffee tasting')),
      null,
      NOW,
    );
    expect(only?.endTime.toISOString()).toBe('2027-03-01T11:00:00.000Z');
  });

  it('removes the tag from the title only where it stands as a word', () => {
    const titles = importedEvents(
      calendar(
        event('a', 'DTSTART:20270301T100000Z', 'SUMMARY:#Sortim Sunset kayak'),
        event('b', 'DTSTART:20270302T100000Z', 'SUMMARY:Sortimania party #sortim'),
        event('c', 'DTSTART:20270303T100000Z', 'SUMMARY:#sortim'),
      ),
      'sortim',
      NOW,
    ).map((e) => e.title);
    expect(titles).toEqual(['Sunset kayak', 'Sortimania party', '#sortim']);
  });

  it('fits long titles and descriptions into the limits of an activity', () => {
    const [long] = importedEvents(
      calendar(
        event(
          'long',
          'DTSTART:20270301T100000Z',
          `SUMMARY:${'Very long walk '.repeat(10)}`,
          `DESCRIPTION:${'Lots to say about this walk. '.repeat(50)}`,
        ),
      ),
      null,
      NOW,
    );
    expect([...(long?.title ?? '')]).toHaveLength(100);
    expect(long?.title.endsWith('…')).toBe(true);
    expect([...(long?.description ?? '')].length).toBeLessThanOrEqual(1000);
    expect(long?.description.endsWith('…')).toBe(true);
  });

  it('refuses a file that is not a calendar', () => {
    expect(() => importedEvents('<html>Sign in to continue</html>', null, NOW)).toThrow(CalendarParseError);
  });
});

describe('the import budget', () => {
  const MINUTE = 60_000;
  const everyMinute = calendar(
    event(
      'minutes',
      'DTSTART:20270110T130000Z',
      `RRULE:FREQ=HOURLY;BYMINUTE=${Array.from({ length: 60 }, (_, i) => i).join(',')}`,
      'SUMMARY:Every minute',
    ),
  );

  it('stops at 500 drafts, the earliest, of a rule that repeats every minute for a year', () => {
    const { events, cutShort } = importCalendar(everyMinute, null, NOW);
    expect(cutShort).toBe('drafts');
    expect(events).toHaveLength(MAX_IMPORTED_PER_SYNC);
    const first = Date.parse('2027-01-10T13:00:00Z');
    expect(events.map((e) => e.startTime.getTime())).toEqual(
      Array.from({ length: MAX_IMPORTED_PER_SYNC }, (_, i) => first + i * MINUTE),
    );
    expect(events[0]?.externalUid).toBe('minutes#2027-01-10T13:00:00.000Z');
  });

  it('keeps the earliest drafts across all the events of the file, not the first events', () => {
    // 'late' comes first in the file, but every occurrence of 'soon' is earlier than its own.
    const file = calendar(
      event('late', 'DTSTART:20270301T100000Z', 'RRULE:FREQ=DAILY', 'SUMMARY:Late daily'),
      event('soon', 'DTSTART:20270111T100000Z', 'RRULE:FREQ=HOURLY', 'SUMMARY:Soon hourly'),
      event('once', 'DTSTART:20270111T103000Z', 'SUMMARY:A single event'),
    );
    const { events, cutShort } = importCalendar(file, null, NOW, { maxDrafts: 5 });
    expect(cutShort).toBe('drafts');
    expect(events.map((e) => e.externalUid)).toEqual([
      'soon#2027-01-11T10:00:00.000Z',
      'once',
      'soon#2027-01-11T11:00:00.000Z',
      'soon#2027-01-11T12:00:00.000Z',
      'soon#2027-01-11T13:00:00.000Z',
    ]);
  });

  it('stops when its time is spent, keeping the earliest drafts found until then', () => {
    // A clock that moves one millisecond each time it is read: the budget runs out part-way.
    let ms = 0;
    const clock = () => ms++;
    const { events, cutShort } = importCalendar(everyMinute, null, NOW, { cpuMs: 120, clock });
    expect(cutShort).toBe('time');
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(120);
    const all = importCalendar(everyMinute, null, NOW).events;
    expect(events).toEqual(all.slice(0, events.length));
  });

  it('is not cut short by a calendar within it', () => {
    expect(importCalendar(calendar(event('one', 'DTSTART:20270301T100000Z')), null, NOW)).toEqual({
      events: [expect.objectContaining({ externalUid: 'one' })],
      cutShort: null,
      unreadable: 0,
    });
  });
});

/**
 * What the import gave before the budget (node-ical expanding every occurrence of the year, then the
 * earliest 500): drawing them one at a time must give the same drafts.
 */
function expandedWhole(icsText: string, tag: string | null, now: Date) {
  const to = new Date(now.getTime());
  to.setUTCMonth(to.getUTCMonth() + IMPORT_HORIZON_MONTHS);
  const keys: string[] = [];
  for (const component of Object.values(ical.sync.parseICS(icsText))) {
    if (component?.type !== 'VEVENT') continue;
    const whole = component as VEvent;
    for (const instance of ical.expandRecurringEvent(whole, { from: now, to })) {
      if (instance.event.status === 'CANCELLED' || !carriesTag(instance.event, tag)) continue;
      const occurrence =
        instance.isOverride && instance.event.recurrenceid ? instance.event.recurrenceid : instance.start;
      keys.push(whole.rrule ? `${whole.uid}#${occurrence.toISOString()}` : whole.uid);
    }
  }
  return keys.sort();
}

describe('drawing occurrences one at a time', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  const fixture = readFileSync(
    path.join(import.meta.dirname, 'fixtures', 'google-calendar-export.ics'),
    'utf8',
  );
  const series = calendar(
    // Weekly all-day, one week left out, one moved a day later and one moved out of the year.
    event(
      'allday',
      'DTSTART;VALUE=DATE:20270105',
      'DTEND;VALUE=DATE:20270106',
      'RRULE:FREQ=WEEKLY;COUNT=30',
      'EXDATE;VALUE=DATE:20270126',
      'SUMMARY:Market #sortim',
    ),
    event(
      'allday',
      'RECURRENCE-ID;VALUE=DATE:20270202',
      'DTSTART;VALUE=DATE:20270203',
      'SUMMARY:Market moved #sortim',
    ),
    event(
      'allday',
      'RECURRENCE-ID;VALUE=DATE:20270209',
      'DTSTART;VALUE=DATE:20290101',
      'SUMMARY:Market far #sortim',
    ),
    // Daily at 18:00 Madrid: an occurrence moved before the ones around it, one cancelled, one untagged.
    event(
      'daily',
      'DTSTART;TZID=Europe/Madrid:20270111T180000',
      'DTEND;TZID=Europe/Madrid:20270111T200000',
      'RRULE:FREQ=DAILY;UNTIL=20270131T170000Z',
      'EXDATE;TZID=Europe/Madrid:20270113T180000',
      'SUMMARY:Tapas #sortim',
    ),
    event(
      'daily',
      'RECURRENCE-ID;TZID=Europe/Madrid:20270120T180000',
      'DTSTART;TZID=Europe/Madrid:20270112T090000',
      'SUMMARY:Tapas brunch #sortim',
    ),
    event(
      'daily',
      'RECURRENCE-ID;TZID=Europe/Madrid:20270121T180000',
      'DTSTART;TZID=Europe/Madrid:20270121T180000',
      'STATUS:CANCELLED',
      'SUMMARY:Tapas #sortim',
    ),
    event(
      'daily',
      'RECURRENCE-ID;TZID=Europe/Madrid:20270122T180000',
      'DTSTART;TZID=Europe/Madrid:20270122T180000',
      'SUMMARY:Private dinner',
    ),
    // An untagged series with a tagged occurrence.
    event('private', 'DTSTART:20270115T100000Z', 'RRULE:FREQ=WEEKLY;COUNT=5', 'SUMMARY:Private'),
    event(
      'private',
      'RECURRENCE-ID:20270122T100000Z',
      'DTSTART:20270122T120000Z',
      'SUMMARY:Open house #sortim',
    ),
  );

  it.each([
    ['the Google Calendar export', fixture, '#sortim', NOW],
    ['the Google Calendar export, midway', fixture, '#sortim', new Date('2027-03-20T12:00:00Z')],
    ['series with left-out and moved occurrences', series, '#sortim', NOW],
    ['the same without a tag', series, null, NOW],
  ])('gives the drafts node-ical gives expanding the whole year: %s', (_name, file, tag, now) => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Madrid']) {
      process.env.TZ = tz;
      const keys = importCalendar(file, tag, now).events.map((e) => e.externalUid);
      expect(keys.length, tz).toBeGreaterThan(0);
      expect([...keys].sort(), tz).toEqual(expandedWhole(file, tag, now));
    }
  });
});
