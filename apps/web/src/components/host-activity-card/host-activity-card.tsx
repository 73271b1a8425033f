import { cardImageUrl } from '@sortim/contracts/first-reads';
import type { HostActivity } from '@sortim/contracts/hosting';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Heart from 'lucide-react/icons/heart';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityCover } from '#/components/activity-card/activity-cover.tsx';
import { useHostActivityCount } from '#/components/host-activity-card/host-activity-facts.ts';
import {
  HostActivityActions,
  HostActivityStateBadge,
  HostActivityTitle,
} from '#/components/host-activity-card/host-activity-parts.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { formatActivityDate, formatMoney } from '#/lib/format.ts';
import { isAdmin, useMe } from '#/lib/session.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

/**
 * One of a host's activities (My Activities, the host dashboard): cover, title, Barcelona time, price,
 * spots left of the capacity (once it has started: how many attended), how many people saved it (once someone has: 'Saved by N', never who), a
 * Draft or Cancelled badge, and Edit / Duplicate / Delete. Admins, who see everyone's activities, also
 * see whose it is.
 */
export function HostActivityCard({ activity }: { activity: HostActivity }) {
  const { t, i18n } = useTranslation();
  const showHost = isAdmin(useMe());
  const taxonomy = useTaxonomyText();
  const titleId = useId();
  const count = useHostActivityCount(activity, 'left');

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        <ActivityCover src={cardImageUrl(activity)} alt="" />
        <HostActivityStateBadge activity={activity} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {taxonomy.category(activity.category)}
        </p>
        <h3 id={titleId} className="line-clamp-2 font-semibold text-lg leading-snug">
          <HostActivityTitle activity={activity} />
        </h3>
        <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="tabular-nums">
            {formatActivityDate(activity.startTime, activity.endTime, i18n.language, activity.timeZone)}
          </span>
        </p>
        {count && (
          <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
            <Users aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="tabular-nums">{count}</span>
          </p>
        )}
        {activity.savedCount > 0 && (
          <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
            <Heart aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="tabular-nums">
              {t('myActivities.card.savedBy', { count: activity.savedCount })}
            </span>
          </p>
        )}
        {showHost && (
          <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
            <UserRound aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{t('myActivities.card.hostedBy', { name: activity.hostName })}</span>
          </p>
        )}
        <p className="mt-auto pt-1 text-sm">
          {activity.priceCents === 0 && !activity.severalPrices ? (
            <span className="font-semibold text-base">{t('myActivities.card.free')}</span>
          ) : (
            <>
              {/* Several prices (Adult, Child...): the lowest, as guests' cards say it. */}
              {activity.severalPrices && (
                <span className="text-muted-foreground">{t('activityCard.from')} </span>
              )}
              <span className="font-semibold text-base tabular-nums">
                {formatMoney(activity.priceCents, i18n.language)}
              </span>{' '}
              <span className="text-muted-foreground">{t('myActivities.card.perPerson')}</span>
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 border-t p-3">
        <HostActivityActions activity={activity} layout="card" />
      </div>
    </article>
  );
}

export function HostActivityCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <Skeleton rounded="none" className="aspect-[4/3] w-full" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="flex gap-2 border-t p-3">
        <Skeleton className="h-10 flex-1" />
        <Skeleton className="h-10 flex-1" />
        <Skeleton className="h-10 flex-1" />
      </div>
    </div>
  );
}
