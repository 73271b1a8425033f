import { REVIEW_REPLY_EDIT_HOURS, type ReviewReply } from '@sortim/contracts/reviews';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { profiles, reviewReplies, users } from '#src/db/schema.ts';

/*
 * The host's reply under a review, read in the same statement as the review: select `replyColumns`, left
 * join `reviewReplies` on the review, then `replyHost` and `replyHostProfile` on its host (aliases, since the
 * review's author is `users` and `profiles` in the same statement). The activity page and the host's public
 * profile both show it this way.
 */

export const replyHost = alias(users, 'reply_host');
export const replyHostProfile = alias(profiles, 'reply_host_profile');

export const replyColumns = {
  replyBody: reviewReplies.body,
  replyHostName: sql<string | null>`coalesce(${replyHostProfile.displayName}, ${replyHost.name})`,
  replyCreatedAt: reviewReplies.createdAt,
  replyUpdatedAt: reviewReplies.updatedAt,
};

export type ReplyRow = {
  replyBody: string | null;
  replyHostName: string | null;
  replyCreatedAt: Date | null;
  replyUpdatedAt: Date | null;
};

const HOUR = 60 * 60 * 1000;

/** The reply as the contract has it, or null when the review has none. */
export function toReply(row: ReplyRow): ReviewReply | null {
  if (row.replyBody === null || !row.replyCreatedAt || !row.replyUpdatedAt) return null;
  const created = row.replyCreatedAt.getTime();
  return {
    body: row.replyBody,
    hostName: row.replyHostName ?? '',
    createdAt: row.replyCreatedAt.toISOString(),
    editedAt: row.replyUpdatedAt.getTime() > created ? row.replyUpdatedAt.toISOString() : null,
    editableUntil: new Date(created + REVIEW_REPLY_EDIT_HOURS * HOUR).toISOString(),
  };
}
