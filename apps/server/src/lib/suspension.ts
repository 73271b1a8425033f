import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { profiles } from '#src/db/schema.ts';

/*
 * A suspended account (an admin acting on a report, decision 187) still signs in, sees its bookings and
 * is refunded as ever, but no longer speaks on Sortim: it cannot send messages (modules/conversations),
 * write reviews or file reports. Those modules ask here (on the ground floor, so any module may).
 */
export async function isSuspended(db: Database | Transaction, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.suspendedAt != null;
}
