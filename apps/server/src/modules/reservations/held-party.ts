import { and, count, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type paymentSessions, priceCategories, promoCodes } from '#src/db/schema.ts';
import type { ApplicableCode } from './promo-code-check.ts';
import type { PricedParty } from './quote.ts';

/*
 * A hold's party as it was priced when the hold was taken, for a payment page made later (a private date's
 * hold outlives its pages: pay-held.ts). Nothing is priced again: the hold keeps its lines, its discount and
 * its fee through payment, whatever changed since.
 */

type HeldSession = Pick<
  typeof paymentSessions.$inferSelect,
  | 'activityId'
  | 'lines'
  | 'subtotalCents'
  | 'discountCents'
  | 'amountCents'
  | 'platformFeeCents'
  | 'promoCodeId'
  | 'discountPayer'
>;

export async function heldParty(db: Database, session: HeldSession): Promise<PricedParty> {
  const { lines } = session;
  const [sold] = await db
    .select({ n: count() })
    .from(priceCategories)
    .where(
      and(
        eq(priceCategories.activityId, session.activityId),
        eq(priceCategories.codeOnly, false),
        eq(priceCategories.hidden, false),
      ),
    );
  return {
    quote: {
      lines,
      seats: lines.reduce((sum, line) => sum + (line.takesSeat ? line.quantity : 0), 0),
      tickets: lines.reduce((sum, line) => sum + (line.categoryId ? line.quantity : 0), 0),
      subtotalCents: session.subtotalCents,
      discountCents: session.discountCents,
      amountCents: session.amountCents,
      platformFeeCents: session.platformFeeCents,
      hostShareCents: session.amountCents - session.platformFeeCents,
    },
    code: await heldCode(db, session),
    categoryCount: sold?.n ?? 1,
  };
}

/** The code a hold carries, as its payment page names it ("Code FRIENDS"); null without one. */
async function heldCode(db: Database, session: HeldSession): Promise<ApplicableCode | null> {
  if (!session.promoCodeId || !session.discountPayer) return null;
  const [code] = await db
    .select({
      id: promoCodes.id,
      code: promoCodes.code,
      note: promoCodes.note,
      unlocksHidden: promoCodes.unlocksHidden,
      percentOff: promoCodes.percentOff,
      amountOffCents: promoCodes.amountOffCents,
      minParty: promoCodes.minParty,
    })
    .from(promoCodes)
    .where(eq(promoCodes.id, session.promoCodeId));
  return code ? { ...code, payer: session.discountPayer } : null;
}
