import { describe, expect, it } from 'vitest';
import {
  addDays,
  barcelonaClock,
  barcelonaDay,
  barcelonaSunset,
  barcelonaTime,
  dayFrom,
  isoDate,
} from './barcelona-time.ts';

const sunday = { year: 2026, month: 11, day: 22 };

describe('barcelonaTime', () => {
  it('reads wall-clock times in summer (UTC+2) and winter (UTC+1)', () => {
    expect(barcelonaTime({ year: 2026, month: 7, day: 1 }, '08:00').toISOString()).toBe(
      '2026-07-01T06:00:00.000Z',
    );
    expect(barcelonaTime({ year: 2026, month: 1, day: 15 }, '20:30').toISOString()).toBe(
      '2026-01-15T19:30:00.000Z',
    );
  });

  it('is right on the days the clocks change', () => {
    expect(barcelonaTime({ year: 2026, month: 3, day: 29 }, '09:00').toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    expect(barcelonaTime({ year: 2026, month: 10, day: 25 }, '09:00').toISOString()).toBe(
      '2026-10-25T08:00:00.000Z',
    );
  });
});

describe('barcelonaTime on the days the clocks change (Europe/Madrid)', () => {
  const springForward = { year: 2026, month: 3, day: 29 };
  const fallBack = { year: 2026, month: 10, day: 25 };
  const at = (day: typeof springForward, time: string) => barcelonaTime(day, time).toISOString();

  it('moves a wall time in the skipped hour (02:00 to 03:00 in March) on by an hour', () => {
    expect(at(springForward, '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(at(springForward, '02:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(at(springForward, '02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(barcelonaClock(barcelonaTime(springForward, '02:30'))).toBe('03:30');
    expect(at(springForward, '03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('reads a wall time in the repeated hour (02:00 to 03:00 twice in October) as its second, winter one', () => {
    expect(at(fallBack, '01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(at(fallBack, '02:00')).toBe('2026-10-25T01:00:00.000Z');
    expect(at(fallBack, '02:30')).toBe('2026-10-25T01:30:00.000Z');
    expect(at(fallBack, '03:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('resolves them the same way whatever the server zone', () => {
    const zone = process.env.TZ;
    try {
      for (const serverZone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Europe/Madrid']) {
        process.env.TZ = serverZone;
        expect(at(springForward, '02:30'), serverZone).toBe('2026-03-29T01:30:00.000Z');
        expect(at(fallBack, '02:30'), serverZone).toBe('2026-10-25T01:30:00.000Z');
        expect(barcelonaClock(new Date('2026-10-25T00:30:00Z')), serverZone).toBe('02:30');
        expect(isoDate(barcelonaDay(new Date('2026-10-25T22:59:59Z'))), serverZone).toBe('2026-10-25');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('gives 23 and 25 hours from midnight to midnight on those days', () => {
    const hours = (day: typeof springForward) =>
      (barcelonaTime(addDays(day, 1), '00:00').getTime() - barcelonaTime(day, '00:00').getTime()) / 3_600_000;
    expect(hours(springForward)).toBe(23);
    expect(hours(fallBack)).toBe(25);
    expect(hours({ year: 2026, month: 7, day: 1 })).toBe(24);
  });
});

describe('barcelonaClock', () => {
  it('reads both 01:30 UTC instants of the repeated October hour and the summer and winter clocks', () => {
    expect(barcelonaClock(new Date('2026-10-25T00:30:00Z'))).toBe('02:30');
    expect(barcelonaClock(new Date('2026-10-25T01:30:00Z'))).toBe('02:30');
    expect(barcelonaClock(new Date('2026-07-01T06:00:59Z'))).toBe('08:00');
    expect(barcelonaClock(new Date('2026-01-15T19:30:00Z'))).toBe('20:30');
  });
});

describe('addDays', () => {
  it('counts calendar days across month, year and daylight-saving changes', () => {
    expect(isoDate(addDays({ year: 2026, month: 3, day: 28 }, 1))).toBe('2026-03-29');
    expect(isoDate(addDays({ year: 2026, month: 3, day: 29 }, 1))).toBe('2026-03-30');
    expect(isoDate(addDays({ year: 2026, month: 10, day: 25 }, 1))).toBe('2026-10-26');
    expect(isoDate(addDays({ year: 2026, month: 12, day: 31 }, 1))).toBe('2027-01-01');
    expect(isoDate(addDays({ year: 2028, month: 3, day: 1 }, -1))).toBe('2028-02-29');
    expect(isoDate(addDays({ year: 2026, month: 1, day: 1 }, 365))).toBe('2027-01-01');
  });
});

describe('barcelonaDay', () => {
  it('changes at Barcelona midnight on summer and winter time', () => {
    expect(isoDate(barcelonaDay(new Date('2026-07-01T21:59:59Z')))).toBe('2026-07-01');
    expect(isoDate(barcelonaDay(new Date('2026-07-01T22:00:00Z')))).toBe('2026-07-02');
    expect(isoDate(barcelonaDay(new Date('2026-10-25T22:59:59Z')))).toBe('2026-10-25');
    expect(isoDate(barcelonaDay(new Date('2026-10-25T23:00:00Z')))).toBe('2026-10-26');
  });

  it('is already tomorrow in Barcelona late in the UTC evening', () => {
    expect(isoDate(barcelonaDay(new Date('2026-11-21T23:30:00Z')))).toBe('2026-11-22');
  });
});

describe('dayFrom', () => {
  it('moves forward to the weekday for future offsets and back for past ones', () => {
    expect(isoDate(dayFrom(sunday, 2, 'sat'))).toBe('2026-11-28');
    expect(isoDate(dayFrom(sunday, 7, 'sun'))).toBe('2026-11-29');
    expect(isoDate(dayFrom(sunday, -3, 'thu'))).toBe('2026-11-19');
    expect(isoDate(dayFrom(sunday, -2, 'sat'))).toBe('2026-11-14');
  });

  it('keeps the day when it already is the weekday, and the plain offset without one', () => {
    expect(isoDate(dayFrom(sunday, 7, 'sun'))).toBe('2026-11-29');
    expect(isoDate(dayFrom(sunday, -7, 'sun'))).toBe('2026-11-15');
    expect(isoDate(dayFrom(sunday, 0, 'sun'))).toBe('2026-11-22');
    expect(isoDate(dayFrom(sunday, 10))).toBe('2026-12-02');
  });
});

describe('barcelonaSunset', () => {
  const localTime = (date: Date) =>
    date.toLocaleTimeString('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });

  it('follows the seasons within a few minutes', () => {
    expect(localTime(barcelonaSunset({ year: 2026, month: 6, day: 21 }))).toMatch(/^21:2\d$/);
    expect(localTime(barcelonaSunset({ year: 2026, month: 12, day: 21 }))).toMatch(/^17:2\d$/);
  });
});
