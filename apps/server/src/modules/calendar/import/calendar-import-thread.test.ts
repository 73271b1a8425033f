import { describe, expect, it } from 'vitest';
import { CalendarParseError, importCalendar } from './calendar-import.ts';
import { readCalendar } from './calendar-import-thread.ts';

const NOW = new Date('2027-01-10T12:00:00Z');

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');

const hourly = (uid: string) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTART:20270111T090000Z',
    'RRULE:FREQ=HOURLY',
    'SUMMARY:Every hour',
    'END:VEVENT',
  ].join('\r\n');

/** About 2 MB of hourly events. */
const large = () => calendar(...Array.from({ length: 25_000 }, (_, i) => hourly(`bulk-${i}@test`)));

describe('reading a calendar on its own thread', () => {
  it('gives the drafts the import gives, with their dates', async () => {
    const file = calendar(hourly('a@test'), hourly('b@test'));
    const read = await readCalendar(file, null, NOW);
    expect(read).toEqual(importCalendar(file, null, NOW));
    expect(read.events[0]?.startTime).toBeInstanceOf(Date);
    expect(read.cutShort).toBe('drafts');
  });

  it('refuses a file that is not a calendar', async () => {
    await expect(readCalendar('<html>Sign in</html>', null, NOW)).rejects.toThrow(CalendarParseError);
  });

  it('ends a read that runs past its time as an unreadable calendar', async () => {
    await expect(readCalendar(large(), null, NOW, { timeoutMs: 1 })).rejects.toThrow(
      new CalendarParseError('the calendar took too long to read'),
    );
  });

  it('ends a read that runs out of memory as an unreadable calendar, and the server goes on', async () => {
    const failure = readCalendar(large(), null, NOW, {
      limits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 },
    });
    await expect(failure).rejects.toThrow(CalendarParseError);
    await expect(failure).rejects.toHaveProperty('cause.code', 'ERR_WORKER_OUT_OF_MEMORY');
    // The next read has a thread of its own.
    expect((await readCalendar(calendar(hourly('after@test')), null, NOW)).events).toHaveLength(500);
  });

  it('reads calendars that arrive together, each in its turn', async () => {
    const files = Array.from({ length: 5 }, (_, i) => calendar(hourly(`turn-${i}@test`)));
    const reads = await Promise.all(files.map((file) => readCalendar(file, null, NOW)));
    expect(reads.map((read) => read.events[0]?.externalUid)).toEqual(
      files.map((_, i) => `turn-${i}@test#2027-01-11T09:00:00.000Z`),
    );
  });
});
