import type { HostBooking } from '@sortim/contracts/host-dashboard';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { formatDateTime, formatDay, formatMoney } from '#/lib/format.ts';
import { useMediaQuery } from '#/lib/use-media-query.ts';

/** On a phone the first three, the rest behind 'Show all': the dashboard stays short. */
const PHONE_ROWS = 3;

/**
 * The 5 most recent paid bookings of the host's activities: who, what, how many, how much, when the
 * activity is (the date a host reads first) and, smaller, when it was booked.
 */
export function RecentBookings({ bookings }: { bookings: HostBooking[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const wide = useMediaQuery('(min-width: 640px)');
  const [showAll, setShowAll] = useState(false);
  const shown = wide || showAll ? bookings : bookings.slice(0, PHONE_ROWS);
  if (bookings.length === 0) {
    // No placeholder card: the heading and one line.
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h2 id={headingId} className="font-semibold text-lg">
          {t('hostDashboard.bookings.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('hostDashboard.bookings.empty')}</p>
      </section>
    );
  }
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-lg">
            {t('hostDashboard.bookings.title')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul id={listId} className="flex flex-col divide-y">
          {shown.map((booking) => (
            <li key={booking.id} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium">
                  {booking.guestName}
                  <span className="whitespace-nowrap font-normal text-muted-foreground">
                    {' · '}
                    {t('hostDashboard.bookings.spots', { count: booking.spots })}
                  </span>
                </p>
                <Link
                  to={`/activity/${booking.activityId}`}
                  className="line-clamp-2 text-link text-sm hover:underline"
                >
                  {booking.activityTitle}
                </Link>
                <time dateTime={booking.activityStartTime} className="text-sm">
                  {formatDateTime(booking.activityStartTime, i18n.language, booking.activityTimeZone)}
                </time>
                <p className="text-muted-foreground text-xs">
                  {t('hostDashboard.bookings.booked', { date: formatDay(booking.createdAt, i18n.language) })}
                </p>
              </div>
              {/* Only the amount on the right: the words on the left keep the width of a phone. */}
              <span className="shrink-0 font-semibold tabular-nums">
                {formatMoney(booking.amountCents, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
        {!wide && bookings.length > PHONE_ROWS && (
          <Button
            variant="outline"
            className="mt-3 w-full"
            aria-controls={listId}
            aria-expanded={showAll}
            onClick={() => setShowAll((all) => !all)}
          >
            {showAll
              ? t('hostDashboard.bookings.showFewer')
              : t('hostDashboard.bookings.showAll', { count: bookings.length })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function RecentBookingsSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <Skeleton className="h-6 w-40" />
      {[1, 2, 3, 4, 5].map((row) => (
        <div key={row} className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-36" />
            <Skeleton className="h-3 w-48" />
            <Skeleton className="h-3 w-20" />
          </div>
          <Skeleton className="h-4 w-12" />
        </div>
      ))}
    </div>
  );
}
