import type { MyBooking } from '@sortim/contracts/bookings';
import { cardImageUrl } from '@sortim/contracts/first-reads';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import CircleCheck from 'lucide-react/icons/circle-check';
import CreditCard from 'lucide-react/icons/credit-card';
import MapPin from 'lucide-react/icons/map-pin';
import Share2 from 'lucide-react/icons/share-2';
import TicketIcon from 'lucide-react/icons/ticket';
import Users from 'lucide-react/icons/users';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityCover } from '#/components/activity-card/activity-cover.tsx';
import { Fact, FactList } from '#/components/fact-list.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { bookingCalendarUrl } from '#/features/bookings/api/booking-calendar.ts';
import { formatActivityDate, formatMoney } from '#/lib/format.ts';
import { shareLink } from '#/lib/share-link.ts';
import { toast } from '#/lib/toast.ts';

const HEADING_ID = 'booking-confirmation-title';

/**
 * The moment after paying, on top of My Bookings: 'Booking confirmed! Payment successful.' (the spec's copy)
 * over what was booked (the activity's picture and title, Barcelona date and time, meeting point, party and
 * amount paid) and what to do next: 'Show tickets', 'Add to calendar' (the booking's .ics) and 'Share' (the
 * activity's page). Its heading takes focus when it appears, so a screen reader says it as the toast did
 * (no ring: it is not a control, and the keyboard's next Tab goes on from it).
 * Dismissed with the close button; the list below holds the same booking.
 */
export function BookingConfirmation({ booking, onDismiss }: { booking: MyBooking; onDismiss: () => void }) {
  const { t, i18n } = useTranslation();
  const { activity } = booking;
  const heading = useRef<HTMLHeadingElement>(null);
  const place = [activity.locationName, activity.address].filter(Boolean).join(', ');

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);

  const share = async () => {
    const outcome = await shareLink({
      title: activity.title,
      url: `${window.location.origin}/activity/${activity.id}`,
    });
    if (outcome === 'copied') toast.success(t('myBookings.confirmation.linkCopied'));
    if (outcome === 'failed') toast.error(t('errors.generic'));
  };

  return (
    <ConfirmationFrame>
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <h2
          ref={heading}
          id={HEADING_ID}
          tabIndex={-1}
          className="flex-1 font-semibold text-lg leading-snug outline-none"
        >
          {t('myBookings.bookingConfirmed')}
        </h2>
        <Button variant="ghost" size="icon" shape="pill" className="-mt-2 -mr-2" onClick={onDismiss}>
          <X aria-hidden />
          <span className="sr-only">{t('myBookings.confirmation.dismiss')}</span>
        </Button>
      </div>
      <div className="flex gap-4">
        <Link
          to={`/activity/${activity.id}`}
          tabIndex={-1}
          aria-hidden
          className="w-24 shrink-0 self-start overflow-hidden rounded-lg sm:w-40"
        >
          <ActivityCover src={cardImageUrl(activity)} alt="" priority />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <p className="line-clamp-2 font-semibold text-base sm:text-lg">
            <Link
              to={`/activity/${activity.id}`}
              className="rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
            >
              {activity.title}
            </Link>
          </p>
          <FactList className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact icon={CalendarDays} label={t('myBookings.when')} className="col-span-2">
              <span className="tabular-nums">
                {formatActivityDate(activity.startTime, activity.endTime, i18n.language, activity.timeZone)}
              </span>
            </Fact>
            {place && (
              <Fact icon={MapPin} label={t('myBookings.confirmation.where')} className="col-span-2">
                {place}
              </Fact>
            )}
            <Fact icon={Users} label={t('myBookings.confirmation.party')}>
              <span className="tabular-nums">{t('myBookings.people', { count: booking.spots })}</span>
            </Fact>
            <Fact icon={CreditCard} label={t('myBookings.confirmation.amount')}>
              <span className="tabular-nums">
                {booking.amountCents === 0
                  ? t('myBookings.free')
                  : formatMoney(booking.amountCents, i18n.language)}
              </span>
            </Fact>
          </FactList>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
        {booking.tickets.length > 0 && (
          <Button asChild className="col-span-2">
            <Link to={`/tickets/${booking.id}`}>
              <TicketIcon aria-hidden />
              {t('myBookings.showTickets')}
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <a href={bookingCalendarUrl(booking.id)} download>
            <CalendarPlus aria-hidden />
            {t('myBookings.confirmation.addToCalendar')}
          </a>
        </Button>
        <Button variant="outline" onClick={() => void share()}>
          <Share2 aria-hidden />
          {t('myBookings.confirmation.share')}
        </Button>
      </div>
    </ConfirmationFrame>
  );
}

/** The confirmation's shape while the list brings the new booking (the verify answer came first). */
export function BookingConfirmationSkeleton() {
  const { t } = useTranslation();
  return (
    <ConfirmationFrame busyLabel={t('myBookings.confirmation.loading')}>
      <Skeleton className="h-7 w-4/5" />
      <div className="flex gap-4">
        <Skeleton rounded="lg" className="aspect-[4/3] w-24 shrink-0 sm:w-40" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-11 w-full sm:w-48" />
    </ConfirmationFrame>
  );
}

function ConfirmationFrame({ busyLabel, children }: { busyLabel?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={busyLabel ? undefined : HEADING_ID}
      aria-label={busyLabel}
      aria-busy={busyLabel ? true : undefined}
      className="mb-6 flex flex-col gap-4 rounded-xl border border-emerald-600/30 bg-card p-4 shadow-sm sm:p-6"
    >
      {children}
    </section>
  );
}
