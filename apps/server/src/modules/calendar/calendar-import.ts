import { LIMITS } from '@sortim/contracts/limits';
import { TAXONOMY } from '@sortim/contracts/taxonomy';
import ical, { type ParameterValue, type VEvent } from 'node-ical';
import { addDays, barcelonaTime, type CalendarDay } from '#src/lib/barcelona-time.ts';

/*
 * A host's calendar file to the drafts it stands for: which events count (the filter tag, upcoming within
 * a year, not cancelled), one draft per occurrence of a recurring event, and values that always satisfy
 * the activities table's checks, whatever the calendar holds. Pure: no database, no network.
 */

/** How far ahead events are imported. */
export const IMPORT_HORIZON_MONTHS = 12;

/** What an imported draft needs that a calendar event does not say (decision: calendar import defaults). */
export const IMPORTED_DRAFT_DEFAULTS = {
  category: 'Go Social',
  subtype: TAXONOMY['Go Social'][0],
  priceCents: 0,
  capacity: 10,
  activityLanguages: ['English'],
  toBeConfirmed: 'To be confirmed',
  untitled: 'Calendar event',
  descriptionPrefix: 'Imported from your calendar: ',
} as const;

export type ImportedEvent = {
  /** The event's UID; for an occurrence of a recurring event `${UID}#${occurrence start ISO}`. */
  externalUid: string;
  title: string;
  description: string;
  startTime: Date;
  endTime: Date;
  /** The event's LOCATION as written, or null. */
  location: string | null;
  locationName: string;
  address: string;
};

export class CalendarParseError extends Error {}

const HOUR = 60 * 60 * 1000;

const text = (value: ParameterValue | undefined): string =>
  (typeof value === 'string' ? value : (value?.val ?? '')).trim();

/** Length as PostgreSQL's char_length counts it (code points, not UTF-16 units). */
const length = (value: string) => [...value].length;

function truncate(value: string, max: number): string {
  const chars = [...value];
  if (chars.length <= max) return value;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Does the event carry the tag? Summary and description contain it (any case); a category is it, with or
 * without its '#', as calendars keep categories as bare labels. No tag: every event counts.
 */
export function carriesTag(event: VEvent, tag: string | null): boolean {
  if (!tag) return true;
  const wanted = tag.toLowerCase();
  const bare = wanted.replace(/^#/, '');
  if (text(event.summary).toLowerCase().includes(wanted)) return true;
  if (text(event.description).toLowerCase().includes(wanted)) return true;
  return (event.categories ?? []).some((category) => {
    const label = String(category).trim().toLowerCase();
    return label === wanted || label.replace(/^#/, '') === bare;
  });
}

/**
 * The title: the summary without the tag where it stands as a word of its own ('Paella night #sortim'),
 * as it is there for filtering; sized to 5..100 characters.
 */
function titleOf(summary: string, tag: string | null): string {
  const clean = (value: string) => value.replace(/\s+/g, ' ').trim();
  const bare = tag?.replace(/^#/, '');
  const untagged = bare
    ? clean(summary.replace(new RegExp(`(?<!\\S)#?${escapeRegExp(bare)}(?!\\S)`, 'giu'), ' '))
    : '';
  const title = untagged || clean(summary) || IMPORTED_DRAFT_DEFAULTS.untitled;
  const padded =
    length(title) >= LIMITS.activityTitleMin
      ? title
      : `${title} (${IMPORTED_DRAFT_DEFAULTS.untitled.toLowerCase()})`;
  return truncate(padded, LIMITS.activityTitleMax);
}

function descriptionOf(description: string, title: string): string {
  const full =
    length(description) >= LIMITS.activityDescriptionMin
      ? description
      : `${IMPORTED_DRAFT_DEFAULTS.descriptionPrefix}${[title, description].filter(Boolean).join('. ')}`;
  return truncate(full, LIMITS.activityDescriptionMax);
}

/** 'Bar La Plata, Carrer de la Mercè 28, Barcelona': the name is the first part, the address the whole. */
function placeOf(location: string): Pick<ImportedEvent, 'location' | 'locationName' | 'address'> {
  const name = location.split(',')[0]?.trim() ?? '';
  return {
    location: location || null,
    locationName: length(name) >= LIMITS.locationNameMin ? name : IMPORTED_DRAFT_DEFAULTS.toBeConfirmed,
    address: length(location) >= LIMITS.addressMin ? location : IMPORTED_DRAFT_DEFAULTS.toBeConfirmed,
  };
}

/** node-ical gives a DATE value as local midnight of the server's zone; its calendar day is what counts. */
const dayOf = (date: Date): CalendarDay => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

/**
 * An occurrence's instants. All-day events run from 00:00 Barcelona time of their first day to 00:00 of
 * the day after their last (DTEND is exclusive); timed events keep their instants, with an hour when
 * they have no end or an end before the start.
 */
function timesOf(start: Date, end: Date | undefined, fullDay: boolean): { startTime: Date; endTime: Date } {
  if (fullDay) {
    const first = dayOf(start);
    const after = end ? dayOf(end) : addDays(first, 1);
    const startTime = barcelonaTime(first, '00:00');
    const endTime = barcelonaTime(after, '00:00');
    return { startTime, endTime: endTime > startTime ? endTime : barcelonaTime(addDays(first, 1), '00:00') };
  }
  const endTime = end && end.getTime() > start.getTime() ? end : new Date(start.getTime() + HOUR);
  return { startTime: new Date(start.getTime()), endTime: new Date(endTime.getTime()) };
}

function addMonths(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

/**
 * The drafts a calendar file stands for at `now`: events carrying `tag` (every event when there is none)
 * that start after `now` and within the horizon, not cancelled. A recurring event gives one per
 * occurrence (EXDATEs skipped, moved occurrences at their new time), keyed by its original start so a
 * moved occurrence updates its draft instead of adding one.
 */
export function importedEvents(icsText: string, tag: string | null, now: Date): ImportedEvent[] {
  if (!/BEGIN:VCALENDAR/i.test(icsText)) throw new CalendarParseError('not an iCalendar file');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(icsText);
  } catch (cause) {
    throw new CalendarParseError('the iCalendar file could not be read', { cause });
  }
  const horizon = addMonths(now, IMPORT_HORIZON_MONTHS);
  const byUid = new Map<string, ImportedEvent>();

  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (!event.uid || !event.start) continue;
    const recurring = Boolean(event.rrule);
    const instances = ical.expandRecurringEvent(event, { from: now, to: horizon });
    for (const instance of instances) {
      const source = instance.event;
      if (source.status === 'CANCELLED' || !carriesTag(source, tag)) continue;
      const { startTime, endTime } = timesOf(instance.start, instance.end, instance.isFullDay);
      if (startTime <= now || startTime > horizon) continue;
      const occurrence = instance.isOverride && source.recurrenceid ? source.recurrenceid : instance.start;
      const externalUid = recurring ? `${event.uid}#${occurrence.toISOString()}` : event.uid;
      const title = titleOf(text(source.summary), tag);
      byUid.set(externalUid, {
        externalUid,
        title,
        description: descriptionOf(text(source.description), title),
        startTime,
        endTime,
        ...placeOf(text(source.location)),
      });
    }
  }
  return [...byUid.values()].sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
}
