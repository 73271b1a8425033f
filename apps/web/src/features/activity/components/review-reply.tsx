import type { Review } from '@sortim/contracts/reviews';
import { lazy, Suspense } from 'react';
import { ReviewReplyNote } from '#/components/review-reply-note.tsx';
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
      {review.reply && <ReviewReplyNote reply={review.reply} />}
      {isHost && (
        <Suspense fallback={null}>
          <ReviewReplyDialog activityId={activityId} review={review} />
        </Suspense>
      )}
    </>
  );
}
