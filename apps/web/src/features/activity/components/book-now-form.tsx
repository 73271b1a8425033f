import type { RefundTerms } from '@sortim/contracts/cancellation-policies';
import Clock from 'lucide-react/icons/clock';
import Loader2 from 'lucide-react/icons/loader-circle';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefundPolicyLine } from '#/components/refund-policy-line.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Label } from '#/components/ui/label.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { formatDate, formatMoney, formatTime } from '#/lib/format.ts';

/** The party size's select: the phone's booking bar brings the guest here to choose it. */
export const PARTY_SIZE_ID = 'booking-party-size';

/**
 * How many people, what that costs, what comes back on cancelling (the policy's sentence with its exact
 * deadlines), and Book Now: what the guest reads before leaving to pay. A waitlist offer adds a highlighted
 * note of when the held spot is released (Barcelona time).
 */
export function BookNowForm({
  priceCents,
  refundTerms,
  startTime,
  maxSpots,
  offerExpiresAt,
  busy,
  onBook,
}: {
  priceCents: number;
  /** The terms a booking paid now gets; a free booking has nothing to refund, so no line. */
  refundTerms: RefundTerms;
  startTime: string;
  /** At least 1: the spots the guest may book at once here. */
  maxSpots: number;
  offerExpiresAt: string | null;
  busy: boolean;
  onBook: (spots: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState(1);
  // Spots can drop under the choice when the page refreshes after someone else books.
  const spots = Math.min(chosen, maxSpots);
  const total = priceCents === 0 ? t('activityCard.free') : formatMoney(spots * priceCents, i18n.language);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onBook(spots);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy}>
      {offerExpiresAt && (
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4 text-sm"
        >
          <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('booking.offerTitle')}</p>
            <p>
              {t('booking.offerUntil', {
                time: formatTime(offerExpiresAt),
                date: formatDate(offerExpiresAt, i18n.language),
              })}
            </p>
          </div>
        </div>
      )}
      <div className="flex items-end justify-between gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Label htmlFor={PARTY_SIZE_ID}>{t('booking.partySize')}</Label>
          <NativeSelect
            id={PARTY_SIZE_ID}
            value={spots}
            disabled={busy}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {Array.from({ length: maxSpots }, (_, i) => i + 1).map((count) => (
              <option key={count} value={count}>
                {t('booking.people', { count })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="flex flex-col items-end gap-0.5" aria-live="polite">
          <span className="text-muted-foreground text-xs uppercase tracking-wide">{t('booking.total')}</span>
          <span className="font-bold text-xl tabular-nums">{total}</span>
        </p>
      </div>
      {priceCents > 0 && <RefundPolicyLine terms={refundTerms} start={startTime} beforeBooking />}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
        {busy ? t('booking.processing') : t('activity.bookNow')}
      </Button>
    </form>
  );
}
