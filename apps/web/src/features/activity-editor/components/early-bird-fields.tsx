import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Input } from '#/components/ui/input.tsx';
import { fieldId, NumberField } from '#/features/activity-editor/components/number-field.tsx';
import { SwitchRow } from '#/features/activity-editor/components/switch-row.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
import type { AnyFormValues } from '#/features/activity-editor/lib/activity-form.ts';
import { useFormCity } from '#/features/activity-editor/lib/use-form-city.ts';
import { useCityName } from '#/lib/cities.ts';

/** Where an early bird sits in the form: the first price's, or another price's. */
export type EarlyBirdAt = 'earlyBird' | `prices.${number}.early`;

/**
 * A price's early-bird price: a lower price until a date and time (on the city's clock) and/or for the first seats,
 * whichever ends first. Off, it takes no room.
 */
export function EarlyBirdFields({ at }: { at: EarlyBirdAt }) {
  const { t } = useTranslation();
  const form = useFormContext<AnyFormValues>();
  const error = useFieldError();
  const [on, seats, seatsLeft] = useWatch({
    control: form.control,
    name: [`${at}.on`, `${at}.seats`, `${at}.seatsLeft`],
  });
  const untilName = `${at}.until` as const;
  const untilId = fieldId(untilName);
  const { city } = useFormCity();
  const nameOf = useCityName();
  const untilHint = city && t('activityEditor.earlyBird.untilHint', { city: nameOf(city) });
  // What is left of the saved seat count on this date (the server counts them), while the count is unchanged.
  const seatsHint =
    seatsLeft !== null && Number.isFinite(seats)
      ? t('activityEditor.earlyBird.seatsLeft', { left: seatsLeft, seats })
      : t('activityEditor.earlyBird.seatsHint');

  return (
    <div className="flex flex-col gap-4">
      <SwitchRow
        name={`${at}.on`}
        label={t('activityEditor.earlyBird.toggle')}
        hint={t('activityEditor.earlyBird.toggleHint')}
      />
      {on && (
        <div className="flex flex-col gap-3 rounded-lg bg-muted/50 p-3 sm:p-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField
              name={`${at}.priceEur`}
              label={t('activityEditor.earlyBird.price')}
              min={0}
              step="0.01"
              inputMode="decimal"
            />
            <FormField
              id={untilId}
              label={t('activityEditor.earlyBird.until')}
              error={error(untilName)}
              hint={untilHint}
            >
              <Input
                type="datetime-local"
                fieldSize="lg"
                {...fieldAria(untilId, error(untilName), untilHint)}
                {...form.register(untilName)}
              />
            </FormField>
            <NumberField
              name={`${at}.seats`}
              label={t('activityEditor.earlyBird.seats')}
              hint={seatsHint}
              min={1}
            />
          </div>
          <p className="text-muted-foreground text-xs">{t('activityEditor.earlyBird.endsHint')}</p>
        </div>
      )}
    </div>
  );
}
