import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '#/components/ui/checkbox.tsx';
import { Label } from '#/components/ui/label.tsx';
import type { PrivateGroup } from '#/features/activity/lib/party.ts';
import { formatMoney } from '#/lib/format.ts';

/**
 * Book the whole date for a private group (Airbnb's private groups): the group pays the greater of the
 * host's minimum and its guests' prices, up to the host's largest group. A date that already has bookings
 * cannot be taken whole: the choice says so instead of failing at checkout (the server refuses it anyway).
 */
export function PrivateGroupChoice({
  offer,
  checked,
  taken,
  disabled,
  onChange,
}: {
  offer: PrivateGroup;
  checked: boolean;
  /** Someone has booked or holds spots on this date. */
  taken: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const termsId = useId();
  return (
    <div className="flex gap-3 rounded-lg border p-4">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled || taken}
        aria-describedby={termsId}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{t('booking.privateChoice')}</Label>
        <p id={termsId} className="text-muted-foreground text-sm">
          {taken
            ? t('messages.pricing.privateTaken')
            : t('booking.privateTerms', {
                minimum: formatMoney(offer.minimumCents, i18n.language),
                count: offer.maxGroup,
              })}
        </p>
      </div>
    </div>
  );
}
