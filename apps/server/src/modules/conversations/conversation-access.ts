import { CONVERSATIONS_MESSAGES, type ConversationSide } from '@sortim/contracts/conversations';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, conversations } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { hasPaidBooking } from '#src/modules/reservations/rules.ts';

/*
 * A conversation is its two people's only: the guest and the activity's host. Anyone else, admins included
 * (they read one only through a report, modules/reports), is told it does not exist, as a stranger's
 * booking is: its existence is not theirs to learn.
 */

/** The guest has a paid booking of the activity: from then on contact details show (reservations decides). */
export const bookedConversation: SQL<boolean> = hasPaidBooking(
  conversations.guestId,
  conversations.activityId,
);

/** The conversation's row as the module's functions need it, with the caller's side. */
export type OwnConversation = {
  id: string;
  activityId: string;
  activityTitle: string;
  activitySeriesId: string | null;
  hostId: string;
  guestId: string;
  bookingId: string | null;
  booked: boolean;
  side: ConversationSide;
  otherId: string;
};

/** The caller's conversation `id` (locked for update inside a transaction), or NotFound. */
export async function ownConversation(
  db: Database | Transaction,
  caller: Caller,
  id: string,
  lock = false,
): Promise<OwnConversation> {
  const query = db
    .select({
      id: conversations.id,
      activityId: conversations.activityId,
      activityTitle: activities.title,
      activitySeriesId: activities.seriesId,
      hostId: conversations.hostId,
      guestId: conversations.guestId,
      bookingId: conversations.bookingId,
      booked: sql<boolean>`${bookedConversation}`,
    })
    .from(conversations)
    .innerJoin(activities, eq(activities.id, conversations.activityId))
    .where(eq(conversations.id, id));
  const [row] = isUuid(id) ? await (lock ? query.for('update', { of: conversations }) : query) : [];
  if (!row || (row.hostId !== caller.id && row.guestId !== caller.id)) {
    throw new NotFound(CONVERSATIONS_MESSAGES.notFound);
  }
  const side: ConversationSide = row.guestId === caller.id ? 'guest' : 'host';
  return { ...row, side, otherId: side === 'guest' ? row.hostId : row.guestId };
}
