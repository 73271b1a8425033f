import type { AppliedCode } from '@sortim/contracts/promo-codes';
import type { Database } from '#src/db/client.ts';
import type { Caller } from '#src/lib/caller.ts';
import { findVisibleActivity } from '#src/modules/attendees/visible-activity.ts';
import { categoriesForSale } from '#src/modules/reservations/price-categories.ts';
import { applicableCode } from '#src/modules/reservations/promo-code-check.ts';

/*
 * 'Have a code?' and a `?code=` link: whether a code applies to an activity for this guest, before a party
 * is chosen (its minimum party is checked when the hold is taken). The refusals are applicableCode's: a
 * code that does not exist, is not live or is for other activities gets one answer from one query, so
 * neither the words nor the time tell a guesser which it was. The route limits the tries.
 */

export async function checkCode(
  db: Database,
  caller: Caller | null,
  activityId: string,
  code: string,
  feePercent: number,
): Promise<AppliedCode> {
  const activity = await findVisibleActivity(db, caller, activityId);
  const applied = await applicableCode(db, {
    code,
    activity,
    userId: caller?.id ?? null,
    tickets: null,
  });
  const unlocked = applied.unlocksHidden
    ? (await categoriesForSale(db, activity.id)).filter((category) => category.codeOnly)
    : [];
  return {
    code: applied.code,
    percentOff: applied.percentOff,
    amountOffCents: applied.amountOffCents,
    minParty: applied.minParty,
    payer: applied.payer,
    feePercent,
    note: applied.note,
    unlocksHidden: applied.unlocksHidden,
    unlocked,
  };
}
