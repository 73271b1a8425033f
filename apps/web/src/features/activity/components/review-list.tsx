import type { Review } from '@sortim/contracts/reviews';
import { useTranslation } from 'react-i18next';
import { ReviewItem } from '#/components/review-item.tsx';

/** The reviews as the server orders them: newest first. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <ul aria-label={t('reviews.listLabel')} className="flex flex-col divide-y">
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} className="first:pt-0 last:pb-0" />
      ))}
    </ul>
  );
}
