import { LINE_WORDS, lineName } from '@sortim/contracts/pricing';
import type { Locale } from '@sortim/contracts/product';
import type { CheckoutRequest } from '#src/lib/payments/payment-provider.ts';
import type { PricedParty } from './quote.ts';

/*
 * What the provider's payment page lists for a party, in the guest's language: one line per price ("Tapas
 * night · Child", "Tapas night · Adult (early bird)"), and the code's discount as a line of its own.
 */
export function paymentPageLines(
  priced: PricedParty,
  title: string,
  locale: Locale,
): Pick<CheckoutRequest, 'lineItems' | 'discount' | 'amountCents'> {
  const { quote, code } = priced;
  const alone = priced.categoryCount === 1;
  return {
    lineItems: quote.lines.map((line) => ({
      name: `${title} · ${lineName(line, locale, alone)}`,
      quantity: line.quantity,
      unitAmountCents: line.unitPriceCents,
    })),
    discount:
      quote.discountCents > 0 && code
        ? { name: `${LINE_WORDS[locale].code} ${code.code}`, amountCents: quote.discountCents }
        : null,
    amountCents: quote.amountCents,
  };
}
