import type { AdminDashboardStats } from '@sortim/contracts/admin';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Star from 'lucide-react/icons/star';
import Ticket from 'lucide-react/icons/ticket';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid, StatGridSkeleton } from '#/components/stat-card.tsx';
import { formatCount, formatRating } from '#/lib/format.ts';

/** The six numbers of /admin, each with a line saying what it counts. */
export function AdminStats({ stats }: { stats: AdminDashboardStats }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <StatGrid label={t('adminDashboard.stats.label')} columns={3}>
      <StatCard
        icon={Users}
        label={t('adminDashboard.stats.totalUsers')}
        value={count(stats.totalUsers)}
        hint={t('adminDashboard.stats.totalUsersHint')}
      />
      <StatCard
        icon={Ticket}
        label={t('adminDashboard.stats.totalBookings')}
        value={count(stats.totalBookings)}
        hint={t('adminDashboard.stats.totalBookingsHint')}
      />
      <StatCard
        icon={CalendarDays}
        label={t('adminDashboard.stats.totalActivities')}
        value={count(stats.totalActivities)}
        hint={t('adminDashboard.stats.totalActivitiesHint')}
      />
      <StatCard
        icon={Star}
        label={t('adminDashboard.stats.averageRating')}
        value={stats.averageRating === null ? '—' : formatRating(stats.averageRating, i18n.language)}
        hint={
          stats.averageRating === null
            ? t('adminDashboard.stats.noRating')
            : t('adminDashboard.stats.averageRatingHint')
        }
      />
      <StatCard
        icon={ClipboardList}
        label={t('adminDashboard.stats.pendingApplications')}
        value={count(stats.pendingApplications)}
        hint={t('adminDashboard.stats.pendingApplicationsHint')}
      />
      <StatCard
        icon={ClipboardCheck}
        label={t('adminDashboard.stats.allApplications')}
        value={count(stats.allApplications)}
        hint={t('adminDashboard.stats.allApplicationsHint')}
      />
    </StatGrid>
  );
}

export function AdminStatsSkeleton() {
  return <StatGridSkeleton count={6} columns={3} />;
}
