import BadgeCheck from 'lucide-react/icons/badge-check';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { StarRating } from '#/components/star-rating.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { formatDay } from '#/lib/format.ts';

type ReviewShape = {
  rating: number;
  comment: string | null;
  createdAt: string;
  author: { displayName: string; avatarUrl: string | null };
  /** Checked in at the door for this activity: 'Attended' beside the name. */
  attended?: boolean;
};

/** One review in a list: author, date, stars and comment; `children` adds a line below (the activity). */
export function ReviewItem({
  review,
  className,
  children,
}: {
  review: ReviewShape;
  className?: string;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className={`flex gap-3 py-4 ${className ?? ''}`}>
      <UserAvatar name={review.author.displayName} src={review.author.avatarUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{review.author.displayName}</span>
            {review.attended && (
              <Badge
                variant="plain"
                className="border-emerald-600/30 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
              >
                <BadgeCheck aria-hidden />
                {t('reviews.attended')}
              </Badge>
            )}
          </span>
          <time dateTime={review.createdAt} className="text-muted-foreground text-sm">
            {formatDay(review.createdAt, i18n.language)}
          </time>
        </div>
        <StarRating value={review.rating} label={t('reviews.stars', { count: review.rating })} />
        {review.comment && <p className="whitespace-pre-line break-words">{review.comment}</p>}
        {children}
      </div>
    </li>
  );
}
