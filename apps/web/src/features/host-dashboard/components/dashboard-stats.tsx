import type { HostDashboard } from '@sortim/contracts/hosting';
import { CalendarDays, Euro, Star, Ticket } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { formatRating, formatWholeEuros } from '#/lib/format.ts';

type Icon = React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** The four numbers, each with a line saying what it counts. */
export function DashboardStats({ stats }: { stats: HostDashboard['stats'] }) {
  const { t, i18n } = useTranslation();
  return (
    <StatsGrid>
      <Stat
        icon={CalendarDays}
        label={t('hostDashboard.stats.activities')}
        value={String(stats.activities)}
        hint={t('hostDashboard.stats.activitiesHint')}
      />
      <Stat
        icon={Ticket}
        label={t('hostDashboard.stats.bookings')}
        value={String(stats.bookings)}
        hint={t('hostDashboard.stats.bookingsHint')}
      />
      <Stat
        icon={Euro}
        label={t('hostDashboard.stats.earnings')}
        value={formatWholeEuros(stats.earningsCents, i18n.language)}
        hint={t('hostDashboard.stats.earningsHint')}
      />
      <Stat
        icon={Star}
        label={t('hostDashboard.stats.rating')}
        value={stats.rating === null ? '—' : formatRating(stats.rating, i18n.language)}
        hint={
          stats.reviewCount > 0
            ? t('hostDashboard.stats.ratingHint', { count: stats.reviewCount })
            : t('hostDashboard.stats.noRating')
        }
      />
    </StatsGrid>
  );
}

function StatsGrid({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('hostDashboard.stats.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">{children}</dl>
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
        <Icon aria-hidden className="size-4 text-primary" />
        {label}
      </dt>
      <dd className="font-bold text-2xl tabular-nums md:text-3xl">{value}</dd>
      <dd className="text-muted-foreground text-xs">{hint}</dd>
    </div>
  );
}

export function DashboardStatsSkeleton() {
  return (
    <div aria-hidden className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
      {['activities', 'bookings', 'earnings', 'rating'].map((stat) => (
        <div key={stat} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm md:p-5">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-3 w-28" />
        </div>
      ))}
    </div>
  );
}
