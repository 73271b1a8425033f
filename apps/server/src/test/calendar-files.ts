import { and, eq, isNotNull } from 'drizzle-orm';
import type { App } from '#src/app.ts';
import { activities } from '#src/db/schema.ts';
import { signUp, type TestAccount } from './auth.ts';

/*
 * The calendar module's tests: .ics files of test events (a few ready-made), and the host calendar routes
 * called as a host.
 */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A whole hour `days` days from now, so times compare exactly. */
export const inDays = (days: number, hour = 18) => {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

export const icsTime = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export type TestEvent = {
  uid: string;
  summary: string;
  start: Date;
  end?: Date;
  description?: string;
  location?: string;
  categories?: string;
  status?: string;
  rrule?: string;
};

export function calendarFile(events: TestEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Calendar//EN'];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20261101T000000Z',
      `DTSTART:${icsTime(e.start)}`,
      `DTEND:${icsTime(e.end ?? new Date(e.start.getTime() + 2 * HOUR))}`,
      `SUMMARY:${e.summary}`,
      ...(e.description ? [`DESCRIPTION:${e.description}`] : []),
      ...(e.location ? [`LOCATION:${e.location}`] : []),
      ...(e.categories ? [`CATEGORIES:${e.categories}`] : []),
      ...(e.status ? [`STATUS:${e.status}`] : []),
      ...(e.rrule ? [`RRULE:${e.rrule}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

export const paella: TestEvent = {
  uid: 'paella-1@test',
  summary: 'Paella night #sortim',
  start: inDays(10, 18),
  description: 'We cook a seafood paella together and eat it on the terrace.',
  location: 'Casa Marta\\, Carrer de Blai 12\\, Barcelona',
};
export const dentist: TestEvent = { uid: 'dentist@test', summary: 'Dentist', start: inDays(11, 8) };
export const pastWalk: TestEvent = { uid: 'past@test', summary: 'Old walk #sortim', start: inDays(-3) };
export const yoga: TestEvent = {
  uid: 'yoga@test',
  summary: 'Yoga',
  start: inDays(12, 7),
  categories: 'SORTIM,Sport',
};

/** The event repeated every minute of every hour: far more occurrences than the import keeps. */
export const everyMinute = (event: TestEvent) =>
  calendarFile([event]).replace(
    'END:VEVENT',
    `RRULE:FREQ=HOURLY;BYMINUTE=${Array.from({ length: 60 }, (_, i) => i).join(',')}\r\nEND:VEVENT`,
  );

/** A calendar whose every-minute event runs past the drafts limit, beside one event whose rule is
 * impossible (30 February every year), which cannot be read. */
export const overBudget = () =>
  everyMinute(paella).replace(
    'END:VCALENDAR',
    [
      'BEGIN:VEVENT',
      'UID:leap@test',
      'DTSTAMP:20261101T000000Z',
      `DTSTART:${icsTime(inDays(5))}`,
      'SUMMARY:Leap-day dinner',
      'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n'),
  );

/** The calendar routes' helpers, on the test file's app (`useTestApp`). */
export function calendarHelpers(ctx: { app: App }) {
  const send = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    account?: TestAccount,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: account ? { cookie: account.cookie } : {} });

  const draftsOf = (hostId: string) =>
    ctx.app.db
      .select()
      .from(activities)
      .where(and(eq(activities.hostId, hostId), isNotNull(activities.externalUid)))
      .orderBy(activities.startTime);

  const newHost = () => signUp(ctx.app, { roles: ['host'] });

  return { send, draftsOf, newHost };
}
