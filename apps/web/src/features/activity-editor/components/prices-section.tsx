import { categoryName } from '@sortim/contracts/pricing';
import Plus from 'lucide-react/icons/plus';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { EarlyBirdFields } from '#/features/activity-editor/components/early-bird-fields.tsx';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { NumberField } from '#/features/activity-editor/components/number-field.tsx';
import { PriceCategoryRow } from '#/features/activity-editor/components/price-category-row.tsx';
import { PrivateOfferFields } from '#/features/activity-editor/components/private-offer-fields.tsx';
import { type AnyFormValues, priceHint } from '#/features/activity-editor/lib/activity-form.ts';
import { ADDABLE_KINDS, MAX_OTHER_PRICES, newPrice } from '#/features/activity-editor/lib/prices-form.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

/**
 * The Prices section: the activity's own price ('Price per person', or 'Adult' once there are others) with
 * its early bird, the other prices (Child, Reduced, Senior, Infant, a name of the host's own), 'Add a price',
 * and the private-group offer.
 */
export function PricesSection() {
  const { t, i18n } = useTranslation();
  const taxonomy = useTaxonomyText();
  const form = useFormContext<AnyFormValues>();
  const prices = useFieldArray({ control: form.control, name: 'prices', keyName: 'key' });
  const category = useWatch({ control: form.control, name: 'category' });
  const { min, max } = priceHint(category);
  const hint = category
    ? t('activityEditor.fields.priceHint', { category: taxonomy.category(category), min, max })
    : t('activityEditor.fields.priceHintOther', { min, max });
  const alone = prices.fields.length === 0;
  const full = prices.fields.length >= MAX_OTHER_PRICES;
  const kindName = (kind: (typeof ADDABLE_KINDS)[number]) =>
    kind === 'custom'
      ? t('activityEditor.prices.custom')
      : categoryName(
          { kind, names: null },
          i18n.language === 'es' || i18n.language === 'ca' ? i18n.language : 'en',
        );

  return (
    <FormSection id="activity-prices" title={t('activityEditor.sections.prices')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          name="priceEur"
          label={alone ? t('activityEditor.fields.price') : t('activityEditor.prices.adult')}
          hint={hint}
          min={0}
          step="0.01"
          inputMode="decimal"
        />
      </div>
      <EarlyBirdFields at="earlyBird" />
      {prices.fields.map((field, index) => (
        <PriceCategoryRow key={field.key} index={index} onRemove={() => prices.remove(index)} />
      ))}
      <fieldset aria-labelledby="activity-add-price" className="flex min-w-0 flex-col gap-2">
        <p id="activity-add-price" className="font-medium text-sm">
          {t('activityEditor.prices.add')}
        </p>
        <div className="flex flex-wrap gap-2">
          {ADDABLE_KINDS.map((kind) => (
            <Button
              key={kind}
              variant="outline"
              size="sm"
              disabled={full}
              onClick={() =>
                prices.append(newPrice(kind), {
                  // A new price is typed first: its amount (a name of one's own, its name).
                  focusName: `prices.${prices.fields.length}.${kind === 'custom' ? 'names.en' : 'priceEur'}`,
                })
              }
            >
              <Plus aria-hidden />
              {kindName(kind)}
            </Button>
          ))}
        </div>
        <p className="text-muted-foreground text-xs">
          {full
            ? t('activityEditor.prices.full', { count: MAX_OTHER_PRICES + 1 })
            : t('activityEditor.prices.addHint')}
        </p>
      </fieldset>
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-accent-foreground" />
        {t('activityEditor.fields.securePayments')}
      </p>
      <PrivateOfferFields />
    </FormSection>
  );
}
