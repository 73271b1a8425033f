import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '#/features/activity-editor/components/number-field.tsx';
import { SwitchRow } from '#/features/activity-editor/components/switch-row.tsx';
import type { AnyFormValues } from '#/features/activity-editor/lib/activity-form.ts';

/**
 * 'Offer this activity for private groups': a group books a whole date that has no bookings yet and pays
 * the greater of the minimum and its prices, up to the largest group (at most the capacity).
 */
export function PrivateOfferFields() {
  const { t } = useTranslation();
  const form = useFormContext<AnyFormValues>();
  const [on, maxGroup, capacity] = useWatch({
    control: form.control,
    name: ['privateOffer.on', 'privateOffer.maxGroup', 'capacity'],
  });

  // Switched on with no group size yet, the largest group starts as the whole activity.
  useEffect(() => {
    if (on && Number.isNaN(maxGroup) && Number.isInteger(capacity)) {
      form.setValue('privateOffer.maxGroup', capacity, { shouldDirty: true });
    }
  }, [on, maxGroup, capacity, form]);

  return (
    <div className="flex flex-col gap-4 border-t pt-5">
      <h3 className="font-semibold text-base">{t('activityEditor.privateOffer.title')}</h3>
      <SwitchRow
        name="privateOffer.on"
        label={t('activityEditor.privateOffer.toggle')}
        hint={t('activityEditor.privateOffer.toggleHint')}
      />
      {on && (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            name="privateOffer.minimumEur"
            label={t('activityEditor.privateOffer.minimum')}
            hint={t('activityEditor.privateOffer.minimumHint')}
            min={0}
            step="0.01"
            inputMode="decimal"
          />
          <NumberField
            name="privateOffer.maxGroup"
            label={t('activityEditor.privateOffer.maxGroup')}
            hint={t('activityEditor.privateOffer.maxGroupHint')}
            min={2}
            max={Number.isInteger(capacity) ? capacity : undefined}
          />
        </div>
      )}
    </div>
  );
}
