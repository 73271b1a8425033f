import type { ReviewSummary, ReviewViewer } from '@sortim/contracts/reviews';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from 'react-intersection-observer';
import { StarRating } from '#/components/star-rating.tsx';
import { Separator } from '#/components/ui/separator.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useReviews } from '#/features/activity/api/get-reviews.ts';
import { ReviewList } from '#/features/activity/components/review-list.tsx';
import { formatRating } from '#/lib/format.ts';
import { isAdmin, useMe } from '#/lib/session.ts';

/**
 * The form (react-hook-form, the contract's schema: some 40 kB) loads when its place scrolls near, after the
 * reviews have answered: the activity page paints without it, and a visitor who reads the top of the page
 * and leaves never downloads it.
 */
const ReviewForm = lazy(() =>
  import('#/features/activity/components/review-form.tsx').then((module) => ({ default: module.ReviewForm })),
);

/**
 * Average and count, the form, then the reviews newest first (spec §2). The form shows where a review can be
 * accepted: to anonymous visitors (who are asked to log in) and to attendees who have not reviewed yet.
 * `scrollOnLoad` (a link to `#reviews`, like My Bookings' 'Leave a Review') brings the section into view once
 * the reviews have answered: the browser's own jump to the hash came before the section existed.
 */
export function ReviewsSection({
  activityId,
  scrollOnLoad = false,
}: {
  activityId: string;
  scrollOnLoad?: boolean;
}) {
  const { t } = useTranslation();
  const query = useReviews(activityId);
  const admin = isAdmin(useMe());
  const section = useRef<HTMLElement>(null);
  const scrolled = useRef(false);

  useEffect(() => {
    if (!scrollOnLoad || query.isPending || scrolled.current) return;
    scrolled.current = true;
    section.current?.scrollIntoView({ block: 'start' });
  }, [scrollOnLoad, query.isPending]);

  return (
    <section
      ref={section}
      id="reviews"
      aria-labelledby="reviews-title"
      className="flex scroll-mt-24 flex-col gap-6 rounded-xl border bg-card p-6 shadow-sm"
    >
      <div className="flex flex-col gap-2">
        <h2 id="reviews-title" className="font-semibold text-xl">
          {t('reviews.title')}
        </h2>
        {query.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('reviews.loading')}>
            <Skeleton className="h-5 w-40" />
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t('reviews.loadError')}
          </p>
        ) : (
          <Summary summary={query.data.summary} />
        )}
      </div>
      {query.isSuccess && <ReviewFormSlot activityId={activityId} viewer={query.data.viewer} />}
      {query.isPending ? (
        <ReviewsSkeleton />
      ) : (
        query.isSuccess &&
        query.data.items.length > 0 && (
          <>
            <Separator />
            <ReviewList
              activityId={activityId}
              reviews={query.data.items}
              isHost={query.data.viewer?.isHost ?? false}
              ownReviewId={query.data.viewer?.ownReviewId ?? null}
              canRemoveReplies={admin}
            />
          </>
        )
      )}
    </section>
  );
}

/** How far below the screen the form's place starts loading it: about a phone's screen ahead of the reader. */
const FORM_NEAR = '800px 0px';

function ReviewFormSlot({ activityId, viewer }: { activityId: string; viewer: ReviewViewer | null }) {
  const { t } = useTranslation();
  // Without IntersectionObserver (an old browser, the tests' DOM), the form loads at once.
  const { ref, inView: near } = useInView({
    triggerOnce: true,
    rootMargin: FORM_NEAR,
    initialInView: typeof IntersectionObserver === 'undefined',
  });
  if (viewer === null || (viewer.attended && viewer.ownReviewId === null)) {
    if (!near) return <Skeleton ref={ref} aria-hidden className="h-40 w-full" />;
    return (
      <Suspense
        fallback={
          <div role="status" aria-busy="true" aria-label={t('reviews.loading')}>
            <Skeleton className="h-40 w-full" />
          </div>
        }
      >
        <ReviewForm activityId={activityId} />
      </Suspense>
    );
  }
  return (
    <p className="text-muted-foreground text-sm">
      {viewer.ownReviewId !== null ? t('reviews.reviewed') : t('reviews.attendToReview')}
    </p>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const { t, i18n } = useTranslation();
  if (summary.average === null || summary.count === 0) {
    return <p className="text-muted-foreground">{t('reviews.none')}</p>;
  }
  const average = formatRating(summary.average, i18n.language);
  return (
    <p className="flex flex-wrap items-center gap-2">
      <StarRating value={summary.average} label={t('reviews.averageStars', { average })} />
      <span className="font-medium tabular-nums">
        {t('reviews.summary', { average, count: summary.count })}
      </span>
    </p>
  );
}

function ReviewsSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4">
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton rounded="full" className="size-10" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
