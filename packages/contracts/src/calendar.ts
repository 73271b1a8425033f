import { z } from 'zod';
import { defineMessages } from './messages.ts';

/*
 * Calendar sync. Import: the host's .ics URL, fetched by the server; events carrying the filter tag become
 * draft activities. Export: a private, revocable .ics feed of the host's activities.
 */

export const CALENDAR_MESSAGES = defineMessages('calendar', {
  urlRequired: 'Please enter your calendar .ics URL',
  connectionFailed: 'Connection failed',
  invalidUrl: 'Enter an http or https address of an .ics calendar',
  connected: 'Calendar connected',
  disconnected: 'Calendar disconnected',
  synced: 'Calendar synced',
  feedRenewed: 'A new feed address was created; the old one no longer works',
});

/** `PUT /api/host/calendar`: connect (and sync at once). */
export const CalendarConnectInput = z.object({
  icsUrl: z
    .string()
    .trim()
    .min(1, CALENDAR_MESSAGES.urlRequired)
    .max(2000, CALENDAR_MESSAGES.invalidUrl)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), CALENDAR_MESSAGES.invalidUrl),
  /** Only events whose summary, description or categories carry this tag are imported (e.g. #sortim). */
  filterTag: z.string().trim().max(50).nullable().default(null),
});
export type CalendarConnectInput = z.input<typeof CalendarConnectInput>;

/**
 * What a sync read from the calendar. The import keeps the earliest upcoming events within a budget (a
 * number of drafts and a time limit); a calendar with more is cut short, and later syncs bring in the
 * rest as their dates come closer.
 */
export const CalendarImportOutcome = z.object({
  /** Upcoming events read from the calendar, each a draft: the earliest ones when cut short. */
  events: z.number().int().nonnegative(),
  /** What stopped the import before a year ahead: the drafts limit, the time limit; null: nothing did. */
  cutShort: z.enum(['drafts', 'time']).nullable(),
  /** Events that could not be read (a repeat rule that cannot be worked out) and were skipped. */
  unreadable: z.number().int().nonnegative(),
});
export type CalendarImportOutcome = z.infer<typeof CalendarImportOutcome>;

/** `GET /api/host/calendar` and the answers of connect, sync and feed renewal. */
export const CalendarStatus = z.object({
  icsUrl: z.string().nullable(),
  filterTag: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  /** The last sync's outcome, whoever ran it (the host or the hourly sync); null before the first. */
  lastImport: CalendarImportOutcome.nullable(),
  /** The host's private feed (`webcal`-ready https URL) to subscribe to from Google or Apple Calendar. */
  feedUrl: z.string(),
  /** Drafts created or updated by the sync that produced this answer (0 on a plain read). */
  imported: z.number().int(),
});
export type CalendarStatus = z.infer<typeof CalendarStatus>;
