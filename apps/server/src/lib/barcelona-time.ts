import { APP_TIME_ZONE } from '@sortim/contracts/product';

/*
 * Activities happen at Barcelona wall-clock times (yoga at 8:00, dinner at 20:30) whatever the zone of the
 * machine: demo data, recurring series and imported calendars all place them here, on the right weekday,
 * across daylight-saving changes. Intl knows the zone's offsets, so no date library is needed.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A calendar day; month is 1 to 12. */
export type CalendarDay = { year: number; month: number; day: number };

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The Barcelona wall clock at `instant`, read as if it were UTC. */
function wallClockAsUtc(instant: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(wallClock.formatToParts(instant).find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

const offsetAt = (utcMs: number) => {
  const wholeSeconds = Math.floor(utcMs / 1000) * 1000;
  return wallClockAsUtc(new Date(wholeSeconds)) - wholeSeconds;
};

/** The day it is in Barcelona at `instant`. */
export function barcelonaDay(instant: Date): CalendarDay {
  const local = new Date(wallClockAsUtc(instant));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const weekdayIndex = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

/**
 * The day `offset` days from `today`, moved to the next `weekday` when in the future, or to the previous
 * one when in the past, so it stays at least that far away.
 */
export function dayFrom(today: CalendarDay, offset: number, weekday?: Weekday): CalendarDay {
  const base = addDays(today, offset);
  if (!weekday) return base;
  const gap = (WEEKDAYS.indexOf(weekday) - weekdayIndex(base) + 7) % 7;
  return offset < 0 ? addDays(base, gap === 0 ? 0 : gap - 7) : addDays(base, gap);
}

/** The instant of `time` ('HH:MM') on `day` in Barcelona. */
export function barcelonaTime(day: CalendarDay, time: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  // The offset at the guessed instant is right except within hours of a DST switch; one more pass fixes it.
  const firstGuess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(firstGuess));
}

/** 'YYYY-MM-DD', the form of a SQL date. */
export const isoDate = (day: CalendarDay) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

const BARCELONA = { latitude: 41.39, longitude: 2.17 };
const DEG = Math.PI / 180;

/**
 * Sunset in Barcelona on `day`, by the usual solar approximation (a few minutes off at most): sunset
 * meet-ups move from about 17:00 in December to 21:00 in June.
 */
export function barcelonaSunset(day: CalendarDay): Date {
  const midnightUtc = Date.UTC(day.year, day.month - 1, day.day);
  const dayOfYear = (midnightUtc - Date.UTC(day.year, 0, 0)) / 86_400_000;
  const declination = 23.44 * Math.sin(DEG * (360 / 365) * (dayOfYear + 284));
  const b = (2 * Math.PI * (dayOfYear - 81)) / 364;
  const equationOfTimeMinutes = 9.87 * Math.sin(2 * b) - 7.53 * Math.cos(b) - 1.5 * Math.sin(b);
  const lat = BARCELONA.latitude * DEG;
  const cosHourAngle =
    (Math.sin(-0.833 * DEG) - Math.sin(lat) * Math.sin(declination * DEG)) /
    (Math.cos(lat) * Math.cos(declination * DEG));
  const hourAngleDegrees = Math.acos(cosHourAngle) / DEG;
  const sunsetMinutesUtc = 720 - 4 * BARCELONA.longitude - equationOfTimeMinutes + 4 * hourAngleDegrees;
  return new Date(midnightUtc + sunsetMinutesUtc * 60_000);
}

/** The Barcelona wall-clock time of `instant` as 'HH:MM' (seconds dropped). */
export function barcelonaClock(instant: Date): string {
  const local = new Date(wallClockAsUtc(instant));
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}
