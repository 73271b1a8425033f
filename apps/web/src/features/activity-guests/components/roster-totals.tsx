import type { HostGuestTotals } from '@sortim/contracts/host-guests';
import Clock from 'lucide-react/icons/clock';
import DoorOpen from 'lucide-react/icons/door-open';
import Ticket from 'lucide-react/icons/ticket';
import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid } from '#/components/stat-card.tsx';
import { formatCount } from '#/lib/format.ts';

/**
 * The roster's three numbers: seats sold, how many of them are in, and people on the waitlist. Three
 * across at every width, compact on a phone (the hints from 640 px), so the guests start on the first
 * screen of a phone at the door.
 */
export function RosterTotals({ totals }: { totals: HostGuestTotals }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <StatGrid label={t('activityGuests.totals.label')} columns={3} compact>
      <StatCard
        compact
        icon={Ticket}
        label={t('activityGuests.totals.seatsSold')}
        value={count(totals.seatsSold)}
        hint={t('activityGuests.totals.seatsSoldHint')}
      />
      <StatCard
        compact
        icon={DoorOpen}
        label={t('activityGuests.totals.checkedIn')}
        value={count(totals.checkedIn)}
        hint={t('activityGuests.totals.checkedInHint')}
      />
      <StatCard
        compact
        icon={Clock}
        label={t('activityGuests.totals.waitlist')}
        value={count(totals.waitlist)}
        hint={t('activityGuests.totals.waitlistHint')}
      />
    </StatGrid>
  );
}
