import type { RevenueBreakdown } from '@sortim/contracts/revenue';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { revenueBreakdown } from '#src/modules/reservations/revenue.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';

/**
 * The caller's own revenue by price and by promo code (an admin sees their own, as on the rest of the
 * dashboard): every paid booking of their activities, refunded and cancelled ones left out, as the
 * dashboard's booking count. A host's own prices each have a row, by their names.
 */
export function hostRevenue(db: Database, caller: Caller): Promise<RevenueBreakdown> {
  return revenueBreakdown(db, and(eq(activities.hostId, caller.id), isPaid), { byName: true });
}
