import { CONVERSATIONS_MESSAGES, type ConversationRef } from '@sortim/contracts/conversations';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, conversations } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { joinBookingConversation } from '#src/modules/reservations/booking-conversation.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';

/**
 * `POST /api/bookings/:id/conversation`: the conversation of a booking, for 'Message the host' in My
 * Bookings and 'Message' on the host's guest list. Its guest or its activity's host only (anyone else is
 * told it does not exist). A paid booking made before conversations existed gets its conversation now.
 */
export async function bookingConversation(
  db: Database,
  caller: Caller,
  bookingId: string,
): Promise<ConversationRef> {
  return db.transaction(async (tx) => {
    const [booking] = isUuid(bookingId)
      ? await tx
          .select({
            id: bookings.id,
            userId: bookings.userId,
            activityId: bookings.activityId,
            hostId: activities.hostId,
            paid: isPaid,
            conversationId: conversations.id,
          })
          .from(bookings)
          .innerJoin(activities, eq(activities.id, bookings.activityId))
          .leftJoin(
            conversations,
            and(
              eq(conversations.activityId, bookings.activityId),
              eq(conversations.guestId, bookings.userId),
            ),
          )
          .where(eq(bookings.id, bookingId))
      : [];
    if (!booking || (booking.userId !== caller.id && booking.hostId !== caller.id)) {
      throw new NotFound(CONVERSATIONS_MESSAGES.notFound);
    }
    if (booking.conversationId) return { id: booking.conversationId };
    if (!booking.paid) throw new NotFound(CONVERSATIONS_MESSAGES.notFound);
    return { id: await joinBookingConversation(tx, booking) };
  });
}
