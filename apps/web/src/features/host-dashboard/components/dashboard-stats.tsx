import type { HostDashboard } from '@sortim/contracts/hosting';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Euro from 'lucide-react/icons/euro';
import Star from 'lucide-react/icons/star';
import Ticket from 'lucide-react/icons/ticket';
import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid, StatGridSkeleton } from '#/components/stat-card.tsx';
import { formatCount, formatRating, formatWholeEuros } from '#/lib/format.ts';

/** The four numbers, each with a line saying what it counts. */
export function DashboardStats({ stats }: { stats: HostDashboard['stats'] }) {
  const { t, i18n } = useTranslation();
  return (
    <StatGrid label={t('hostDashboard.stats.label')} columns={4}>
      <StatCard
        icon={CalendarDays}
        label={t('hostDashboard.stats.activities')}
        value={formatCount(stats.activities, i18n.language)}
        hint={t('hostDashboard.stats.activitiesHint')}
      />
      <StatCard
        icon={Ticket}
        label={t('hostDashboard.stats.bookings')}
        value={formatCount(stats.bookings, i18n.language)}
        hint={t('hostDashboard.stats.bookingsHint')}
      />
      <StatCard
        icon={Euro}
        label={t('hostDashboard.stats.earnings')}
        value={formatWholeEuros(stats.earningsCents, i18n.language)}
        hint={t('hostDashboard.stats.earningsHint')}
      />
      <StatCard
        icon={Star}
        label={t('hostDashboard.stats.rating')}
        value={stats.rating === null ? '—' : formatRating(stats.rating, i18n.language)}
        hint={
          stats.reviewCount > 0
            ? t('hostDashboard.stats.ratingHint', { count: stats.reviewCount })
            : t('hostDashboard.stats.noRating')
        }
      />
    </StatGrid>
  );
}

export function DashboardStatsSkeleton() {
  return <StatGridSkeleton count={4} columns={4} />;
}
