import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, conversations } from '#src/db/schema.ts';

/*
 * Each paid booking has a conversation between its guest and the activity's host (issue 37): the one the
 * guest started with 'Ask the host' before paying, joined by the booking so it continues, or a new one.
 * Here, in reservations, because the booking is made here (completion.ts) and the conversations module
 * stands on reservations, not under it. From the join on, contact details in the conversation show.
 */

/** Joins the paid booking to its guest's conversation about the activity (creating it); its id. */
export async function joinBookingConversation(
  tx: Transaction,
  booking: { id: string; userId: string; activityId: string },
): Promise<string> {
  const [activity] = await tx
    .select({ hostId: activities.hostId })
    .from(activities)
    .where(eq(activities.id, booking.activityId));
  if (!activity) throw new Error('booking of an unknown activity');
  const [row] = await tx
    .insert(conversations)
    .values({
      activityId: booking.activityId,
      hostId: activity.hostId,
      guestId: booking.userId,
      bookingId: booking.id,
    })
    .onConflictDoUpdate({
      target: [conversations.activityId, conversations.guestId],
      set: { bookingId: booking.id },
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('booking conversation not created');
  return row.id;
}
