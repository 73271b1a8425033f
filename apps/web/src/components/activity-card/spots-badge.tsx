import { useTranslation } from 'react-i18next';
import { spotsBadge } from '#/components/activity-card/activity-facts.ts';
import { Badge } from '#/components/ui/badge.tsx';
import { cn } from '#/lib/cn.ts';

/** 'Sold Out', 'Only N spots left' (2 or fewer), 'N spots left' (3 to 5), or nothing. */
export function SpotsBadge({ spotsRemaining, className }: { spotsRemaining: number; className?: string }) {
  const { t } = useTranslation();
  const badge = spotsBadge(spotsRemaining);
  if (!badge) return null;
  if (badge.kind === 'sold-out') {
    return (
      <Badge variant="secondary" className={cn('shadow-sm', className)}>
        {t('activityCard.soldOut')}
      </Badge>
    );
  }
  return (
    <Badge variant={badge.kind === 'few' ? 'default' : 'accent'} className={cn('shadow-sm', className)}>
      {badge.kind === 'few'
        ? t('activityCard.onlySpotsLeft', { count: badge.count })
        : t('activityCard.spotsLeft', { count: badge.count })}
    </Badge>
  );
}
