import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { defineMessages } from './messages.ts';
import { multiLineText } from './plain-text.ts';

/** The spec's copy for reviews (§4, §5, §6), shared by the server's answers and the form. */
export const REVIEW_MESSAGES = defineMessages('review', {
  loginRequired: 'Please log in to leave a review',
  ratingRequired: 'Please select a rating',
  commentTooLong: `Comment must be at most ${LIMITS.reviewCommentMax} characters`,
  attendRequired: 'You need to attend this activity to leave a review',
  alreadyReviewed: 'You have already reviewed this activity',
  replyRequired: 'Please write a reply',
  replyTooLong: `Reply must be at most ${LIMITS.reviewReplyMax} characters`,
  replyHostOnly: 'Only the host can reply',
  alreadyReplied: 'You have already replied',
  replyEditClosed: 'Replies can be edited for 24 hours only',
  replyNotFound: 'There is no reply',
});

/** How long after first posting a host may still edit their reply; then it is fixed. */
export const REVIEW_REPLY_EDIT_HOURS = 24;

/** `POST` / `PUT /api/reviews/:id/reply`: the host's words, trimmed. */
export const ReviewReplyInput = z.object({
  body: multiLineText({ error: REVIEW_MESSAGES.replyRequired })
    .min(1, REVIEW_MESSAGES.replyRequired)
    .max(LIMITS.reviewReplyMax, REVIEW_MESSAGES.replyTooLong),
});
export type ReviewReplyInput = z.input<typeof ReviewReplyInput>;

/** The host's reply under a review. `editableUntil`: when its window closes (shown to its host only as a button). */
export const ReviewReply = z.object({
  body: z.string(),
  hostName: z.string(),
  createdAt: z.string(),
  /** Null when never edited. */
  editedAt: z.string().nullable(),
  editableUntil: z.string(),
});
export type ReviewReply = z.infer<typeof ReviewReply>;

/** `POST /api/activities/:id/reviews`. An empty comment (after trimming) is stored as null. */
export const ReviewInput = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(LIMITS.ratingMin, REVIEW_MESSAGES.ratingRequired)
    .max(LIMITS.ratingMax, REVIEW_MESSAGES.ratingRequired),
  comment: multiLineText().max(LIMITS.reviewCommentMax, REVIEW_MESSAGES.commentTooLong).nullish(),
});
export type ReviewInput = z.input<typeof ReviewInput>;

export const ReviewAuthor = z.object({ displayName: z.string(), avatarUrl: z.string().nullable() });

export const Review = z.object({
  id: z.string(),
  activityId: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  author: ReviewAuthor,
  /** The author was checked in at the door for this activity (a seat of theirs scanned in): 'Attended'. */
  attended: z.boolean(),
  /** The host's reply, if any. */
  reply: ReviewReply.nullable(),
});
export type Review = z.infer<typeof Review>;

export const ReviewSummary = z.object({
  /** Mean rating rounded to one decimal; null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/**
 * What the signed-in caller has done here, so the page offers the form only where a review can be accepted.
 * `attended`: a paid booking for this activity, which has started (the rule the server checks on submit).
 */
export const ReviewViewer = z.object({
  attended: z.boolean(),
  /** The caller's own review of this activity (the form gives way to 'Reviewed'; no 'Report' on it), or null. */
  ownReviewId: z.string().nullable(),
  /** The caller hosts this activity: the page offers 'Reply' and 'Edit reply'. */
  isHost: z.boolean(),
});
export type ReviewViewer = z.infer<typeof ReviewViewer>;

/** `GET /api/activities/:id/reviews`: the summary, every review newest first, and the caller (null when anonymous). */
export const ReviewList = z.object({
  summary: ReviewSummary,
  items: z.array(Review),
  viewer: ReviewViewer.nullable(),
});
export type ReviewList = z.infer<typeof ReviewList>;
