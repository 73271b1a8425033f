import type { PriceCategory } from '@sortim/contracts/pricing';
import Clock from 'lucide-react/icons/clock';
import { useTranslation } from 'react-i18next';
import { openEarlyBird } from '#/features/activity/lib/party.ts';
import { formatDay, formatMoney, formatTime } from '#/lib/format.ts';

/**
 * A category's early-bird price while it lasts, with exactly how it ends: "€12 until December 5th at 18:00,
 * then €15" (on the activity's city's clock), "€12 for the first 10 seats, then €15" with the seats still at that price, or
 * both facts when it has both ends (whichever comes first ends it). Nothing once it is over.
 */
export function EarlyBirdNote({ category, timeZone }: { category: PriceCategory; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const early = openEarlyBird(category, new Date());
  if (!early) return null;
  const money = (cents: number) => (cents === 0 ? t('activityCard.free') : formatMoney(cents, i18n.language));
  const prices = { early: money(early.priceCents), price: money(category.priceCents) };
  const end = early.until && {
    date: formatDay(early.until, i18n.language, timeZone),
    time: formatTime(early.until, timeZone),
  };
  const sentence =
    end && early.seats !== null
      ? t('booking.earlyBoth', { ...prices, ...end, count: early.seats })
      : end
        ? t('booking.earlyUntil', { ...prices, ...end })
        : t('booking.earlySeats', { ...prices, count: early.seats ?? 0 });

  return (
    <p className="flex gap-1.5 text-primary text-sm">
      <Clock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {sentence}
        {early.seatsLeft !== null && (
          <>
            {' · '}
            {t('booking.earlySeatsLeft', { count: early.seatsLeft })}
          </>
        )}
      </span>
    </p>
  );
}
