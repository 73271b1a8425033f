import type { ReviewReply as Reply, Review } from '@sortim/contracts/reviews';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#/lib/format.ts';
import { loadPageCatalogs } from '#/lib/i18n.ts';

/**
 * The host's 'Reply' and its form (react-hook-form, a dialog): loaded for the activity's host only, with
 * the catalog's last part where its words are; guests never fetch either.
 */
const ReviewReplyDialog = lazy(() =>
  Promise.all([
    import('#/features/activity/components/review-reply-dialog.tsx'),
    loadPageCatalogs({ wholeCatalog: true }),
  ]).then(([module]) => ({ default: module.ReviewReplyDialog })),
);

/** Under one review: the host's reply if there is one, and the host's own button to reply or edit. */
export function ReviewReplyPart({
  activityId,
  review,
  isHost,
}: {
  activityId: string;
  review: Review;
  isHost: boolean;
}) {
  return (
    <>
      {review.reply && <ReviewReply reply={review.reply} />}
      {isHost && (
        <Suspense fallback={null}>
          <ReviewReplyDialog activityId={activityId} review={review} />
        </Suspense>
      )}
    </>
  );
}

/** The host's reply: 'Response from <host>', its date (and 'edited'), then their words. */
function ReviewReply({ reply }: { reply: Reply }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-2 flex flex-col gap-1 border-primary/40 border-l-2 bg-muted/50 py-2 pr-2 pl-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-sm">{t('reviews.replyFrom', { name: reply.hostName })}</span>
        <span className="text-muted-foreground text-xs">
          <time dateTime={reply.createdAt}>{formatDate(reply.createdAt, i18n.language)}</time>
          {reply.editedAt && ` · ${t('reviews.replyEdited')}`}
        </span>
      </p>
      <p className="whitespace-pre-line break-words text-sm">{reply.body}</p>
    </div>
  );
}
