import { createHash } from 'node:crypto';
import { LIMITS } from '@sortim/contracts/limits';
import { TAXONOMY } from '@sortim/contracts/taxonomy';
import ical, { type EventInstance, type ParameterValue, type RRule, type VEvent } from 'node-ical';
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
  /** A recurring event's UID, which all its occurrences share (they are one series); null for one event. */
  seriesUid: string | null;
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

/** At most this many drafts come from one calendar, so one file cannot flood the activities table. */
export const MAX_IMPORTED_PER_SYNC = 500;

/**
 * The whole import's CPU time (parse aside): a calendar that needs more is cut short, keeping the drafts
 * found so far, which are its earliest. An ordinary calendar takes a few milliseconds.
 */
export const IMPORT_CPU_BUDGET_MS = 2000;

export type ImportBudget = {
  maxDrafts: number;
  cpuMs: number;
  /** Milliseconds of CPU this thread has used; tests pass their own clock. */
  clock: () => number;
};

const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

export const IMPORT_BUDGET: ImportBudget = {
  maxDrafts: MAX_IMPORTED_PER_SYNC,
  cpuMs: IMPORT_CPU_BUDGET_MS,
  clock: threadCpuMs,
};

export type ImportedCalendar = {
  /** The earliest drafts, in time order. */
  events: ImportedEvent[];
  /** What stopped the import before the horizon: the draft limit, the time limit, or nothing. */
  cutShort: 'drafts' | 'time' | null;
  /** Recurring events node-ical could not expand (an impossible rule): left out, the others kept. */
  unreadable: number;
};

type Occurrence = { instance: EventInstance; startTime: Date; endTime: Date };

const occurrenceOf = (instance: EventInstance): Occurrence => ({
  instance,
  ...timesOf(instance.start, instance.end, instance.isFullDay),
});

/**
 * Stands in for an event's rule with one date, so node-ical itself places that occurrence (EXDATE,
 * all-day days, its end) as it places any other; null stands for no date (the moved occurrences only).
 */
const onlyAt = (date: Date | null) =>
  ({
    between: (after: Date, before: Date) => (date && date >= after && date <= before ? [date] : []),
  }) as unknown as RRule;

/** node-ical's key of an all-day occurrence: its day in the server's zone. */
const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A recurring event's occurrences from `from` to `to`, one rule date at a time (never the whole list),
 * in time order. A moved occurrence (RECURRENCE-ID) is left to the event's moved ones, which are listed
 * whole: the file holds each of them. Stops early, quietly, once `spent()`: the caller checks it too.
 */
function* ruleOccurrences(
  event: VEvent,
  rule: RRule,
  range: { from: Date; to: Date },
  spent: () => boolean,
): Generator<Occurrence> {
  const fullDay = event.datetype === 'date' || Boolean(event.start.dateOnly);
  // node-ical anchors an all-day rule at UTC midnight and hands its dates out at local midnight.
  const anchor = (date: Date) =>
    fullDay ? new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())) : date;
  let cursor = anchor(range.from);
  let inclusive = true;
  let last = Number.NEGATIVE_INFINITY;
  while (!spent()) {
    const date = rule.after(cursor, inclusive);
    if (!date || date > range.to || date.getTime() <= last) return;
    last = date.getTime();
    cursor = anchor(date);
    inclusive = false;
    const key = fullDay ? dayKey(date) : date.toISOString();
    const moved = event.recurrences?.[key];
    if (moved?.start) continue;
    const [instance] = ical.expandRecurringEvent(
      { ...event, rrule: onlyAt(date), recurrences: moved ? { [key]: moved } : undefined },
      range,
    );
    if (instance) yield occurrenceOf(instance);
  }
}

/** Where an event's occurrences come from, each in time order: its rule, and the listed ones. */
function sourcesOf(
  event: VEvent,
  tag: string | null,
  range: { from: Date; to: Date },
  spent: () => boolean,
): Iterator<Occurrence>[] {
  const { rrule } = event;
  if (!rrule) return [ical.expandRecurringEvent(event, range).map(occurrenceOf).values()];
  const byStart = (a: Occurrence, b: Occurrence) => a.startTime.getTime() - b.startTime.getTime();
  const moved = event.recurrences
    ? ical
        .expandRecurringEvent({ ...event, rrule: onlyAt(null) }, range)
        .map(occurrenceOf)
        .sort(byStart)
    : [];
  // An untagged or cancelled series gives nothing but its moved occurrences, which say for themselves.
  const wanted = event.status !== 'CANCELLED' && carriesTag(event, tag);
  return [moved.values(), ...(wanted ? [ruleOccurrences(event, rrule, range, spent)] : [])];
}

type Head = { occurrence: Occurrence; source: Iterator<Occurrence>; event: VEvent; order: number };

/** The next occurrence of every source, earliest first (a binary heap). */
class Earliest {
  private readonly heads: Head[] = [];

  get size() {
    return this.heads.length;
  }

  /** Adds the source's next occurrence, if it has one not after `last`. */
  offer(source: Iterator<Occurrence>, event: VEvent, order: number, last: Date): void {
    const next = source.next();
    if (next.done || next.value.startTime > last) return;
    const heads = this.heads;
    heads.push({ occurrence: next.value, source, event, order });
    for (let i = heads.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  take(): Head | undefined {
    const heads = this.heads;
    const first = heads[0];
    const end = heads.pop();
    if (!first || !end || heads.length === 0) return first;
    heads[0] = end;
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heads.length && this.before(left, least)) least = left;
      if (right < heads.length && this.before(right, least)) least = right;
      if (least === i) break;
      this.swap(i, least);
      i = least;
    }
    return first;
  }

  private before(a: number, b: number): boolean {
    const x = this.heads[a];
    const y = this.heads[b];
    if (!x || !y) return false;
    const diff = x.occurrence.startTime.getTime() - y.occurrence.startTime.getTime();
    return diff < 0 || (diff === 0 && x.order < y.order);
  }

  private swap(a: number, b: number): void {
    const heads = this.heads;
    [heads[a], heads[b]] = [heads[b] as Head, heads[a] as Head];
  }
}

/**
 * The drafts a calendar file stands for at `now`: events carrying `tag` (every event when there is none)
 * that start after `now` and within the horizon, not cancelled. A recurring event gives one per
 * occurrence (EXDATEs skipped, moved occurrences at their new time), keyed by its original start so a
 * moved occurrence updates its draft instead of adding one.
 *
 * Within a budget, whatever the file holds: every event's occurrences are drawn one at a time, earliest
 * first across the whole file, until `maxDrafts` are kept or `cpuMs` is spent. So a rule that repeats
 * every minute costs 500 occurrences, not a year of them, and the drafts kept are always the earliest.
 */
export function importCalendar(
  icsText: string,
  tag: string | null,
  now: Date,
  budget: Partial<ImportBudget> = {},
): ImportedCalendar {
  const { maxDrafts, cpuMs, clock } = { ...IMPORT_BUDGET, ...budget };
  const deadline = clock() + cpuMs;
  const spent = () => clock() >= deadline;
  if (!/BEGIN:VCALENDAR/i.test(icsText)) throw new CalendarParseError('not an iCalendar file');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(icsText);
  } catch (cause) {
    throw new CalendarParseError('the iCalendar file could not be read', { cause });
  }
  const range = { from: now, to: addMonths(now, IMPORT_HORIZON_MONTHS) };
  const queue = new Earliest();
  let cutShort: ImportedCalendar['cutShort'] = null;
  let unreadable = 0;
  let order = 0;

  for (const component of Object.values(parsed)) {
    if (spent()) {
      cutShort = 'time';
      break;
    }
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (!event.uid || !event.start) continue;
    try {
      for (const source of sourcesOf(event, tag, range, spent)) queue.offer(source, event, order++, range.to);
    } catch {
      unreadable++;
    }
  }

  const byUid = new Map<string, ImportedEvent>();
  while (cutShort === null && queue.size > 0) {
    if (byUid.size >= maxDrafts) cutShort = 'drafts';
    else if (spent()) cutShort = 'time';
    const head = cutShort === null ? queue.take() : undefined;
    if (!head) break;
    try {
      queue.offer(head.source, head.event, head.order, range.to);
    } catch {
      unreadable++;
    }
    const { instance, startTime, endTime } = head.occurrence;
    const source = instance.event;
    if (source.status === 'CANCELLED' || !carriesTag(source, tag)) continue;
    if (startTime <= now || startTime > range.to) continue;
    const occurrence = instance.isOverride && source.recurrenceid ? source.recurrenceid : instance.start;
    const seriesUid = head.event.rrule ? head.event.uid : null;
    const externalUid = seriesUid ? `${seriesUid}#${occurrence.toISOString()}` : head.event.uid;
    const title = titleOf(text(source.summary), tag);
    byUid.set(externalUid, {
      externalUid,
      seriesUid,
      title,
      description: descriptionOf(text(source.description), title),
      startTime,
      endTime,
      ...placeOf(text(source.location)),
    });
  }
  const events = [...byUid.values()].sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  return { events, cutShort, unreadable };
}

/** The drafts alone (see importCalendar), within the default budget. */
export const importedEvents = (icsText: string, tag: string | null, now: Date): ImportedEvent[] =>
  importCalendar(icsText, tag, now).events;

/**
 * The series id of a host's recurring event: derived from the host and the event's UID, so every sync
 * puts the event's occurrences, those already imported and those the horizon reaches later, in one series.
 * Migration 0012 gives drafts imported before it the same id (md5 of the same text, read as a UUID).
 */
export function calendarSeriesId(hostId: string, seriesUid: string): string {
  const hex = createHash('md5').update(`calendar-series:${hostId}:${seriesUid}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
