import { describe, expect, it } from 'vitest';
import { barcelonaDay, barcelonaSunset, barcelonaTime, dayFrom, isoDate } from './barcelona-time.ts';

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

describe('barcelonaDay', () => {
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
});

describe('barcelonaSunset', () => {
  const localTime = (date: Date) =>
    date.toLocaleTimeString('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });

  it('follows the seasons within a few minutes', () => {
    expect(localTime(barcelonaSunset({ year: 2026, month: 6, day: 21 }))).toMatch(/^21:2\d$/);
    expect(localTime(barcelonaSunset({ year: 2026, month: 12, day: 21 }))).toMatch(/^17:2\d$/);
  });
});
