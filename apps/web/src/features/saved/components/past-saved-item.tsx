import type { ActivityCard } from '@sortim/contracts/activities';
import { cardImageUrl } from '@sortim/contracts/first-reads';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityCover } from '#/components/activity-card/activity-cover.tsx';
import { SaveHeart } from '#/components/save-heart.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { formatActivityDate } from '#/lib/format.ts';

/**
 * A saved activity that has taken place or was cancelled: greyed, a row rather than a card (nothing to
 * book, so no price or 'Join now'), with its date, what became of it and the heart to let it go.
 */
export function PastSavedItem({ activity }: { activity: ActivityCard }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const cancelled = activity.state === 'cancelled';

  return (
    <article
      aria-labelledby={titleId}
      className="flex items-center gap-3 rounded-xl border bg-muted/40 p-3 text-muted-foreground sm:gap-4"
    >
      <ActivityCover
        src={cardImageUrl(activity)}
        alt=""
        thumbnail
        className="shrink-0 rounded-lg opacity-60 grayscale"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug">
          <Link
            to={`/activity/${activity.id}`}
            className="rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
          >
            {activity.title}
          </Link>
        </h3>
        <p className="flex items-start gap-1.5 text-sm">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="tabular-nums">
            {formatActivityDate(activity.startTime, activity.endTime, i18n.language, activity.timeZone)}
          </span>
        </p>
        <Badge variant="secondary" className="w-fit">
          {cancelled ? t('activityCard.cancelled') : t('saved.tookPlace')}
        </Badge>
      </div>
      <SaveHeart activityId={activity.id} describedBy={titleId} overlay className="shrink-0 self-start" />
    </article>
  );
}
