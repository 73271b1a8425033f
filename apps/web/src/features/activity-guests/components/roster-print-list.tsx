import type { HostGuestList } from '@sortim/contracts/host-guests';
import { toLocale } from '@sortim/contracts/product';
import { ticketLabel, ticketSummary } from '@sortim/contracts/ticket-category';
import { useTranslation } from 'react-i18next';
import { GivenAnswers } from '#/components/booking-questions/given-answers.tsx';
import { printedGuests } from '#/features/activity-guests/components/roster-view.ts';
import { formatDateTime, formatTime } from '#/lib/format.ts';

/**
 * The roster on paper (Print): only in print, on A4 (styles.css), black on white in either theme. Every
 * paid booking by name, whatever the screen's search, its party by price ('2 Adult · 1 Child'), with a box
 * per ticket to tick at the door, its price and guest's name beside it; a ticket already in when the list
 * was fetched (its time is on the sheet) is ticked.
 */
export function RosterPrintList({ roster, asOf }: { roster: HostGuestList; asOf: number }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const guests = printedGuests(roster.items, i18n.language);
  return (
    <section className="hidden text-black print:block" data-testid="roster-print">
      <h2 className="font-bold text-xl">{t('activityGuests.printList.title')}</h2>
      <p className="mt-1">
        {roster.activity.title} ·{' '}
        {formatDateTime(roster.activity.startTime, i18n.language, roster.activity.timeZone)}
      </p>
      <p className="mt-1 mb-4 text-sm">
        {t('activityGuests.printList.numbers', {
          sold: roster.totals.seatsSold,
          in: roster.totals.checkedIn,
          time: formatTime(asOf),
        })}
      </p>
      {guests.length === 0 ? (
        <p>{t('activityGuests.printList.empty')}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-black border-b-2 text-left">
              <th className="py-1 pr-4 font-semibold">{t('activityGuests.printList.name')}</th>
              <th className="py-1 pr-4 text-right font-semibold">{t('activityGuests.printList.party')}</th>
              <th className="py-1 font-semibold">{t('activityGuests.printList.seats')}</th>
            </tr>
          </thead>
          <tbody>
            {guests.map((guest) => (
              <tr key={guest.bookingId} className="break-inside-avoid border-black/40 border-b">
                <td className="py-2 pr-4 align-top">
                  {guest.guestName}
                  {ticketSummary(guest.seats, locale) && (
                    <span className="block text-xs">{ticketSummary(guest.seats, locale)}</span>
                  )}
                  {(guest.answers?.length ?? 0) > 0 && (
                    <span className="mt-1 block">
                      <GivenAnswers answers={guest.answers ?? []} />
                    </span>
                  )}
                </td>
                <td className="py-2 pr-4 text-right align-top tabular-nums">{guest.spots}</td>
                <td className="py-2 align-top">
                  <span className="flex flex-wrap gap-2">
                    {guest.seats.map((seat) => (
                      <span key={seat.seat} className="flex items-center gap-1">
                        <span
                          title={t('activityGuests.printList.seatBox', { seat: seat.seat })}
                          className="flex size-6 items-center justify-center border-2 border-black font-bold text-sm leading-none"
                        >
                          {seat.checkedInAt ? '✓' : ''}
                        </span>
                        {ticketLabel(seat, locale) && (
                          <span className="text-xs">{ticketLabel(seat, locale)}</span>
                        )}
                      </span>
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
