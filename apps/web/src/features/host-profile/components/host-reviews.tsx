import type { HostReview } from '@sortim/contracts/hosting';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarRating } from '#/components/star-rating.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { formatDate } from '#/lib/format.ts';

/** The host's 10 most recent reviews across their activities, newest first. */
export function HostReviews({ reviews }: { reviews: HostReview[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-semibold text-xl">
        {t('hostProfile.reviewsTitle')}
      </h2>
      {reviews.length === 0 ? (
        <p className="text-muted-foreground">{t('hostProfile.reviewsEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-xl border px-4 md:px-6">
          {reviews.map((review) => (
            <li key={review.id} className="flex gap-3 py-4">
              <UserAvatar name={review.author.displayName} src={review.author.avatarUrl} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{review.author.displayName}</span>
                  <time dateTime={review.createdAt} className="text-muted-foreground text-sm">
                    {formatDate(review.createdAt, i18n.language)}
                  </time>
                </div>
                <StarRating value={review.rating} label={t('hostProfile.stars', { count: review.rating })} />
                {review.comment && <p className="whitespace-pre-line break-words">{review.comment}</p>}
                <p className="text-muted-foreground text-sm">
                  {t('hostProfile.reviewedActivity', { title: review.activityTitle })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HostReviewsSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4">
      <Skeleton className="h-7 w-40" />
      {[1, 2, 3].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
