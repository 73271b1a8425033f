import { LIMITS } from '@sortim/contracts/limits';
import { useTranslation } from 'react-i18next';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { NumberField } from '#/features/activity-editor/components/number-field.tsx';

/**
 * Group size: capacity with the 8-12 people tip (the prices have their own section, PricesSection). Edit
 * passes `onCapacityChange` to keep spots left in step with the ledger.
 */
export function PricingFields({
  onCapacityChange,
  capacityMin = LIMITS.capacityMin,
}: {
  onCapacityChange?: (capacity: number) => void;
  capacityMin?: number;
}) {
  const { t } = useTranslation();
  return (
    <FormSection id="activity-group-size" title={t('activityEditor.sections.groupSize')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          name="capacity"
          label={t('activityEditor.fields.capacity')}
          hint={t('activityEditor.fields.capacityTip')}
          min={capacityMin}
          onValueChange={onCapacityChange}
        />
      </div>
    </FormSection>
  );
}
