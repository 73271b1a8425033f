import type { InboxItem } from '@sortim/contracts/conversations';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MessageBody } from '#/components/conversations/message-body.tsx';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Label } from '#/components/ui/label.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { useInbox } from '#/features/messages/api/conversations.ts';
import { cn } from '#/lib/cn.ts';
import { formatDateTime } from '#/lib/format.ts';

/**
 * /messages: everyone's one inbox, newest first, each conversation with the other person, the activity,
 * the last words and how many are unread. A host narrows it to one activity (kept in the URL, so Back
 * and a shared link keep it). Asked again every few seconds while open.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const activityId = params.get('activity') ?? undefined;
  const query = useInbox(activityId);

  return (
    <div className="page-container flex max-w-3xl flex-col gap-6 pb-16">
      <PageHeader title={t('conversations.title')} subtitle={t('conversations.subtitle')} />
      {query.isPending ? (
        <InboxSkeleton />
      ) : query.isError ? (
        <LoadError
          title={t('conversations.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <>
          {(query.data.activities.length > 0 || activityId) && (
            <ActivityFilter
              activities={query.data.activities}
              value={activityId}
              onChange={(id) => setParams(id ? { activity: id } : {})}
            />
          )}
          {query.data.items.length === 0 ? (
            <EmptyState
              icon={MessagesSquare}
              title={t('conversations.emptyTitle')}
              body={t('conversations.emptyBody')}
            >
              <Button asChild>
                <Link to="/explore">{t('conversations.explore')}</Link>
              </Button>
            </EmptyState>
          ) : (
            <ul className="flex flex-col divide-y rounded-lg border">
              {query.data.items.map((item) => (
                <li key={item.id}>
                  <InboxRow item={item} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function ActivityFilter({
  activities,
  value,
  onChange,
}: {
  activities: { id: string; title: string }[];
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-2 sm:max-w-sm">
      <Label htmlFor={id}>{t('conversations.filterLabel')}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('conversations.allActivities')}</option>
        {activities.map((activity) => (
          <option key={activity.id} value={activity.id}>
            {activity.title}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function InboxRow({ item }: { item: InboxItem }) {
  const { t, i18n } = useTranslation();
  const unread = item.unread > 0;
  return (
    <Link
      to={`/messages/${item.id}`}
      className="flex items-start gap-3 p-4 outline-none transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <UserAvatar name={item.other.name} src={item.other.avatarUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {/* The time wraps below the name on a phone rather than cutting the name short. */}
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className={cn('min-w-0 break-words', unread ? 'font-semibold' : 'font-medium')}>
            {item.other.name}
          </span>
          {item.last && (
            <time dateTime={item.last.sentAt} className="shrink-0 text-muted-foreground text-xs tabular-nums">
              {formatDateTime(item.last.sentAt, i18n.language)}
            </time>
          )}
        </div>
        <span className="truncate text-muted-foreground text-sm">
          {item.activity.title}
          {' · '}
          {item.side === 'host' ? t('conversations.yourGuest') : t('conversations.yourHost')}
        </span>
        {item.last && (
          <span className={cn('line-clamp-2 text-sm', unread ? 'text-foreground' : 'text-muted-foreground')}>
            {item.last.fromMe && `${t('conversations.you')}: `}
            <MessageBody body={item.last.excerpt} inline />
          </span>
        )}
      </div>
      {unread && (
        <span className="mt-1 inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs tabular-nums">
          <span aria-hidden>{item.unread}</span>
          <span className="sr-only">{t('conversations.unread', { count: item.unread })}</span>
        </span>
      )}
    </Link>
  );
}

function InboxSkeleton() {
  return (
    <ul className="flex flex-col divide-y rounded-lg border" aria-hidden>
      {[0, 1, 2].map((n) => (
        <li key={n} className="flex gap-3 p-4">
          <Skeleton rounded="full" className="size-10 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
