import { lineName } from '@sortim/contracts/price-words';
import { toLocale } from '@sortim/contracts/product';
import type { QuoteResult } from '@sortim/contracts/quote';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#/lib/format.ts';
import { messageText } from '#/lib/message-text.ts';

/**
 * What the party costs, as the quote says: each line ("2 × Adult €60", early-bird seats apart, a private
 * group's top-up to its minimum), the code's discount, and the total. `lines` false: the total alone (one
 * price and nothing to explain, as before categories). A party the quote refuses (an infant with no adult,
 * too many seats) shows why in place of the total.
 */
export function PartyTotal({
  priced,
  code,
  alone,
  lines,
  minParty,
}: {
  priced: QuoteResult;
  /** The applied code's text, for its discount line. */
  code: string | null;
  /** The activity sells one price: its lines read "Person". */
  alone: boolean;
  lines: boolean;
  /** A code's minimum party that this party is below: the code gives nothing until it is met. */
  minParty: number | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const money = (cents: number) => (cents === 0 ? t('activityCard.free') : formatMoney(cents, i18n.language));

  if (!priced.ok) {
    return (
      <p role="alert" className="font-medium text-destructive text-sm">
        {messageText(priced.message)}
      </p>
    );
  }
  const { quote } = priced;
  const total = (
    <p className="flex flex-col items-end gap-0.5" aria-live="polite">
      <span className="text-muted-foreground text-xs uppercase tracking-wide">{t('booking.total')}</span>
      <span className="font-bold text-xl tabular-nums">{money(quote.amountCents)}</span>
    </p>
  );
  if (!lines) return total;

  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t('booking.breakdown')} className="flex flex-col gap-1 text-sm">
        {quote.lines.map((line) => (
          <li key={`${line.categoryId}-${line.early}`} className="flex justify-between gap-4">
            <span>
              {line.kind === 'private_minimum'
                ? lineName(line, locale)
                : t('booking.lineQuantity', { count: line.quantity, name: lineName(line, locale, alone) })}
            </span>
            <span className="tabular-nums">{money(line.totalCents)}</span>
          </li>
        ))}
        {code && quote.discountCents > 0 && (
          <li className="flex justify-between gap-4 text-emerald-800 dark:text-emerald-300">
            <span>{t('booking.codeLine', { code })}</span>
            <span className="tabular-nums">−{money(quote.discountCents)}</span>
          </li>
        )}
      </ul>
      {code && minParty !== null && quote.tickets < minParty && (
        <p className="text-muted-foreground text-sm">{t('messages.promo.minParty', { count: minParty })}</p>
      )}
      <div className="flex justify-end border-t pt-2">{total}</div>
    </div>
  );
}
