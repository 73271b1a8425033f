import type { HostGuestTotals } from '@sortim/contracts/host-guests';
import type { LucideIcon } from 'lucide-react';
import Clock from 'lucide-react/icons/clock';
import DoorOpen from 'lucide-react/icons/door-open';
import Ticket from 'lucide-react/icons/ticket';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '#/lib/format.ts';

/**
 * The roster's three numbers: seats sold, how many of them are in, and people on the waitlist. Three
 * across at every width, compact on a phone (the hints from 640 px), so the guests start on the first
 * screen of a phone at the door.
 */
export function RosterTotals({ totals }: { totals: HostGuestTotals }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('activityGuests.totals.label')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        <Total
          icon={Ticket}
          label={t('activityGuests.totals.seatsSold')}
          value={count(totals.seatsSold)}
          hint={t('activityGuests.totals.seatsSoldHint')}
        />
        <Total
          icon={DoorOpen}
          label={t('activityGuests.totals.checkedIn')}
          value={count(totals.checkedIn)}
          hint={t('activityGuests.totals.checkedInHint')}
        />
        <Total
          icon={Clock}
          label={t('activityGuests.totals.waitlist')}
          value={count(totals.waitlist)}
          hint={t('activityGuests.totals.waitlistHint')}
        />
      </dl>
    </section>
  );
}

function Total({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4 md:p-5">
      <dt className="flex items-start gap-1.5 font-medium text-muted-foreground text-xs leading-tight sm:items-center sm:gap-2 sm:text-sm">
        <Icon aria-hidden className="size-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="font-bold text-2xl tabular-nums md:text-3xl">{value}</dd>
      <dd className="hidden text-muted-foreground text-xs sm:block">{hint}</dd>
    </div>
  );
}
