import { z } from 'zod';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from './conversation-kinds.ts';
import { LIMITS } from './limits.ts';
import { defineMessages } from './messages.ts';
import { multiLineText } from './plain-text.ts';

/*
 * Reports (issue 37): anyone signed in reports a message, a review, an activity or a public profile, once;
 * an admin works through the queue (/admin/reports) and dismisses a report, hides the item or suspends its
 * author. The words the data model shares with the screens are conversation-kinds.ts.
 */

export const REPORT_MESSAGES = defineMessages('reports', {
  signIn: 'Please sign in to report',
  reasonRequired: 'Please choose a reason',
  noteTooLong: `The note must be at most ${LIMITS.reportNoteMax} characters`,
  notFound: 'There is nothing to report here',
  own: 'You cannot report your own',
  alreadyReported: 'You have already reported this',
  suspended: 'Your account is suspended',
  reportNotFound: 'Report not found',
  alreadyDecided: 'This report has already been decided',
  profileNotHidden: 'A profile cannot be hidden: dismiss the report or suspend the account',
  noConversation: 'Only a report of a message opens its conversation',
});

export const ReportTargetType = z.enum(REPORT_TARGET_TYPES);
export const ReportReason = z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired });
export const ReportStatus = z.enum(REPORT_STATUSES);

/** `POST /api/reports`: what is reported (a message's, review's or activity's id, a profile's user id), why. */
export const ReportInput = z.object({
  targetType: ReportTargetType,
  targetId: z.string().trim().min(1, REPORT_MESSAGES.notFound).max(100, REPORT_MESSAGES.notFound),
  reason: ReportReason,
  note: multiLineText().max(LIMITS.reportNoteMax, REPORT_MESSAGES.noteTooLong).optional(),
});
export type ReportInput = z.input<typeof ReportInput>;

export const ReportCreated = z.object({ id: z.string() });
export type ReportCreated = z.infer<typeof ReportCreated>;

/** One message as the queue and the conversation show it to an admin. */
export const ReportedMessage = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  body: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type ReportedMessage = z.infer<typeof ReportedMessage>;

/** The reported item in context; 'gone' when it has been deleted since. */
export const ReportedItem = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('review'),
    rating: z.number().int(),
    comment: z.string().nullable(),
    hidden: z.boolean(),
    activityId: z.string(),
    activityTitle: z.string(),
  }),
  z.object({
    type: z.literal('activity'),
    activityId: z.string(),
    title: z.string(),
    hostName: z.string(),
    isPublished: z.boolean(),
  }),
  z.object({
    type: z.literal('profile'),
    userId: z.string(),
    displayName: z.string(),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  z.object({
    type: z.literal('message'),
    conversationId: z.string(),
    activityTitle: z.string(),
    /** The reported message with the few before and after it, oldest first. */
    around: z.array(ReportedMessage),
  }),
  z.object({ type: z.literal('gone') }),
]);
export type ReportedItem = z.infer<typeof ReportedItem>;

export const ReportPerson = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** An earlier report about the same person (any item of theirs). */
export const EarlierReport = z.object({
  id: z.string(),
  targetType: ReportTargetType,
  reason: ReportReason,
  status: ReportStatus,
  createdAt: z.string(),
});

export const AdminReport = z.object({
  id: z.string(),
  targetType: ReportTargetType,
  targetId: z.string(),
  reason: ReportReason,
  note: z.string().nullable(),
  status: ReportStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  reporter: ReportPerson,
  /** Whose the item is; null once their account is gone. */
  subject: ReportPerson.extend({ suspended: z.boolean() }).nullable(),
  item: ReportedItem,
  earlier: z.array(EarlierReport),
  /** Other reports of the same item still open: a decision here decides them too. */
  otherOpen: z.number().int(),
});
export type AdminReport = z.infer<typeof AdminReport>;

/** `GET /api/admin/reports`: the open reports (oldest first), then the latest decided ones. */
export const AdminReportList = z.object({ items: z.array(AdminReport) });
export type AdminReportList = z.infer<typeof AdminReportList>;

export const REPORT_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** `POST /api/admin/reports/:id/decision`. */
export const ReportDecisionInput = z.object({ action: z.enum(REPORT_ACTIONS) });
export type ReportDecisionInput = z.infer<typeof ReportDecisionInput>;

/** How many reports the decision closed (this one and the other open ones of the same item). */
export const ReportDecisionResult = z.object({ status: ReportStatus, decided: z.number().int() });
export type ReportDecisionResult = z.infer<typeof ReportDecisionResult>;

/** `GET /api/admin/reports/:id/conversation`: the whole thread of a reported message (each read is audited). */
export const ReportConversation = z.object({
  conversationId: z.string(),
  activityTitle: z.string(),
  hostName: z.string(),
  guestName: z.string(),
  reportedMessageId: z.string(),
  messages: z.array(ReportedMessage),
});
export type ReportConversation = z.infer<typeof ReportConversation>;
