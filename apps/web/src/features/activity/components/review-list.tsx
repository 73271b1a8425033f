import type { Review } from '@sortim/contracts/reviews';
import { useTranslation } from 'react-i18next';
import { StarRating } from '#/components/star-rating.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { formatDate } from '#/lib/format.ts';

/** The reviews as the server orders them: newest first. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t, i18n } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <ul aria-label={t('reviews.listLabel')} className="flex flex-col divide-y">
      {reviews.map((review) => (
        <li key={review.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
          <UserAvatar name={review.author.displayName} src={review.author.avatarUrl} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{review.author.displayName}</span>
              <time dateTime={review.createdAt} className="text-muted-foreground text-sm">
                {formatDate(review.createdAt, i18n.language)}
              </time>
            </div>
            <StarRating value={review.rating} label={t('reviews.stars', { count: review.rating })} />
            {review.comment && <p className="whitespace-pre-line break-words">{review.comment}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
