import type { ActivityDetail } from '@sortim/contracts/activities';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CLOSED_STATE_LABEL } from '#/components/activity-card/activity-facts.ts';
import { Notice } from '#/components/notice.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { BookNowForm } from '#/features/activity/components/book-now-form.tsx';
import { WaitlistToggle } from '#/features/activity/components/waitlist-toggle.tsx';
import { useBookingAction } from '#/features/activity/hooks/use-booking-action.ts';
import { useCheckoutReturn } from '#/features/activity/hooks/use-checkout-return.ts';
import { useStartCheckout } from '#/features/activity/hooks/use-start-checkout.ts';

/**
 * The detail page's booking area (spec §4, 'Detail-page booking state'), by the activity's state and the
 * caller's booking (use-booking-action.ts): '✓ Booked' when the caller has paid; Book Now while bookable (or
 * while a waitlist offer holds a spot); 'Sold Out' with the waitlist toggle; the payment setup warning with
 * the waitlist toggle; and, once started, cancelled or booked privately, that fact with nothing to press.
 */
export function BookingPanel({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const { signedIn, state, offerExpiresAt, action } = useBookingAction(activity);
  const checkout = useStartCheckout(activity, signedIn);
  useCheckoutReturn({
    activityId: activity.id,
    signedIn,
    state,
    hasOffer: offerExpiresAt !== null && action === 'book',
    startCheckout: checkout.start,
  });

  if (state === null) {
    return (
      <div role="status" aria-busy="true" aria-label={t('booking.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }

  if (action === 'booked') {
    return (
      <div className="flex flex-col gap-2">
        <Button size="lg" variant="secondary" disabled className="w-full">
          {t('booking.booked')}
        </Button>
        <Button asChild variant="link" className="self-center">
          <Link to="/bookings">{t('booking.viewBookings')}</Link>
        </Button>
      </div>
    );
  }

  if (action === 'book') {
    // A waitlist offer holds one spot on top of those still for sale.
    const available = activity.spotsRemaining + (offerExpiresAt ? 1 : 0);
    return (
      <BookNowForm
        activity={activity}
        available={Math.max(1, available)}
        offerExpiresAt={offerExpiresAt}
        busy={checkout.busy}
        onBook={(order) => checkout.start(order)}
      />
    );
  }

  if (activity.state === 'booked-privately') {
    return (
      <div className="flex flex-col gap-3">
        <Button size="lg" variant="secondary" disabled className="w-full">
          {t(CLOSED_STATE_LABEL[activity.state])}
        </Button>
        <p className="text-center text-muted-foreground text-sm">{t('activity.bookedPrivatelyNote')}</p>
      </div>
    );
  }

  if (activity.state === 'waitlist-only') {
    return (
      <div className="flex flex-col gap-3">
        <Notice
          tone="warning"
          icon={AlertTriangle}
          title={t('activity.payoutsPendingTitle')}
          body={t('activity.payoutsPendingBody')}
        />
        <WaitlistToggle activityId={activity.id} signedIn={signedIn} onWaitlist={state.onWaitlist} />
      </div>
    );
  }

  if (activity.state === 'started' || activity.state === 'cancelled') {
    return (
      <div className="flex flex-col gap-3">
        <Button size="lg" variant="secondary" disabled className="w-full">
          {t(CLOSED_STATE_LABEL[activity.state])}
        </Button>
        <p className="text-center text-muted-foreground text-sm">
          {activity.state === 'started' ? t('activity.startedNote') : t('activity.cancelledNote')}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" variant="secondary" disabled className="w-full">
        {t('activityCard.soldOut')}
      </Button>
      <p className="text-center text-muted-foreground text-sm">{t('activity.soldOutNote')}</p>
      <WaitlistToggle activityId={activity.id} signedIn={signedIn} onWaitlist={state.onWaitlist} />
    </div>
  );
}
