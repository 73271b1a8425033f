import type { HostDashboard } from '@sortim/contracts/host-dashboard';
import CalendarDays from 'lucide-react/icons/calendar-days';
import DoorOpen from 'lucide-react/icons/door-open';
import Euro from 'lucide-react/icons/euro';
import Star from 'lucide-react/icons/star';
import Ticket from 'lucide-react/icons/ticket';
import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid, StatGridSkeleton } from '#/components/stat-card.tsx';
import { formatCount, formatRating, formatWholeEuros, formatWholePercent } from '#/lib/format.ts';

/** The five numbers, each with a line saying what it counts. */
export function DashboardStats({ stats }: { stats: HostDashboard['stats'] }) {
  const { t, i18n } = useTranslation();
  return (
    <StatGrid label={t('hostDashboard.stats.label')} columns={5}>
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
      <StatCard
        icon={DoorOpen}
        label={t('hostDashboard.stats.checkInRate')}
        value={
          stats.checkIns.seats === 0
            ? '—'
            : formatWholePercent(stats.checkIns.checkedIn / stats.checkIns.seats, i18n.language)
        }
        hint={
          stats.checkIns.seats === 0
            ? t('hostDashboard.stats.noCheckIns')
            : t('hostDashboard.stats.checkInRateHint', {
                in: formatCount(stats.checkIns.checkedIn, i18n.language),
                seats: formatCount(stats.checkIns.seats, i18n.language),
              })
        }
      />
    </StatGrid>
  );
}

export function DashboardStatsSkeleton() {
  return <StatGridSkeleton count={5} columns={5} />;
}
