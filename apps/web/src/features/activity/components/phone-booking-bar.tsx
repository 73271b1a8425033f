import type { ActivityDetail } from '@sortim/contracts/activities';
import { useTranslation } from 'react-i18next';
import { CLOSED_STATE_LABEL } from '#/components/activity-card/activity-facts.ts';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { PARTY_SIZE_ID } from '#/features/activity/components/book-now-form.tsx';
import { WaitlistToggle } from '#/features/activity/components/waitlist-toggle.tsx';
import { useBookingAction } from '#/features/activity/hooks/use-booking-action.ts';
import { cn } from '#/lib/cn.ts';

/**
 * Below 1024 px the booking card comes after the gallery and the description, so the price per person and
 * the booking panel's primary action also sit in a bar fixed to the bottom of the screen, above the tab bar
 * (as Airbnb's does). Book Now takes the guest to the panel's party size (then its own Book Now checks out);
 * the waitlist toggle acts at once, as in the panel; '✓ Booked' is shown as there. A started or cancelled
 * activity has nothing to do, so it has no bar. The page ends lower while the bar is there
 * (styles.css, `[data-booking-bar]`), so it covers nothing.
 */
export function PhoneBookingBar({ activity, price }: { activity: ActivityDetail; price: string }) {
  const { t } = useTranslation();
  const { signedIn, state, action } = useBookingAction(activity);
  if (action === 'closed') return null;

  const detail =
    activity.state === 'bookable'
      ? t('activity.spotsAvailable', { count: activity.spotsRemaining })
      : activity.state === 'sold-out' || activity.state === 'waitlist-only'
        ? t(CLOSED_STATE_LABEL[activity.state])
        : null;

  const toPanel = () => {
    const select = document.getElementById(PARTY_SIZE_ID);
    if (!select) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    select.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'center' });
    select.focus({ preventScroll: true });
  };

  return (
    <section
      aria-label={t('activity.bookingBar')}
      data-booking-bar
      className={cn(
        'fixed inset-x-0 z-30 border-t bg-background/95 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur',
        // The tab bar (mobile-nav.tsx) is there below 768 px for signed-in people only.
        signedIn
          ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))] md:bottom-0 md:pb-[env(safe-area-inset-bottom)]'
          : 'bottom-0 pb-[env(safe-area-inset-bottom)]',
      )}
    >
      <div className="page-container flex h-18 items-center justify-between gap-4">
        <div className="flex min-w-0 flex-col">
          <p className="truncate">
            <span className="font-bold text-lg tabular-nums">{price}</span>{' '}
            <span className="text-muted-foreground text-sm">{t('activityCard.perPerson')}</span>
          </p>
          {detail && <p className="truncate text-muted-foreground text-sm">{detail}</p>}
        </div>
        <div className="w-40 shrink-0">
          {state === null ? (
            <Skeleton className="h-10 w-full" />
          ) : action === 'booked' ? (
            <Button variant="secondary" disabled className="w-full">
              {t('booking.booked')}
            </Button>
          ) : action === 'book' ? (
            <Button className="w-full" onClick={toPanel}>
              {t('activity.bookNow')}
            </Button>
          ) : (
            <WaitlistToggle
              activityId={activity.id}
              signedIn={signedIn}
              onWaitlist={state.onWaitlist}
              compact
            />
          )}
        </div>
      </div>
    </section>
  );
}
