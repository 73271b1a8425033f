import type { ReviewReply } from '@sortim/contracts/reviews';
import { useTranslation } from 'react-i18next';
import { formatDay } from '#/lib/format.ts';

/**
 * The host's reply under a review: 'Response from <host>', its date (and 'edited'), then their words. The
 * activity page's reviews and the host's public profile show it the same way.
 */
export function ReviewReplyNote({ reply }: { reply: ReviewReply }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-2 flex flex-col gap-1 border-primary/40 border-l-2 bg-muted/50 py-2 pr-2 pl-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-sm">{t('reviews.replyFrom', { name: reply.hostName })}</span>
        <span className="text-muted-foreground text-xs">
          <time dateTime={reply.createdAt}>{formatDay(reply.createdAt, i18n.language)}</time>
          {reply.editedAt && ` · ${t('reviews.replyEdited')}`}
        </span>
      </p>
      <p className="whitespace-pre-line break-words text-sm">{reply.body}</p>
    </div>
  );
}
