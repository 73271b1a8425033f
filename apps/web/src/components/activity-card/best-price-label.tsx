import { useTranslation } from 'react-i18next';
import { isVariantB } from '#/components/activity-card/activity-facts.ts';
import { cn } from '#/lib/cn.ts';
import { useMe } from '#/lib/session.ts';

/** The A/B test's 'Best Price!' label by a price: variant B only; nothing for variant A or anonymous visitors. */
export function BestPriceLabel({ className }: { className?: string }) {
  const { t } = useTranslation();
  if (!isVariantB(useMe())) return null;
  return (
    <span className={cn('w-fit font-semibold text-primary text-xs uppercase tracking-wide', className)}>
      {t('activityCard.bestPrice')}
    </span>
  );
}
