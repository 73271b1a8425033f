import { LIMITS } from '@sortim/contracts/limits';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Input } from '#/components/ui/input.tsx';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
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
  const error = useFieldError();
  const category = useWatch({ control: form.control, name: 'category' });
  const { min, max } = priceHint(category);
  const priceText = category
    ? t('activityEditor.fields.priceHint', { category: taxonomy.category(category), min, max })
    : t('activityEditor.fields.priceHintOther', { min, max });
  const capacityTip = t('activityEditor.fields.capacityTip');

  return (
    <FormSection id="activity-pricing" title={t('activityEditor.sections.pricing')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="activity-priceEur"
          label={t('activityEditor.fields.price')}
          error={error('priceEur')}
          hint={priceText}
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            fieldSize="lg"
            className="tabular-nums"
            {...fieldAria('activity-priceEur', error('priceEur'), priceText)}
            {...form.register('priceEur', { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          id="activity-capacity"
          label={t('activityEditor.fields.capacity')}
          error={error('capacity')}
          hint={capacityTip}
        >
          <Input
            type="number"
            inputMode="numeric"
            step={1}
            min={capacityMin}
            fieldSize="lg"
            className="tabular-nums"
            {...fieldAria('activity-capacity', error('capacity'), capacityTip)}
            {...form.register('capacity', {
              valueAsNumber: true,
              onChange: (event: { target: { valueAsNumber: number } }) =>
                onCapacityChange?.(event.target.valueAsNumber),
            })}
          />
        </FormField>
      </div>
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-accent-foreground" />
        {t('activityEditor.fields.securePayments')}
      </p>
    </FormSection>
  );
}
