import type { ActivityCard } from '@sortim/contracts/activities';
import { useTranslation } from 'react-i18next';
import { CLOSED_STATE_LABEL, stateBadge } from '#/components/activity-card/activity-facts.ts';
import { Badge } from '#/components/ui/badge.tsx';
import { cn } from '#/lib/cn.ts';

/**
 * The card's badge (activity-facts.ts: stateBadge): 'Sold Out', 'Waitlist Only', 'Already started' or
 * 'Cancelled' when the activity cannot simply be booked; otherwise 'Only N spots left' (2 or fewer),
 * 'N spots left' (3 to 5), or nothing.
 */
export function StateBadge({
  activity,
  className,
}: {
  activity: Pick<ActivityCard, 'state' | 'spotsRemaining'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const badge = stateBadge(activity);
  if (!badge) return null;
  if (badge.kind === 'few' || badge.kind === 'some') {
    return (
      <Badge variant={badge.kind === 'few' ? 'default' : 'accent'} className={cn('shadow-sm', className)}>
        {badge.kind === 'few'
          ? t('activityCard.onlySpotsLeft', { count: badge.count })
          : t('activityCard.spotsLeft', { count: badge.count })}
      </Badge>
    );
  }
  // Waitlist only is a wait, not an end: it takes the setup warning's amber; the others read as closed.
  return (
    <Badge
      variant={badge.kind === 'waitlist-only' ? 'plain' : 'secondary'}
      className={cn(
        'shadow-sm',
        badge.kind === 'waitlist-only' &&
          'border-amber-500/40 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
        className,
      )}
    >
      {t(CLOSED_STATE_LABEL[badge.kind])}
    </Badge>
  );
}
