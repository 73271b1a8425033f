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

/** An admin's 'Remove reply' and its confirmation: loaded for admins only, like the host's form. */
const RemoveReplyDialog = lazy(() =>
  Promise.all([
    import('#/features/activity/components/remove-reply-dialog.tsx'),
    loadPageCatalogs({ wholeCatalog: true }),
  ]).then(([module]) => ({ default: module.RemoveReplyDialog })),
);

/**
 * Under one review: the host's reply if there is one, the host's own button to reply or edit, and an
 * admin's button to remove the reply.
 */
export function ReviewReplyPart({
  activityId,
  review,
  isHost,
  canRemove = false,
}: {
  activityId: string;
  review: Review;
  isHost: boolean;
  canRemove?: boolean;
}) {
  return (
    <>
      {review.reply && <ReviewReplyNote reply={review.reply} />}
      {canRemove && review.reply && (
        <Suspense fallback={null}>
          <RemoveReplyDialog activityId={activityId} review={review} reply={review.reply} />
        </Suspense>
      )}
      {isHost && (
        <Suspense fallback={null}>
          <ReviewReplyDialog activityId={activityId} review={review} />
        </Suspense>
      )}
    </>
  );
}
