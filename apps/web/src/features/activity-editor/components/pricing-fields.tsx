import { LIMITS } from '@sortim/contracts/limits';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { NumberField } from '#/features/activity-editor/components/number-field.tsx';
import { type ActivityFormValues, priceHint } from '#/features/activity-editor/lib/activity-form.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

/**
 * Price per person (euros, step 0.01) with the spec's hint for the chosen category, and capacity with
 * the 8-12 people tip. Edit passes `onCapacityChange` to keep spots left in step with the ledger.
 */
export function PricingFields({
  onCapacityChange,
  capacityMin = LIMITS.capacityMin,
}: {
  onCapacityChange?: (capacity: number) => void;
  capacityMin?: number;
}) {
  const { t } = useTranslation();
  const taxonomy = useTaxonomyText();
  const form = useFormContext<ActivityFormValues>();
  const category = useWatch({ control: form.control, name: 'category' });
  const { min, max } = priceHint(category);
  const priceText = category
    ? t('activityEditor.fields.priceHint', { category: taxonomy.category(category), min, max })
    : t('activityEditor.fields.priceHintOther', { min, max });

  return (
    <FormSection id="activity-pricing" title={t('activityEditor.sections.pricing')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          name="priceEur"
          label={t('activityEditor.fields.price')}
          hint={priceText}
          min={0}
          step="0.01"
          inputMode="decimal"
        />
        <NumberField
          name="capacity"
          label={t('activityEditor.fields.capacity')}
          hint={t('activityEditor.fields.capacityTip')}
          min={capacityMin}
          onValueChange={onCapacityChange}
        />
      </div>
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-accent-foreground" />
        {t('activityEditor.fields.securePayments')}
      </p>
    </FormSection>
  );
}
