import { PRICE_MAX } from '#/features/explore/lib/explore-filters.ts';
import { formatMoney } from '#/lib/format.ts';
import { i18n } from '#/lib/i18n.ts';

/** A slider bound in whole euros: '€25', and the top value as '€100+' (no upper bound). */
export function formatPriceBound(euros: number, locale: string): string {
  if (euros >= PRICE_MAX) return i18n.t('explore.priceUnbounded');
  return formatMoney(euros * 100, locale);
}
