import type { ReplyTime } from '@sortim/contracts/conversations';
import { useQuery } from '@tanstack/react-query';
import Clock from 'lucide-react/icons/clock';
import { useTranslation } from 'react-i18next';
import { api, typedReply } from '#/lib/api-client.ts';

/** Minutes as a reader takes a reply time: minutes under an hour, hours under two days, then days (rounded up). */
function useDuration() {
  const { t } = useTranslation();
  return (minutes: number): string => {
    if (minutes < 60) return t('conversations.minutes', { count: minutes });
    if (minutes < 48 * 60) return t('conversations.hours', { count: Math.ceil(minutes / 60) });
    return t('conversations.days', { count: Math.ceil(minutes / (24 * 60)) });
  };
}

/**
 * "Usually replies within 2 hours": a host's usual reply time (decision 185) on the activity page and the
 * host's profile, once the server has enough conversations to say it; nothing before, or while loading.
 */
export function ReplyTimeLine({ hostId, className }: { hostId: string; className?: string }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const { data } = useQuery({
    queryKey: ['reply-time', hostId],
    queryFn: ({ signal }) => api.get(`/api/hosts/${hostId}/reply-time`, typedReply<ReplyTime>(), { signal }),
    staleTime: 60 * 60 * 1000,
  });
  if (!data || data.minutes === null) return null;
  return (
    <p className={className ?? 'flex items-center gap-2 text-muted-foreground text-sm'}>
      <Clock aria-hidden className="size-4 shrink-0" />
      {t('activity.replyTime', { time: duration(data.minutes) })}
    </p>
  );
}
