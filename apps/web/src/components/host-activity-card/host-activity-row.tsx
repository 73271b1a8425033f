import { cardImageUrl } from '@sortim/contracts/first-reads';
import type { HostActivity } from '@sortim/contracts/hosting';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_ACTIVITY_IMAGE } from '#/components/activity-card/activity-facts.ts';
import { useHostActivityCount } from '#/components/host-activity-card/host-activity-facts.ts';
import {
  HostActivityActions,
  HostActivityStateBadge,
  HostActivityTitle,
} from '#/components/host-activity-card/host-activity-parts.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { formatActivityDate } from '#/lib/format.ts';
import { isAdmin, useMe } from '#/lib/session.ts';

/**
 * One of a host's activities as a compact row, for phones (My Activities, the dashboard): a small
 * thumbnail, the title, the date, booked of capacity (or, once it has started, how many attended), then
 * Guests, Edit, Duplicate and Delete as the card offers them. Seven rows fit where two cards did.
 */
export function HostActivityRow({ activity }: { activity: HostActivity }) {
  const { t, i18n } = useTranslation();
  const showHost = isAdmin(useMe());
  const titleId = useId();
  const count = useHostActivityCount(activity, 'booked');

  return (
    <article aria-labelledby={titleId} className="rounded-xl border bg-card text-card-foreground shadow-sm">
      <div className="flex gap-3 p-3">
        <img
          src={cardImageUrl(activity) ?? FALLBACK_ACTIVITY_IMAGE}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 shrink-0 rounded-lg bg-muted object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug">
            <HostActivityTitle activity={activity} />
          </h3>
          <p className="text-muted-foreground text-sm tabular-nums">
            {formatActivityDate(activity.startTime, activity.endTime, i18n.language, activity.timeZone)}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm tabular-nums">
            {count && <span>{count}</span>}
            <HostActivityStateBadge activity={activity} />
            {activity.savedCount > 0 && (
              <span className="text-muted-foreground">
                {t('myActivities.card.savedBy', { count: activity.savedCount })}
              </span>
            )}
          </p>
          {showHost && (
            <p className="text-muted-foreground text-xs">
              {t('myActivities.card.hostedBy', { name: activity.hostName })}
            </p>
          )}
        </div>
      </div>
      <div className="grid auto-cols-fr grid-flow-col gap-1.5 border-t p-2">
        <HostActivityActions activity={activity} layout="row" />
      </div>
    </article>
  );
}

export function HostActivityRowSkeleton() {
  return (
    <div aria-hidden className="flex flex-col rounded-xl border bg-card shadow-sm">
      <div className="flex gap-3 p-3">
        <Skeleton className="size-16 shrink-0" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <div className="flex gap-1.5 border-t p-2">
        <Skeleton className="h-11 flex-1" />
        <Skeleton className="h-11 flex-1" />
        <Skeleton className="h-11 flex-1" />
      </div>
    </div>
  );
}
