import type { ReportedItem, ReportedMessage } from '@sortim/contracts/reports';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarRating } from '#/components/star-rating.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { cn } from '#/lib/cn.ts';
import { formatDateTime } from '#/lib/format.ts';

const QUOTE = 'whitespace-pre-line break-words border-l-2 pl-3';

/** The reported item as it is now, in context: a review with its activity, a message with its neighbours. */
export function ReportedItemView({ item, targetId }: { item: ReportedItem; targetId: string }) {
  const { t } = useTranslation();
  switch (item.type) {
    case 'review':
      return (
        <div className="flex flex-col gap-1">
          <p className="text-sm">
            {t('adminReports.item.reviewOf')}{' '}
            <Link
              to={`/activity/${item.activityId}`}
              className="text-link underline-offset-4 hover:underline"
            >
              {item.activityTitle}
            </Link>
            {item.hidden && <HiddenBadge />}
          </p>
          <StarRating value={item.rating} label={t('adminReports.item.stars', { count: item.rating })} />
          {item.comment && <blockquote className={QUOTE}>{item.comment}</blockquote>}
        </div>
      );
    case 'activity':
      return (
        <p className="text-sm">
          <Link
            to={`/activity/${item.activityId}`}
            className="font-medium text-link underline-offset-4 hover:underline"
          >
            {item.title}
          </Link>{' '}
          {t('adminReports.item.hostedBy', { name: item.hostName })}
          {!item.isPublished && <HiddenBadge label={t('adminReports.item.unpublished')} />}
        </p>
      );
    case 'profile':
      return (
        <div className="flex flex-col gap-1 text-sm">
          <Link
            to={`/profile/${item.userId}`}
            className="font-medium text-link underline-offset-4 hover:underline"
          >
            {item.displayName}
          </Link>
          {item.bio && <blockquote className={QUOTE}>{item.bio}</blockquote>}
        </div>
      );
    case 'message':
      return (
        <div className="flex flex-col gap-2">
          <p className="text-sm">{t('adminReports.item.messageAbout', { title: item.activityTitle })}</p>
          <MessageList messages={item.around} reportedId={targetId} />
        </div>
      );
    default:
      return <p className="text-muted-foreground text-sm">{t('adminReports.item.gone')}</p>;
  }
}

/** Messages oldest first, the reported one marked; hidden ones marked too (an admin sees what was hidden). */
export function MessageList({ messages, reportedId }: { messages: ReportedMessage[]; reportedId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="flex flex-col gap-2">
      {messages.map((message) => {
        const reported = message.id === reportedId;
        return (
          <li
            key={message.id}
            className={cn(
              'flex flex-col gap-0.5 rounded-lg border p-3 text-sm',
              reported ? 'border-destructive/60 bg-destructive/5' : 'bg-muted/40',
            )}
          >
            <span className="flex flex-wrap items-center gap-x-2 text-muted-foreground text-xs">
              <span className="font-medium text-foreground">{message.senderName}</span>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
              {reported && <Badge variant="destructive">{t('adminReports.item.reportedMessage')}</Badge>}
              {message.hidden && <HiddenBadge />}
            </span>
            <p className="whitespace-pre-line break-words">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}

function HiddenBadge({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="secondary" className="ml-2 align-middle">
      {label ?? t('adminReports.item.hidden')}
    </Badge>
  );
}
