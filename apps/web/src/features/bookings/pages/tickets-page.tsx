import type { MyBooking, MyTicket } from '@sortim/contracts/bookings';
import { groupTicketCode } from '@sortim/contracts/bookings';
import { toLocale } from '@sortim/contracts/product';
import { ticketLabel } from '@sortim/contracts/ticket-category';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import TicketX from 'lucide-react/icons/ticket-x';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '#/components/empty-state.tsx';
import { FactList } from '#/components/fact-list.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useMyBookings } from '#/features/bookings/api/get-my-bookings.ts';
import { BookingWhenWhere } from '#/features/bookings/components/booking-when-where.tsx';
import { TicketQr } from '#/features/bookings/components/ticket-qr.tsx';
import { formatTime } from '#/lib/format.ts';

/**
 * A booking's tickets (/tickets/:bookingId, linked from My Bookings and the confirmation e-mail): one QR
 * code per seat, large enough to scan from a phone held up at the door, its code in text beneath. Read
 * from My Bookings' own list: a booking that is not the caller's is not found.
 */
export function TicketsPage() {
  const { t } = useTranslation();
  const { bookingId = '' } = useParams();
  const query = useMyBookings();
  const booking = query.data?.items.find((item) => item.id === bookingId);

  return (
    <div className="page-container max-w-4xl pb-16">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mt-4 self-start">
        <Link to="/bookings">
          <ArrowLeft aria-hidden />
          {t('myBookings.tickets.back')}
        </Link>
      </Button>
      {query.isPending ? (
        <TicketsSkeleton />
      ) : query.isError ? (
        <LoadError
          title={t('myBookings.tickets.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : booking ? (
        <BookingTickets booking={booking} />
      ) : (
        <div className="pt-8">
          <EmptyState
            icon={TicketX}
            title={t('myBookings.tickets.notFound')}
            body={t('myBookings.tickets.notFoundBody')}
          />
        </div>
      )}
    </div>
  );
}

function BookingTickets({ booking }: { booking: MyBooking }) {
  const { t } = useTranslation();
  const { activity } = booking;
  return (
    <>
      <PageHeader title={t('myBookings.tickets.title')} subtitle={activity.title} spacing="flush" />
      <FactList className="mt-2 flex flex-col gap-1 text-muted-foreground">
        <BookingWhenWhere activity={activity} />
      </FactList>
      {booking.status === 'paid' && (
        <p className="mt-4 text-muted-foreground text-sm">{t('myBookings.tickets.hint')}</p>
      )}
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {booking.tickets.map((ticket) => (
          <li key={ticket.seat}>
            <TicketCard ticket={ticket} count={booking.tickets.length} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * One seat: its price and guest when it has them ('Child · Marc': the door checks an age), its QR code
 * while valid (a void ticket shows why instead, never a code to scan).
 */
export function TicketCard({ ticket, count }: { ticket: MyTicket; count: number }) {
  const { t, i18n } = useTranslation();
  const titleId = `ticket-${ticket.seat}-title`;
  const label = ticketLabel(ticket, toLocale(i18n.language));
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-3 rounded-xl border bg-card p-4 text-center shadow-sm"
    >
      <h2 id={titleId} className="font-semibold text-lg tabular-nums">
        {t('myBookings.tickets.ticketOf', { seat: ticket.seat, count })}
      </h2>
      {label && <p className="-mt-2 font-medium text-base">{label}</p>}
      {ticket.state === 'valid' ? (
        <>
          {/* White in either theme, with its quiet zone: a scanner wants dark modules on light. */}
          <div className="rounded-lg bg-white p-2 shadow-inner ring-1 ring-black/10">
            <TicketQr
              code={ticket.code}
              label={t('myBookings.tickets.qrLabel', { seat: ticket.seat })}
              className="size-64 sm:size-72"
            />
          </div>
          <p className="flex flex-col items-center gap-0.5">
            <span className="text-muted-foreground text-xs">{t('myBookings.tickets.codeLabel')}</span>
            <span className="font-mono text-base tracking-wider sm:text-lg">
              {groupTicketCode(ticket.code)}
            </span>
          </p>
          {ticket.checkedInAt && (
            <p className="flex items-center gap-1.5 font-medium text-emerald-800 text-sm dark:text-emerald-300">
              <CircleCheck aria-hidden className="size-4" />
              {t('myBookings.tickets.checkedIn', { time: formatTime(ticket.checkedInAt) })}
            </p>
          )}
        </>
      ) : (
        <p className="flex min-h-40 items-center gap-2 rounded-lg bg-secondary px-4 py-6 font-medium text-secondary-foreground">
          <CircleX aria-hidden className="size-5 shrink-0" />
          {t(`myBookings.tickets.void.${ticket.state}`)}
        </p>
      )}
    </article>
  );
}

function TicketsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('myBookings.tickets.loading')} className="pt-8">
      <Skeleton rounded="lg" className="h-9 w-56" />
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Skeleton rounded="lg" className="h-96 w-full" />
        <Skeleton rounded="lg" className="h-96 w-full" />
      </div>
    </div>
  );
}
