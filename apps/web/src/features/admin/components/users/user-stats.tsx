import type { AdminUserStats } from '@sortim/contracts/admin';
import { BadgeCheck, RotateCw, UserPlus, Users, Zap } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useAdminUserStats } from '#/features/admin/api/users-stats.ts';

type Icon = React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/**
 * The four numbers above the list. They come from their own request: when it fails the cards give way
 * to a quiet line with Retry and the list below carries on (spec).
 */
export function UserStats() {
  const { t } = useTranslation();
  const headingId = useId();
  const stats = useAdminUserStats();

  return (
    <section aria-labelledby={headingId} aria-busy={stats.isPending}>
      <h2 id={headingId} className="sr-only">
        {t('adminUsers.stats.label')}
      </h2>
      {stats.isPending ? (
        <UserStatsSkeleton />
      ) : stats.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed px-4 py-3 text-muted-foreground text-sm">
          <p>{t('adminUsers.stats.loadError')}</p>
          <Button variant="ghost" size="sm" onClick={() => stats.refetch()} disabled={stats.isFetching}>
            <RotateCw aria-hidden className={stats.isFetching ? 'motion-safe:animate-spin' : undefined} />
            {t('adminUsers.retry')}
          </Button>
        </div>
      ) : (
        <StatCards stats={stats.data} />
      )}
    </section>
  );
}

function StatCards({ stats }: { stats: AdminUserStats }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
      <Stat
        icon={Users}
        label={t('adminUsers.stats.total')}
        value={stats.total}
        hint={t('adminUsers.stats.totalHint')}
      />
      <Stat
        icon={Zap}
        label={t('adminUsers.stats.active')}
        value={stats.active30d}
        hint={t('adminUsers.stats.activeHint')}
      />
      <Stat
        icon={BadgeCheck}
        label={t('adminUsers.stats.verifiedHosts')}
        value={stats.verifiedHosts}
        hint={t('adminUsers.stats.verifiedHostsHint')}
      />
      <Stat
        icon={UserPlus}
        label={t('adminUsers.stats.new')}
        value={stats.new30d}
        hint={t('adminUsers.stats.newHint')}
      />
    </dl>
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
  value: number;
  hint: string;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm md:p-5">
      <dt className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
        <Icon aria-hidden className="size-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="font-bold text-2xl tabular-nums md:text-3xl">{value.toLocaleString(i18n.language)}</dd>
      <dd className="text-muted-foreground text-xs">{hint}</dd>
    </div>
  );
}

function UserStatsSkeleton() {
  return (
    <div aria-hidden className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
      {['total', 'active', 'verified', 'new'].map((stat) => (
        <div key={stat} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm md:p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-3 w-28" />
        </div>
      ))}
    </div>
  );
}
