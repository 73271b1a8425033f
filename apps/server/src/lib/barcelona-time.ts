import { type TZDate, tz, tzOffset } from '@date-fns/tz';
import { APP_TIME_ZONE } from '@sortim/contracts/product';
import { format } from 'date-fns/format';

/*
 * Activities happen at Barcelona wall-clock times (yoga at 8:00, dinner at 20:30) whatever the zone of the
 * machine: demo data, recurring series and imported calendars all place them here, on the right weekday,
 * across daylight-saving changes. The zone's rules come from @date-fns/tz; a calendar day is plain
 * calendar arithmetic, which needs no zone.
 *
 * On the two days a year the clocks change (last Sunday of March, 02:00 → 03:00; last Sunday of October,
 * 03:00 → 02:00), a wall time resolves the same way on every machine: one in the skipped hour moves on by
 * that hour (02:30 is 03:30 summer time), one in the repeated hour is its second occurrence, on winter
 * time (02:30 is 01:30 UTC, not 00:30). TZDate's own constructor is not used for this: it resolves the
 * repeated hour by the machine's zone (date-fns/tz issue 40).
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A calendar day; month is 1 to 12. */
export type CalendarDay = { year: number; month: number; day: number };

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/*
 * Every function here reads the wall clock of `timeZone`: an activity's city's (decision 194), Barcelona's
 * (the default city, APP_TIME_ZONE) where nothing about a city is known (the demo's fill, exports).
 */

/** `instant` on a zone's wall clock (reading a TZDate's fields never depends on the machine's zone). */
const zoned = new Map<string, ReturnType<typeof tz>>();
function inZone(timeZone: string) {
  let at = zoned.get(timeZone);
  if (!at) {
    at = tz(timeZone);
    zoned.set(timeZone, at);
  }
  return at;
}

/** The zone's offset from UTC at `instant`, in milliseconds. */
const offsetAt = (instant: number, timeZone: string) => tzOffset(timeZone, new Date(instant)) * MINUTE;

/** The day it is in the zone (Barcelona by default) at `instant`. */
export function barcelonaDay(instant: Date, timeZone = APP_TIME_ZONE): CalendarDay {
  const local: TZDate = inZone(timeZone)(instant);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
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

/** The instant of `time` ('HH:MM') on `day` in the zone (Barcelona by default). */
export function barcelonaTime(day: CalendarDay, time: string, timeZone = APP_TIME_ZONE): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  // The offset read at the wall time taken as UTC is right but within hours of a change; read again at the
  // instant it gives. The two readings settle the skipped and repeated hours as the header says.
  return new Date(wall - offsetAt(wall - offsetAt(wall, timeZone), timeZone));
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

/** The wall-clock time of `instant` in the zone (Barcelona by default) as 'HH:MM' (seconds dropped). */
export const barcelonaClock = (instant: Date, timeZone = APP_TIME_ZONE): string =>
  format(instant, 'HH:mm', { in: inZone(timeZone) });

/** The wall-clock date and time of `instant` in the zone as 'yyyy-MM-dd HH:mm' (what exports write). */
export const barcelonaDateTime = (instant: Date, timeZone = APP_TIME_ZONE): string =>
  format(instant, 'yyyy-MM-dd HH:mm', { in: inZone(timeZone) });
