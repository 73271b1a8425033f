import type { BookingStatus, MyBooking } from '@sortim/contracts/bookings';
import { cardImageUrl } from '@sortim/contracts/first-reads';
import { toLocale } from '@sortim/contracts/product';
import { partySummary } from '@sortim/contracts/ticket-category';
import { ticketState } from '@sortim/contracts/ticket-rules';
import type { TFunction } from 'i18next';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import History from 'lucide-react/icons/history';
import Hourglass from 'lucide-react/icons/hourglass';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Star from 'lucide-react/icons/star';
import TicketIcon from 'lucide-react/icons/ticket';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityCover } from '#/components/activity-card/activity-cover.tsx';
import { BookingConversationButton } from '#/components/conversations/booking-conversation-button.tsx';
import { Fact, FactList } from '#/components/fact-list.tsx';
import { RefundPolicyLine } from '#/components/refund-policy-line.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { BookingAnswers } from '#/features/bookings/components/booking-answers.tsx';
import { BookingWhenWhere } from '#/features/bookings/components/booking-when-where.tsx';
import { GroupLink } from '#/features/bookings/components/group-link.tsx';
import { RefundDialog } from '#/features/bookings/components/refund-dialog.tsx';
import { formatActivityDate, formatMoney } from '#/lib/format.ts';

/** What the badge says: the booking's status, except that a confirmed booking whose start has passed is
 * 'You attended' once a seat of it was checked in at the door, 'Past' otherwise (not 'Confirmed'), a
 * booking given back with nothing refunded (free, or past its policy's last deadline) is 'Cancelled', and
 * one with a refund the payment provider has not made yet is 'Refund on its way', whatever its status. */
type CardStatus = BookingStatus | 'past' | 'attended' | 'refundOnItsWay';

export function cardStatus(booking: MyBooking, now: Date = new Date()): CardStatus {
  // Asked for and owed: what the guest waits for, not a booking they will attend or one that is settled.
  if (booking.refundOnItsWayCents !== null) return 'refundOnItsWay';
  // Nothing went back: a free booking, or a paid one cancelled after its last refund deadline.
  if (booking.status === 'refunded' && (booking.amountCents === 0 || booking.refundedCents === 0)) {
    return 'cancelled';
  }
  if (booking.status === 'paid' && Date.parse(booking.activity.startTime) <= now.getTime()) {
    return booking.tickets.some((ticket) => ticket.checkedInAt !== null) ? 'attended' : 'past';
  }
  return booking.status;
}

const STATUS_STYLE: Record<CardStatus, { icon: typeof CircleCheck; className: string }> = {
  paid: {
    icon: CircleCheck,
    className:
      'border-emerald-600/30 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100',
  },
  refunded: { icon: RotateCcw, className: 'bg-secondary text-secondary-foreground' },
  cancelled: { icon: CircleX, className: 'bg-secondary text-secondary-foreground' },
  past: { icon: CalendarCheck, className: 'bg-secondary text-secondary-foreground' },
  refundOnItsWay: { icon: Hourglass, className: 'bg-secondary text-secondary-foreground' },
  attended: {
    icon: BadgeCheck,
    className:
      'border-emerald-600/30 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100',
  },
};

/**
 * One booking: its activity (cover, title linking to the page, Barcelona time, place), party (by price,
 * '2 Adult · 1 Child', once the activity has several), a code's discount, amount (and
 * what went back, once refunded or cancelled), status. A paid upcoming booking says its cancellation policy
 * with the deadlines still ahead, or why nothing would be refunded; one the host changed says instead that
 * the full refund stays open until the start, whatever its policy. A refund the payment provider has not
 * made yet ('Refund of €X on its way') replaces the actions: the server asks again until it goes through.
 */
export function BookingCard({ booking }: { booking: MyBooking }) {
  const { t, i18n } = useTranslation();
  const { activity } = booking;
  const statusKey = cardStatus(booking);
  const status = STATUS_STYLE[statusKey];
  const StatusIcon = status.icon;
  const titleId = `booking-${booking.id}-title`;
  const onItsWay = booking.refundOnItsWayCents;
  // A paid booking with no refund asked for (its tickets valid, contracts' ticket rule): its tickets show
  // and it has its conversation with the host.
  const stands = ticketState({ status: booking.status, refundDueCents: onItsWay }) === 'valid';
  // Until the activity ends: the door may still ask for them.
  const showTickets = stands && booking.tickets.length > 0 && Date.parse(activity.endTime) > Date.now();
  const refundedLine = refundedSoFar(booking, i18n.language, t);

  return (
    <article
      aria-labelledby={titleId}
      className="flex gap-4 rounded-xl border bg-card p-3 shadow-sm sm:gap-6 sm:p-4"
    >
      <Link
        to={`/activity/${activity.id}`}
        tabIndex={-1}
        aria-hidden
        className="w-28 shrink-0 self-start overflow-hidden rounded-lg sm:w-56"
      >
        <ActivityCover src={cardImageUrl(activity)} alt="" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="line-clamp-2 font-semibold text-base sm:text-lg">
            <Link
              to={`/activity/${activity.id}`}
              className="rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
            >
              {activity.title}
            </Link>
          </h2>
          <Badge variant="plain" className={status.className}>
            <StatusIcon aria-hidden />
            {t(`myBookings.status.${statusKey}`)}
          </Badge>
        </div>
        <FactList className="flex flex-col gap-1 text-muted-foreground">
          <BookingWhenWhere activity={activity} />
          <Fact icon={Users} label={t('booking.partySize')} hideLabel>
            <span className="tabular-nums">
              {booking.onePrice
                ? t('myBookings.people', { count: booking.spots })
                : partySummary(booking.lines, toLocale(i18n.language))}{' '}
              ·{' '}
              {booking.amountCents === 0
                ? t('myBookings.free')
                : t('myBookings.paid', { amount: formatMoney(booking.amountCents, i18n.language) })}
              {refundedLine && (
                <>
                  {' · '}
                  {refundedLine}
                </>
              )}
            </span>
          </Fact>
        </FactList>
        {booking.discountCents > 0 && (
          <p className="text-muted-foreground text-sm tabular-nums">
            {booking.code
              ? t('myBookings.codeDiscount', {
                  code: booking.code,
                  amount: formatMoney(booking.discountCents, i18n.language),
                })
              : t('myBookings.discount', { amount: formatMoney(booking.discountCents, i18n.language) })}
          </p>
        )}
        {onItsWay !== null && (
          <div className="flex flex-col gap-1 rounded-lg border bg-muted/60 p-2.5 text-sm">
            <p className="flex items-center gap-1.5 font-medium tabular-nums">
              <Hourglass aria-hidden className="size-4 shrink-0" />
              {t('myBookings.refundOnItsWay.title', { amount: formatMoney(onItsWay, i18n.language) })}
            </p>
            <p className="text-muted-foreground">{t('myBookings.refundOnItsWay.detail')}</p>
          </div>
        )}
        {booking.hostChange && <HostChangeNote booking={booking} hostChange={booking.hostChange} />}
        {statusKey === 'paid' && booking.amountCents > 0 && !booking.hostChange && (
          <RefundPolicyLine
            terms={booking.refundTerms}
            start={activity.startTime}
            timeZone={activity.timeZone}
            className="text-muted-foreground"
          />
        )}
        {statusKey === 'paid' && <BookingAnswers bookingId={booking.id} timeZone={activity.timeZone} />}
        {booking.groupToken && statusKey === 'paid' && (
          <GroupLink bookingId={booking.id} token={booking.groupToken} />
        )}
        {(showTickets || booking.canReview || stands) && (
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
            {showTickets && (
              <Button asChild size="sm">
                <Link to={`/tickets/${booking.id}`}>
                  <TicketIcon aria-hidden />
                  {t('myBookings.showTickets')}
                </Link>
              </Button>
            )}
            {stands && (
              <BookingConversationButton bookingId={booking.id} label={t('conversations.messageHost')} />
            )}
            {booking.canReview && !booking.reviewed && (
              <Button asChild variant="outline" size="sm">
                <Link to={`/activity/${activity.id}#reviews`}>
                  <Star aria-hidden />
                  {t('myBookings.leaveReview')}
                </Link>
              </Button>
            )}
            {booking.canReview && booking.reviewed && (
              <span className="inline-flex items-center gap-1.5 text-muted-foreground text-sm">
                <Star aria-hidden className="size-4 fill-current" />
                {t('myBookings.reviewed')}
              </span>
            )}
          </div>
        )}
        {booking.canRefund && (
          // Set apart below a rule: a tap meant for 'Show tickets' never lands on the way out.
          <div className="mt-1 flex border-t pt-3 sm:justify-end">
            <RefundDialog booking={booking} />
          </div>
        )}
      </div>
    </article>
  );
}

/**
 * What went back so far, once refunded or cancelled: '€35 refunded', or 'nothing refunded' unless a refund
 * is on its way (the note below says how much); null while paid or free.
 */
function refundedSoFar(booking: MyBooking, language: string, t: TFunction): string | null {
  const { status, amountCents, refundedCents, refundOnItsWayCents } = booking;
  if (status === 'paid' || amountCents === 0 || refundedCents === null) return null;
  if (refundedCents > 0) return t('myBookings.refunded', { amount: formatMoney(refundedCents, language) });
  return refundOnItsWayCents === null ? t('myBookings.notRefunded') : null;
}

/**
 * "Changed by the host": the host moved the activity after this booking was paid. The facts above show
 * the new values; this says what the guest had booked, only for what changed, and that a full refund
 * stays open until the (new) start.
 */
function HostChangeNote({
  booking,
  hostChange,
}: {
  booking: MyBooking;
  hostChange: NonNullable<MyBooking['hostChange']>;
}) {
  const { t, i18n } = useTranslation();
  const { activity } = booking;
  const { before } = hostChange;
  const wasWhen = formatActivityDate(before.startTime, before.endTime, i18n.language, activity.timeZone);
  const whenChanged =
    wasWhen !== formatActivityDate(activity.startTime, activity.endTime, i18n.language, activity.timeZone);
  const placeChanged = before.locationName !== activity.locationName || before.address !== activity.address;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-600/40 bg-amber-50 p-2.5 text-amber-950 text-sm dark:bg-amber-950/40 dark:text-amber-50">
      <p className="flex items-center gap-1.5 font-medium">
        <History aria-hidden className="size-4 shrink-0" />
        {t('myBookings.hostChange.title')}
      </p>
      {whenChanged && <p className="tabular-nums">{t('myBookings.hostChange.wasWhen', { when: wasWhen })}</p>}
      {placeChanged && (
        <p className="break-words">
          {t('myBookings.hostChange.wasWhere', { place: `${before.locationName}, ${before.address}` })}
        </p>
      )}
      {booking.canRefund && booking.amountCents > 0 && <p>{t('myBookings.hostChange.refund')}</p>}
    </div>
  );
}

export function BookingCardSkeleton() {
  return (
    <div aria-hidden className="flex gap-4 rounded-xl border bg-card p-3 shadow-sm sm:gap-6 sm:p-4">
      <Skeleton rounded="lg" className="aspect-[4/3] w-28 shrink-0 sm:w-56" />
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
