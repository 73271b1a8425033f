import type { AdminUserRow } from '@sortim/contracts/admin';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import Ticket from 'lucide-react/icons/ticket';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#/components/ui/badge.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { AdminCard, AdminCardSkeleton } from '#/features/admin/shared/components/admin-card.tsx';
import { DeleteUserDialog } from '#/features/admin/users/components/delete-user-dialog.tsx';
import { ActivityBadge, RoleBadges } from '#/features/admin/users/components/user-badges.tsx';
import { UserDetailsDialog } from '#/features/admin/users/components/user-details-dialog.tsx';
import { UserRolesDialog } from '#/features/admin/users/components/user-roles-dialog.tsx';
import { formatDay } from '#/lib/format.ts';
import { useMe } from '#/lib/session.ts';

/**
 * One account in the list: who, where, which roles, how active, since when and how much they book, with
 * View, Roles and Delete. Each button's name adds the person's ('View Ana García') after its visible word,
 * so a screen reader's list of buttons tells the cards apart. The admin's own card says 'You' and has no
 * Delete (the server refuses it too).
 */
export function UserCard({ user }: { user: AdminUserRow }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const isSelf = useMe().user?.id === user.id;

  return (
    <AdminCard shape="person" labelledBy={nameId}>
      <div className="flex items-start gap-3">
        <UserAvatar name={user.displayName} src={user.avatarUrl} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex items-center gap-2">
            <h3 id={nameId} className="truncate font-semibold text-base leading-snug">
              {user.displayName}
            </h3>
            {isSelf && (
              <Badge variant="plain" className="text-muted-foreground">
                {t('adminUsers.card.you')}
              </Badge>
            )}
          </div>
          <p className="truncate text-muted-foreground text-sm" title={user.email}>
            {user.email}
          </p>
          <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{user.city ?? t('adminUsers.card.noCity')}</span>
          </p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-1.5">
        <RoleBadges roles={user.roles} />
        <ActivityBadge badge={user.badge} />
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <CalendarDays aria-hidden className="size-3.5 shrink-0" />
          {t('adminUsers.card.joined')}
        </dt>
        <dd className="text-right tabular-nums">{formatDay(user.createdAt, i18n.language)}</dd>
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <Ticket aria-hidden className="size-3.5 shrink-0" />
          {t('adminUsers.card.bookings')}
        </dt>
        <dd className="text-right tabular-nums">
          {t('adminUsers.card.bookingCounts', { total: user.totalBookings, paid: user.paidBookings })}
        </dd>
        {user.activitiesHosted > 0 && (
          <>
            <dt className="pl-5 text-muted-foreground">{t('adminUsers.card.hosted')}</dt>
            <dd className="text-right tabular-nums">{user.activitiesHosted}</dd>
          </>
        )}
      </dl>

      <div className="mt-auto flex gap-2 border-t pt-3">
        <UserDetailsDialog user={user} />
        <UserRolesDialog user={user} isSelf={isSelf} />
        {!isSelf && <DeleteUserDialog user={user} />}
      </div>
    </AdminCard>
  );
}

export function UserCardSkeleton() {
  return (
    <AdminCardSkeleton shape="person">
      <div className="flex items-start gap-3">
        <Skeleton rounded="full" className="size-12" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-44" />
          <Skeleton className="h-3 w-20" />
        </div>
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-14" />
        <Skeleton className="h-5 w-20" />
      </div>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-full" />
      </div>
      <div className="flex gap-2 border-t pt-3">
        <Skeleton className="h-8 flex-1" />
        <Skeleton className="h-8 flex-1" />
        <Skeleton className="h-8 flex-1" />
      </div>
    </AdminCardSkeleton>
  );
}
