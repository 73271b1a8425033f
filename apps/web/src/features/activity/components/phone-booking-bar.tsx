import type { ActivityDetail } from '@sortim/contracts/activities';
import Star from 'lucide-react/icons/star';
import TicketIcon from 'lucide-react/icons/ticket';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CLOSED_STATE_LABEL } from '#/components/activity-card/activity-facts.ts';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useReviews } from '#/features/activity/api/get-reviews.ts';
import { PARTY_SIZE_ID } from '#/features/activity/components/book-now-form.tsx';
import { WaitlistToggle } from '#/features/activity/components/waitlist-toggle.tsx';
import { useBookingAction } from '#/features/activity/hooks/use-booking-action.ts';

/**
 * Below 1024 px the booking card comes after the gallery and the description, so the price per person and
 * the booking panel's primary action also sit in a bar fixed to the bottom of the screen (as Airbnb's does;
 * the tab bar steps aside for it, mobile-nav.tsx). Book Now takes the guest to the panel's party (then
 * its own Book Now checks out); the waitlist toggle acts at once, as in the panel. Once booked, the bar
 * offers what comes next: 'Show tickets' until the activity ends, then 'Write a review' (or says it has
 * ended). A started or cancelled activity the caller has not booked has nothing to do, so it has no bar; a
 * date a private group took says so, with nothing to press (no waitlist: the date will not free up).
 * The page ends lower while the bar is there (styles.css, `[data-booking-bar]`), so it covers nothing.
 */
export function PhoneBookingBar({ activity, price }: { activity: ActivityDetail; price: string }) {
  const { t } = useTranslation();
  const { signedIn, state, action, bookingId } = useBookingAction(activity);
  const privately = activity.state === 'booked-privately';
  if (action === 'closed' && !privately) return null;

  const detail =
    activity.state === 'bookable'
      ? t('activity.spotsAvailable', { count: activity.spotsRemaining })
      : activity.state === 'sold-out' || activity.state === 'waitlist-only' || privately
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
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur"
    >
      <div className="page-container flex h-18 items-center justify-between gap-4">
        <div className="flex min-w-0 flex-col">
          <p className="truncate">
            <span className="font-bold text-lg tabular-nums">{price}</span>{' '}
            {activity.priceCents > 0 && (
              <span className="text-muted-foreground text-sm">{t('activityCard.perPerson')}</span>
            )}
          </p>
          {detail && action !== 'booked' && (
            <p className="truncate text-muted-foreground text-sm">{detail}</p>
          )}
        </div>
        <div className="w-40 shrink-0">
          {state === null ? (
            <Skeleton className="h-10 w-full" />
          ) : action === 'closed' ? null : action === 'booked' && bookingId ? (
            <BookedAction activity={activity} bookingId={bookingId} />
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

/**
 * What a guest who booked does next: their tickets until the activity ends (the door may ask for them while
 * it runs); afterwards a review, if they attended and have not written one (the reviews' own rule), else
 * the plain fact that it has ended. A cancelled activity says so.
 */
function BookedAction({
  activity,
  bookingId,
}: {
  activity: Pick<ActivityDetail, 'id' | 'state' | 'endTime'>;
  bookingId: string;
}) {
  const { t } = useTranslation();
  const reviews = useReviews(activity.id);
  const ended = Date.parse(activity.endTime) <= Date.now();

  if (activity.state === 'cancelled') {
    return <p className="text-end text-muted-foreground text-sm">{t(CLOSED_STATE_LABEL.cancelled)}</p>;
  }
  if (!ended) {
    return (
      <Button asChild className="w-full">
        <Link to={`/tickets/${encodeURIComponent(bookingId)}`}>
          <TicketIcon aria-hidden />
          {t('activity.showTickets')}
        </Link>
      </Button>
    );
  }
  const viewer = reviews.data?.viewer;
  if (viewer?.attended && viewer.ownReviewId === null) {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link to={{ hash: '#reviews' }} onClick={toReviews}>
          <Star aria-hidden />
          {t('activity.writeReview')}
        </Link>
      </Button>
    );
  }
  if (reviews.isPending) return <Skeleton className="h-10 w-full" />;
  return <p className="text-end text-muted-foreground text-sm">{t('activity.ended')}</p>;
}

/** To the reviews section (its form), in place: the heading takes focus, so the next Tab is the form's. */
function toReviews(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById('reviews');
  const heading = document.getElementById('reviews-title');
  if (!section || !heading) return;
  event.preventDefault();
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
