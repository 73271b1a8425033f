import type { HostGuest } from '@sortim/contracts/host-guests';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useActivityGuests } from '#/features/activity-guests/api/activity-guests.ts';
import { CancelGuestBookingDialog } from '#/features/activity-guests/components/cancel-guest-booking-dialog.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { formatDateTime, formatMoney } from '#/lib/format.ts';

/** Each status in its own colours, readable in light and dark. */
const STATUS_CLASS: Record<HostGuest['status'], string> = {
  paid: 'border-transparent bg-primary-soft text-primary',
  refunded: 'border-transparent bg-muted text-muted-foreground',
  cancelled: 'border-transparent bg-muted text-muted-foreground',
};

/**
 * /activity-guests/:id: the activity's bookings for its host (or an admin), paid first, each with the
 * guest's name, spots, amount and status, and 'Cancel booking' on a paid one until the activity starts.
 */
export function ActivityGuestsPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const guests = useActivityGuests(id);

  const back = (
    <Button asChild variant="ghost" className="-ms-3 w-fit">
      <Link to="/my-activities">
        <ArrowLeft aria-hidden />
        {t('activityGuests.back')}
      </Link>
    </Button>
  );

  if (guests.isPending) {
    return (
      <div className="page-container pb-16" aria-busy="true">
        {back}
        <PageHeader title={t('activityGuests.title')} />
        <div aria-hidden className="flex flex-col gap-3">
          <Skeleton rounded="lg" className="h-20 w-full" />
          <Skeleton rounded="lg" className="h-20 w-full" />
        </div>
      </div>
    );
  }
  if (guests.isError) {
    return (
      <div className="page-container pb-16">
        {back}
        <LoadError
          variant="page"
          title={errorMessage(guests.error, t('activityGuests.loadFailed'))}
          onRetry={() => guests.refetch()}
          retrying={guests.isFetching}
        />
      </div>
    );
  }

  const { activity, items } = guests.data;
  return (
    <div className="page-container pb-16">
      {back}
      <PageHeader
        title={t('activityGuests.title')}
        subtitle={t('activityGuests.subtitle', {
          title: activity.title,
          date: formatDateTime(activity.startTime, i18n.language),
        })}
      />
      {items.length === 0 ? (
        <EmptyState icon={Users} title={t('activityGuests.empty')} body={t('activityGuests.emptyBody')} />
      ) : (
        <ul aria-label={t('activityGuests.listLabel')} className="flex flex-col gap-3">
          {items.map((guest) => (
            <li
              key={guest.bookingId}
              className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="min-w-0 break-words font-semibold">{guest.guestName}</h2>
                  <Badge variant="plain" className={STATUS_CLASS[guest.status]}>
                    {t(`activityGuests.status.${guest.status}`)}
                  </Badge>
                </div>
                <p className="text-muted-foreground text-sm tabular-nums">
                  {t('activityGuests.spots', { count: guest.spots })}
                  {' · '}
                  {guest.amountCents === 0
                    ? t('activityGuests.free')
                    : formatMoney(guest.amountCents, i18n.language)}
                </p>
              </div>
              {guest.status === 'paid' && !activity.closed && <CancelGuestBookingDialog guest={guest} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
