import type { HostReview } from '@sortim/contracts/host-dashboard';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewItem } from '#/components/review-item.tsx';
import { ReviewReplyNote } from '#/components/review-reply-note.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { ReportButton } from '#/features/reports/components/report-button.tsx';

/** The host's 10 most recent reviews across their activities, newest first, each with the host's reply and 'Report'. */
export function HostReviews({ reviews }: { reviews: HostReview[] }) {
  const { t } = useTranslation();
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
            <ReviewItem key={review.id} review={review}>
              <p className="text-muted-foreground text-sm">
                {t('hostProfile.reviewedActivity', { title: review.activityTitle })}
              </p>
              {review.reply && <ReviewReplyNote reply={review.reply} />}
              <ReportButton
                targetType="review"
                targetId={review.id}
                itemName={t('reports.itemName.review', { name: review.author.displayName })}
                className="-ml-2.5 self-start"
              />
            </ReviewItem>
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
          <Skeleton rounded="full" className="size-10 shrink-0" />
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
