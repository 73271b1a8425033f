import {
  REPLY_TIME_MIN_CONVERSATIONS,
  REPLY_TIME_WINDOW_DAYS,
  type ReplyTime,
} from '@sortim/contracts/conversations';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { conversationMessages, conversations } from '#src/db/schema.ts';

/*
 * A host's usual reply time (decision 185): the median, in minutes, of the time from a guest's first
 * message in a conversation to the host's first answer after it, over the conversations whose first guest
 * message is from the last REPLY_TIME_WINDOW_DAYS days and that the host answered. Shown once there are
 * REPLY_TIME_MIN_CONVERSATIONS of them: fewer say more about luck than about the host. A host's message to
 * every guest ('Message guests') is no answer; hidden messages still count (they were sent).
 */

export async function hostReplyTime(db: Database, hostId: string, now = new Date()): Promise<ReplyTime> {
  const since = new Date(now.getTime() - REPLY_TIME_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.execute(sql`
    with asked as (
      select ${conversations.id} as id, min(${conversationMessages.createdAt}) as asked_at
      from ${conversations}
      join ${conversationMessages} on ${conversationMessages.conversationId} = ${conversations.id}
        and ${conversationMessages.senderId} = ${conversations.guestId}
      where ${conversations.hostId} = ${hostId}
      group by ${conversations.id}
    ), answered as (
      select asked.asked_at, (
        select min(reply.created_at) from ${conversationMessages} reply
        where reply.conversation_id = asked.id and reply.sender_id = ${hostId}
          and reply.host_message_id is null and reply.created_at >= asked.asked_at
      ) as answered_at
      from asked
      where asked.asked_at >= ${since.toISOString()}::timestamptz
    )
    select count(*)::int as n,
      round(percentile_cont(0.5) within group (
        order by extract(epoch from answered_at - asked_at) / 60))::int as minutes
    from answered where answered_at is not null`);
  // Both drivers answer raw SQL with `{ rows }`; the shared Database type cannot say so.
  const [row] = (result as unknown as { rows: { n: number; minutes: number | null }[] }).rows;
  if (!row || row.n < REPLY_TIME_MIN_CONVERSATIONS) return { minutes: null };
  return { minutes: row.minutes === null ? null : Math.max(1, Number(row.minutes)) };
}
