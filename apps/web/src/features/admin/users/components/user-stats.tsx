import type { AdminUserStats } from '@sortim/contracts/admin';
import BadgeCheck from 'lucide-react/icons/badge-check';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import Zap from 'lucide-react/icons/zap';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#/components/load-error.tsx';
import { StatCard, StatGridSkeleton, StatList } from '#/components/stat-card.tsx';
import { useAdminUserStats } from '#/features/admin/users/api/users-stats.ts';
import { formatCount } from '#/lib/format.ts';

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
        <StatGridSkeleton count={4} columns={4} />
      ) : stats.isError ? (
        <LoadError
          variant="inline"
          title={t('adminUsers.stats.loadError')}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <StatCards stats={stats.data} />
      )}
    </section>
  );
}

function StatCards({ stats }: { stats: AdminUserStats }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <StatList columns={4}>
      <StatCard
        icon={Users}
        label={t('adminUsers.stats.total')}
        value={count(stats.total)}
        hint={t('adminUsers.stats.totalHint')}
      />
      <StatCard
        icon={Zap}
        label={t('adminUsers.stats.active')}
        value={count(stats.active30d)}
        hint={t('adminUsers.stats.activeHint')}
      />
      <StatCard
        icon={BadgeCheck}
        label={t('adminUsers.stats.verifiedHosts')}
        value={count(stats.verifiedHosts)}
        hint={t('adminUsers.stats.verifiedHostsHint')}
      />
      <StatCard
        icon={UserPlus}
        label={t('adminUsers.stats.new')}
        value={count(stats.new30d)}
        hint={t('adminUsers.stats.newHint')}
      />
    </StatList>
  );
}
