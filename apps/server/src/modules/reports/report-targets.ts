import type { ReportTargetType } from '@sortim/contracts/conversation-kinds';
import { REPORT_MESSAGES } from '@sortim/contracts/reports';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  activities,
  conversationMessages,
  conversations,
  profiles,
  reviews,
  userRoles,
} from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Forbidden, NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { canSeeActivity } from '#src/modules/activities/activity-visibility.ts';

/*
 * What a person may report: only an item they can see, never their own. An item they cannot see answers
 * the same 404 as one that does not exist, so a report cannot probe for a private conversation or a draft.
 * Each kind answers whose the item is (the report's subject: earlier reports of the same person).
 */

const M = REPORT_MESSAGES;
/** Account ids are short opaque tokens (better-auth's or uuids); anything else names nobody. */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

type Owner = { ownerId: string } | undefined;

const finders: Record<ReportTargetType, (db: Database, caller: Caller, id: string) => Promise<Owner>> = {
  /** A message of one of the caller's own conversations, still shown. */
  async message(db, caller, id) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({
        ownerId: conversationMessages.senderId,
        hostId: conversations.hostId,
        guestId: conversations.guestId,
      })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(eq(conversationMessages.id, id), isNull(conversationMessages.hiddenAt)));
    if (!row || (row.hostId !== caller.id && row.guestId !== caller.id)) return undefined;
    return row;
  },

  /** A review still shown, on an activity page the caller can see. */
  async review(db, caller, id) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({
        ownerId: reviews.userId,
        hostId: activities.hostId,
        isPublished: activities.isPublished,
        status: activities.status,
      })
      .from(reviews)
      .innerJoin(activities, eq(activities.id, reviews.activityId))
      .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)));
    return row && canSeeActivity(caller, row) ? row : undefined;
  },

  /** An activity page the caller can see; its host is its owner. */
  async activity(db, caller, id) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({
        ownerId: activities.hostId,
        hostId: activities.hostId,
        isPublished: activities.isPublished,
        status: activities.status,
      })
      .from(activities)
      .where(eq(activities.id, id));
    return row && canSeeActivity(caller, row) ? row : undefined;
  },

  /** A public profile: a verified host's (the only profiles with a public page), not deleted. */
  async profile(db, _caller, id) {
    if (!ACCOUNT_ID.test(id)) return undefined;
    const [row] = await db
      .select({ ownerId: profiles.id })
      .from(profiles)
      .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.role, 'verified_host')))
      .where(and(eq(profiles.id, id), isNull(profiles.deletedAt)));
    return row;
  },
};

/** Whose the reported item is, once the caller may report it; else NotFound, or Forbidden for their own. */
export async function reportableItemOwner(
  db: Database,
  caller: Caller,
  type: ReportTargetType,
  id: string,
): Promise<string> {
  const found = await finders[type](db, caller, id);
  if (!found) throw new NotFound(M.notFound);
  if (found.ownerId === caller.id) throw new Forbidden(M.own);
  return found.ownerId;
}
