import type { AdminActivityRow } from '@sortim/contracts/admin';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Star from 'lucide-react/icons/star';
import Ticket from 'lucide-react/icons/ticket';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityCover } from '#/components/activity-card/activity-cover.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import {
  adminActivityState,
  canDelete,
  canToggleFeatured,
} from '#/features/admin/activities/components/activity-state.ts';
import { DeleteAdminActivityDialog } from '#/features/admin/activities/components/delete-admin-activity-dialog.tsx';
import { FeaturedSwitch } from '#/features/admin/activities/components/featured-switch.tsx';
import { AdminCard, AdminCardSkeleton } from '#/features/admin/shared/components/admin-card.tsx';
import { formatDateTime, formatMoney } from '#/lib/format.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

/**
 * One activity for moderation: thumbnail, title (to its page), category, Barcelona start, price, host,
 * spots, where it stands; then Featured and Delete. A row on wide screens, a card on a phone.
 */
export function AdminActivityCard({ activity }: { activity: AdminActivityRow }) {
  const { t, i18n } = useTranslation();
  const taxonomy = useTaxonomyText();
  const titleId = useId();
  const state = adminActivityState(activity);

  return (
    <AdminCard shape="row" labelledBy={titleId}>
      <div className="flex min-w-0 flex-1 gap-4 p-4">
        <ActivityCover
          src={activity.thumbnailUrl}
          alt=""
          thumbnail
          className="shrink-0 self-start rounded-lg"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
              {taxonomy.category(activity.category)}
            </p>
            <Badge
              variant={
                state === 'cancelled' ? 'destructive' : state === 'published' ? 'outline' : 'secondary'
              }
            >
              {t(`adminActivities.card.status.${state}`)}
            </Badge>
            {activity.featured && (
              <Badge variant="accent">
                <Star aria-hidden />
                {t('adminActivities.card.featured')}
              </Badge>
            )}
          </div>
          <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug sm:text-lg">
            <Link
              to={`/activity/${activity.id}`}
              className="rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
            >
              {activity.title}
            </Link>
          </h3>
          <ul className="flex flex-col gap-1 text-muted-foreground text-sm sm:flex-row sm:flex-wrap sm:gap-x-4">
            <Fact icon={CalendarDays}>
              <time dateTime={activity.startTime} className="tabular-nums">
                {formatDateTime(activity.startTime, i18n.language, activity.timeZone)}
              </time>
            </Fact>
            <Fact icon={UserRound}>{t('adminActivities.card.hostedBy', { name: activity.hostName })}</Fact>
            <Fact icon={Users}>
              <span className="tabular-nums">
                {t('adminActivities.card.spots', {
                  spots: activity.spotsRemaining,
                  capacity: activity.capacity,
                })}
              </span>
            </Fact>
            <Fact icon={Ticket}>
              <span className="tabular-nums">
                {t('adminActivities.card.paidBookings', { count: activity.paidBookings })}
              </span>
            </Fact>
          </ul>
          <p className="text-sm">
            {activity.priceCents === 0 ? (
              <span className="font-semibold">{t('adminActivities.card.free')}</span>
            ) : (
              <>
                <span className="font-semibold tabular-nums">
                  {formatMoney(activity.priceCents, i18n.language)}
                </span>{' '}
                <span className="text-muted-foreground">{t('adminActivities.card.perPerson')}</span>
              </>
            )}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t px-4 py-3 lg:w-52 lg:flex-col lg:items-start lg:justify-center lg:border-t-0 lg:border-l">
        <FeaturedSwitch activity={activity} disabled={!canToggleFeatured(activity, state)} />
        {canDelete(activity, state) && <DeleteAdminActivityDialog activity={activity} />}
      </div>
    </AdminCard>
  );
}

function Fact({ icon: Icon, children }: { icon: typeof CalendarDays; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-1.5">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0">{children}</span>
    </li>
  );
}

export function AdminActivityCardSkeleton() {
  return (
    <AdminCardSkeleton shape="row">
      <div className="flex flex-1 gap-4 p-4">
        <Skeleton rounded="lg" className="aspect-[4/3] w-24 shrink-0 sm:w-36" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t px-4 py-3 lg:w-52 lg:flex-col lg:items-start lg:justify-center lg:border-t-0 lg:border-l">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-9 w-24" />
      </div>
    </AdminCardSkeleton>
  );
}
