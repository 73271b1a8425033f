import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '#/features/messages/api/unread-count.ts';
import { cn } from '#/lib/cn.ts';
import { useMe } from '#/lib/session.ts';

/**
 * How many conversations have unread messages, on the navigation's 'Messages' (header and tab bar): a
 * number for the eye, its words for a screen reader ("2 unread conversations"), nothing at none.
 */
export function UnreadBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const { data } = useUnreadCount(me.user !== null);
  const count = data?.conversations ?? 0;
  if (count === 0) return null;
  return (
    <span
      className={cn(
        'inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 font-semibold text-[0.625rem] text-primary-foreground tabular-nums leading-none',
        className,
      )}
    >
      <span aria-hidden>{count > 9 ? '9+' : count}</span>
      <span className="sr-only">{t('nav.unreadMessages', { count })}</span>
    </span>
  );
}
