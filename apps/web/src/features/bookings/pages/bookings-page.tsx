import type { MyBooking } from '@sortim/contracts/bookings';
import Compass from 'lucide-react/icons/compass';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { UpcomingPastTabs } from '#/components/upcoming-past-tabs.tsx';
import { useMyBookings } from '#/features/bookings/api/get-my-bookings.ts';
import { BookingCard, BookingCardSkeleton } from '#/features/bookings/components/booking-card.tsx';
import {
  BookingConfirmation,
  BookingConfirmationSkeleton,
} from '#/features/bookings/components/booking-confirmation.tsx';
import { PrivateRequestList } from '#/features/bookings/components/private-request-list.tsx';
import { usePaymentReturn } from '#/features/bookings/hooks/use-payment-return.ts';
import { splitByStart } from '#/lib/split-by-start.ts';

/**
 * My Bookings (spec §2): 'Upcoming (n)' and 'Past (n)', 'Cancelled (n)' once there is one, and the arrival
 * back from the payment page, whose confirmation stands on top of the tabs until dismissed.
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const query = useMyBookings();
  const { verifying, confirmedBookingId, dismiss } = usePaymentReturn();
  const confirmed = query.data?.items.find((booking) => booking.id === confirmedBookingId);

  return (
    <div className="page-container max-w-4xl pb-16">
      <PageHeader title={t('pages.bookings.title')} subtitle={t('pages.bookings.subtitle')} />
      {verifying && (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-lg bg-accent p-3 text-accent-foreground text-sm"
        >
          <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
          {t('myBookings.verifying')}
        </p>
      )}
      {confirmed ? (
        <BookingConfirmation booking={confirmed} onDismiss={dismiss} />
      ) : (
        // The verify answer comes before the list that holds the new booking: its shape meanwhile.
        confirmedBookingId && query.isFetching && <BookingConfirmationSkeleton />
      )}
      {query.isPending ? (
        <BookingsSkeleton />
      ) : query.isError ? (
        <LoadError
          title={t('myBookings.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <BookingTabs bookings={query.data.items} />
      )}
      <PrivateRequestList />
    </div>
  );
}

function BookingTabs({ bookings }: { bookings: MyBooking[] }) {
  const { t } = useTranslation();
  const { upcoming, past, cancelled } = splitBookings(bookings);
  return (
    <UpcomingPastTabs
      label={t('myBookings.tabsLabel')}
      upcoming={{
        label: t('myBookings.upcoming', { count: upcoming.length }),
        items: upcoming,
        empty: {
          title: t('myBookings.noUpcoming'),
          body: t('myBookings.noUpcomingBody'),
          action: (
            <Button asChild>
              <Link to="/explore">
                <Compass aria-hidden />
                {t('myBookings.explore')}
              </Link>
            </Button>
          ),
        },
      }}
      past={{
        label: t('myBookings.past', { count: past.length }),
        items: past,
        empty: { title: t('myBookings.noPast'), body: t('myBookings.noPastBody') },
      }}
      cancelled={{ label: t('myBookings.cancelled', { count: cancelled.length }), items: cancelled }}
      renderList={(items) => <BookingList bookings={items} />}
    />
  );
}

/**
 * Upcoming and Past hold only the bookings still on, soonest first and most recent first. A refunded or
 * cancelled one, or a paid one whose refund is on its way (asked for, not made by the provider yet), is
 * neither, whatever its date: it goes to Cancelled, the record of what was given back, by its activity's
 * date, latest first (as Past).
 */
function splitBookings(bookings: MyBooking[]) {
  const isOn = (booking: MyBooking) => booking.status === 'paid' && booking.refundOnItsWayCents === null;
  const on = splitByStart(bookings.filter(isOn), (booking) => booking.activity.startTime);
  const off = splitByStart(
    bookings.filter((booking) => !isOn(booking)),
    (booking) => booking.activity.startTime,
  );
  // Every upcoming start is later than every past one: latest first is upcoming reversed, then past.
  return { upcoming: on.upcoming, past: on.past, cancelled: [...off.upcoming.reverse(), ...off.past] };
}

function BookingList({ bookings }: { bookings: MyBooking[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} />
        </li>
      ))}
    </ul>
  );
}

function BookingsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('myBookings.loading')} className="flex flex-col gap-4">
      <Skeleton rounded="lg" className="h-11 w-full sm:w-72" />
      <BookingCardSkeleton />
      <BookingCardSkeleton />
    </div>
  );
}
