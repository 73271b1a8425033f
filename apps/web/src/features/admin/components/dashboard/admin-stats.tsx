import type { AdminDashboardStats } from '@sortim/contracts/admin';
import { CalendarDays, ClipboardCheck, ClipboardList, Star, Ticket, Users } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { formatRating } from '#/lib/format.ts';

type Icon = React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** The six numbers of /admin, each with a line saying what it counts. */
export function AdminStats({ stats }: { stats: AdminDashboardStats }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => value.toLocaleString(i18n.language);
  return (
    <StatsSection>
      <Stat
        icon={Users}
        label={t('adminDashboard.stats.totalUsers')}
        value={count(stats.totalUsers)}
        hint={t('adminDashboard.stats.totalUsersHint')}
      />
      <Stat
        icon={Ticket}
        label={t('adminDashboard.stats.totalBookings')}
        value={count(stats.totalBookings)}
        hint={t('adminDashboard.stats.totalBookingsHint')}
      />
      <Stat
        icon={CalendarDays}
        label={t('adminDashboard.stats.totalActivities')}
        value={count(stats.totalActivities)}
        hint={t('adminDashboard.stats.totalActivitiesHint')}
      />
      <Stat
        icon={Star}
        label={t('adminDashboard.stats.averageRating')}
        value={stats.averageRating === null ? '—' : formatRating(stats.averageRating, i18n.language)}
        hint={
          stats.averageRating === null
            ? t('adminDashboard.stats.noRating')
            : t('adminDashboard.stats.averageRatingHint')
        }
      />
      <Stat
        icon={ClipboardList}
        label={t('adminDashboard.stats.pendingApplications')}
        value={count(stats.pendingApplications)}
        hint={t('adminDashboard.stats.pendingApplicationsHint')}
      />
      <Stat
        icon={ClipboardCheck}
        label={t('adminDashboard.stats.allApplications')}
        value={count(stats.allApplications)}
        hint={t('adminDashboard.stats.allApplicationsHint')}
      />
    </StatsSection>
  );
}

function StatsSection({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('adminDashboard.stats.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-3">{children}</dl>
    </section>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: Icon;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm md:p-5">
      <dt className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
        <Icon aria-hidden className="size-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="font-bold text-2xl tabular-nums md:text-3xl">{value}</dd>
      <dd className="text-muted-foreground text-xs">{hint}</dd>
    </div>
  );
}

export function AdminStatsSkeleton() {
  return (
    <div aria-hidden className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-3">
      {['users', 'bookings', 'activities', 'rating', 'pending', 'applications'].map((stat) => (
        <div key={stat} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm md:p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-3 w-28" />
        </div>
      ))}
    </div>
  );
}
