import type { ActivityDetail } from '@sortim/contracts/activities';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';

/**
 * The booking area from the data we have: Book Now (checkout arrives with the booking issue, so it is
 * disabled with an honest note), Sold Out, or the host's pending payment setup. The '✓ Booked' state and the
 * waitlist toggle join here with the bookings API.
 */
export function BookingPanel({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  if (!activity.host.payoutsEnabled) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('activity.payoutsPendingTitle')}</p>
          <p className="text-sm">{t('activity.payoutsPendingBody')}</p>
        </div>
      </div>
    );
  }
  if (activity.spotsRemaining <= 0) {
    return (
      <div className="flex flex-col gap-2">
        <Button size="lg" variant="secondary" disabled className="w-full">
          {t('activityCard.soldOut')}
        </Button>
        <p className="text-center text-muted-foreground text-sm">{t('activity.soldOutNote')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" disabled aria-describedby="booking-note" className="w-full">
        {t('activity.bookNow')}
      </Button>
      <p id="booking-note" className="text-center text-muted-foreground text-sm">
        {t('activity.bookingSoon')}
      </p>
    </div>
  );
}
