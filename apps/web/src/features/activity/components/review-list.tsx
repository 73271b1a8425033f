import type { Review } from '@sortim/contracts/reviews';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewItem } from '#/components/review-item.tsx';
import { ReportButton } from '#/features/reports/components/report-button.tsx';

/**
 * The host's reply under a review, and for the activity's host 'Reply' / 'Edit reply': fetched only where
 * there is one of those, after the reviews have answered, so the page's first load stays as it was.
 */
const ReviewReplyPart = lazy(() =>
  import('#/features/activity/components/review-reply.tsx').then((module) => ({
    default: module.ReviewReplyPart,
  })),
);

/** The reviews as the server orders them: newest first, each with the host's reply under it and 'Report'. */
export function ReviewList({
  activityId,
  reviews,
  isHost = false,
  ownReviewId = null,
  canRemoveReplies = false,
}: {
  activityId: string;
  reviews: Review[];
  /** The caller hosts the activity: 'Reply' / 'Edit reply' under each review. */
  isHost?: boolean;
  /** The caller's own review: no 'Report' under it (the server refuses reporting one's own). */
  ownReviewId?: string | null;
  /** The caller is an admin: 'Remove reply' under each reply. */
  canRemoveReplies?: boolean;
}) {
  const { t } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <ul aria-label={t('reviews.listLabel')} className="flex flex-col divide-y">
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} className="first:pt-0 last:pb-0">
          {(review.reply || isHost) && (
            <Suspense fallback={null}>
              <ReviewReplyPart
                activityId={activityId}
                review={review}
                isHost={isHost}
                canRemove={canRemoveReplies}
              />
            </Suspense>
          )}
          {review.id !== ownReviewId && (
            <ReportButton
              targetType="review"
              targetId={review.id}
              itemName={t('reports.itemName.review', { name: review.author.displayName })}
              className="-ml-2.5 self-start"
            />
          )}
        </ReviewItem>
      ))}
    </ul>
  );
}
