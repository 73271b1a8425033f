import type { HostGuest } from '@sortim/contracts/host-guests';
import { toLocale } from '@sortim/contracts/product';
import { ticketCounts, ticketLabel, ticketSummary } from '@sortim/contracts/ticket-category';
import { useTranslation } from 'react-i18next';
import { GivenAnswers } from '#/components/booking-questions/given-answers.tsx';
import { BookingConversationButton } from '#/components/conversations/booking-conversation-button.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { CancelGuestBookingDialog } from '#/features/activity-guests/components/cancel-guest-booking-dialog.tsx';
import { lastCheckIn } from '#/features/activity-guests/components/roster-view.ts';
import { cn } from '#/lib/cn.ts';
import { formatDateTime, formatMoney, formatTime } from '#/lib/format.ts';

/** Each status in its own colours, readable in light and dark. */
const STATUS_CLASS: Record<HostGuest['status'], string> = {
  paid: 'border-transparent bg-primary-soft text-primary',
  refunded: 'border-transparent bg-muted text-muted-foreground',
  cancelled: 'border-transparent bg-muted text-muted-foreground',
};

/**
 * One booking of the roster: the guest's avatar and name, its status, spots, its party by price ('2 Adult ·
 * 1 Child'), amount (and a code's discount) and when it was booked; each ticket's price and the name a
 * group's guest put on it; for a paid one its tickets at the door ('2 of 3 in', a dot per ticket, the
 * latest time in) and 'Cancel booking' until the activity starts. The ticket codes are not shown: a
 * screen seen over the host's shoulder gives nobody a way in; searching finds a booking by its code.
 */
export function RosterRow({ guest, closed }: { guest: HostGuest; closed: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const paid = guest.status === 'paid';
  const last = lastCheckIn(guest);
  const byPrice = ticketSummary(guest.seats, locale);
  const labelled = guest.seats.flatMap((seat) => {
    const label = ticketLabel(seat, locale);
    return label ? [{ seat: seat.seat, label }] : [];
  });
  // Only a party of several prices or with names needs each ticket told: one of "Adult" alone says nothing.
  const showLabels =
    ticketCounts(guest.seats).length > 1 || guest.seats.some((seat) => seat.guestName !== null);
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <UserAvatar name={guest.guestName} src={guest.avatarUrl} className="mt-0.5 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 break-words font-semibold">{guest.guestName}</h2>
            <Badge variant="plain" className={STATUS_CLASS[guest.status]}>
              {t(`activityGuests.status.${guest.status}`)}
            </Badge>
          </div>
          <p className="text-muted-foreground text-sm tabular-nums">
            {t('activityGuests.spots', { count: guest.spots })}
            {byPrice && ` (${byPrice})`}
            {' · '}
            {guest.amountCents === 0
              ? t('activityGuests.free')
              : formatMoney(guest.amountCents, i18n.language)}
            {guest.discountCents > 0 &&
              ` (${t('activityGuests.codeDiscount', {
                code: guest.code ?? '',
                amount: formatMoney(guest.discountCents, i18n.language),
              })})`}
            {' · '}
            {t('activityGuests.bookedAt', { date: formatDateTime(guest.bookedAt, i18n.language) })}
          </p>
          {paid && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span
                className={cn(
                  'font-medium tabular-nums',
                  guest.checkedIn > 0 ? 'text-link' : 'text-muted-foreground',
                )}
              >
                {t('activityGuests.seatsIn', { in: guest.checkedIn, total: guest.seats.length })}
                {last !== null && ` · ${formatTime(last)}`}
              </span>
              <span aria-hidden className="flex flex-wrap gap-1">
                {guest.seats.map((seat) => (
                  <span
                    key={seat.seat}
                    title={
                      seat.checkedInAt
                        ? t('activityGuests.seatIn', { seat: seat.seat, time: formatTime(seat.checkedInAt) })
                        : t('activityGuests.seatNotIn', { seat: seat.seat })
                    }
                    className={cn(
                      'size-3 rounded-full border-2',
                      seat.checkedInAt ? 'border-link bg-link' : 'border-muted-foreground/60',
                    )}
                  />
                ))}
              </span>
            </div>
          )}
          {showLabels && (
            <ul
              aria-label={t('activityGuests.ticketsLabel')}
              className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm"
            >
              {labelled.map(({ seat, label }) => (
                <li key={seat}>{t('activityGuests.seatLabel', { seat, label })}</li>
              ))}
            </ul>
          )}
          {paid && (guest.answers?.length ?? 0) > 0 && (
            <section aria-label={t('questions.roster.answers')} className="mt-1 rounded-lg bg-muted/50 p-2">
              <GivenAnswers answers={guest.answers ?? []} />
            </section>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {paid && (
          <BookingConversationButton
            bookingId={guest.bookingId}
            label={t('conversations.messageGuest', { name: guest.guestName })}
          />
        )}
        <CancelGuestBookingDialog guest={guest} available={paid && !closed} />
      </div>
    </li>
  );
}
