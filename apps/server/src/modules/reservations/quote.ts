import type { PartyLineInput } from '@sortim/contracts/pricing';
import { PRICING_MESSAGES } from '@sortim/contracts/pricing';
import { type Quote, quote } from '@sortim/contracts/quote';
import type { Database, Transaction } from '#src/db/client.ts';
import { Conflict, Invalid } from '#src/lib/errors.ts';
import type { PaymentContext } from './payment-context.ts';
import { categoriesForSale } from './price-categories.ts';
import { type ApplicableCode, applicableCode } from './promo-code-check.ts';

/*
 * The one quote: an activity, the chosen lines, a code and the moment in, the amounts out (contracts'
 * quote.ts does the arithmetic). Used by the activity page (POST /api/activities/:id/quote), by the hold
 * (which keeps the lines, the discount and the fee through payment: a hold taken a second before an early
 * bird ends keeps its price), and so by the payment page, refunds and transfers, which read the hold.
 */

export type QuoteRequest = {
  activity: {
    id: string;
    hostId: string;
    privateMinimumCents: number | null;
    privateMaxGroup: number | null;
  };
  lines: PartyLineInput[];
  code: string | null;
  userId: string | null;
  isPrivate: boolean;
  /** In the hold's transaction: the code's row is locked (its last use is raced for). */
  lock?: boolean;
};

/** A party's quote, its code, and how many categories the activity sells (one: its line reads "Person"). */
export type PricedParty = { quote: Quote; code: ApplicableCode | null; categoryCount: number };

export async function quoteParty(
  db: Database | Transaction,
  ctx: Pick<PaymentContext, 'rules'>,
  request: QuoteRequest,
): Promise<PricedParty> {
  const { activity } = request;
  if (request.isPrivate && activity.privateMinimumCents === null) {
    throw new Conflict(PRICING_MESSAGES.notPrivate);
  }
  const categories = await categoriesForSale(db, activity.id);
  const tickets = request.lines.reduce((sum, line) => sum + line.quantity, 0);
  const code = request.code
    ? await applicableCode(db, {
        code: request.code,
        activity,
        userId: request.userId,
        tickets,
        lock: request.lock,
      })
    : null;
  const result = quote({
    categories,
    lines: request.lines,
    now: new Date(),
    code: code && { ...code },
    feePercent: ctx.rules.platformFeePercent,
    privateMinimumCents: request.isPrivate ? activity.privateMinimumCents : null,
    maxSeats: request.isPrivate ? activity.privateMaxGroup : null,
  });
  if (!result.ok) throw new Invalid(result.message);
  return { quote: result.quote, code, categoryCount: categories.filter((c) => !c.codeOnly).length };
}
