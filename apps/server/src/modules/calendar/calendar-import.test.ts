import { afterEach, describe, expect, it } from 'vitest';
import { CalendarParseError, importedEvents } from './calendar-import.ts';

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
