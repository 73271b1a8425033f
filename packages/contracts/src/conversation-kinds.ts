/*
 * The words the data model and the screens share about conversations and reports (issue 37): what can be
 * reported, why, and what became of a report. The zod contracts of each area build on these lists.
 */

/** What a person can report: a message, a review, an activity page, a public profile. */
export const REPORT_TARGET_TYPES = ['message', 'review', 'activity', 'profile'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'scam', 'harassment', 'unsafe', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** 'open' until an admin decides: dismissed, the item hidden, or its author's account suspended. */
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How often an open inbox or conversation asks for news (decision 183: polling, not a stream). */
export const CONVERSATION_POLL_MS = 5000;
