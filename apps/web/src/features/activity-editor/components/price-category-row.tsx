import { categoryName } from '@sortim/contracts/pricing';
import type { Locale } from '@sortim/contracts/product';
import EyeOff from 'lucide-react/icons/eye-off';
import Trash2 from 'lucide-react/icons/trash-2';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { EarlyBirdFields } from '#/features/activity-editor/components/early-bird-fields.tsx';
import { fieldId, NumberField } from '#/features/activity-editor/components/number-field.tsx';
import { SwitchRow } from '#/features/activity-editor/components/switch-row.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
import type { AnyFormValues } from '#/features/activity-editor/lib/activity-form.ts';

const NAME_LOCALES = ['en', 'es', 'ca'] as const satisfies readonly Locale[];

/**
 * One price after the first (Child, Infant, a name of the host's own), as a group named by its name: its
 * price (0 is free), an optional age range, whether it takes a seat, needs an adult, shows only with a code,
 * and its early-bird price. A price nothing was sold at is removed; one with bookings can only be hidden.
 */
export function PriceCategoryRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<AnyFormValues>();
  const error = useFieldError();
  const at = `prices.${index}` as const;
  const price = useWatch({ control: form.control, name: at });
  const locale = (NAME_LOCALES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Locale)
    : 'en';
  const named = categoryName({ kind: price.kind, names: price.names }, locale);
  const name =
    price.kind === 'custom' && !(price.names.en || price.names.es || price.names.ca)
      ? t('activityEditor.prices.custom')
      : named;
  const legendId = `${fieldId(at)}-name`;
  const free = price.priceEur === 0;

  return (
    <fieldset aria-labelledby={legendId} className="flex min-w-0 flex-col gap-4 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={legendId} className="font-semibold text-base">
            {name}
          </h3>
          {price.hidden && <Badge variant="secondary">{t('activityEditor.prices.hiddenBadge')}</Badge>}
          {price.codeOnly && !price.hidden && (
            <Badge variant="accent">{t('activityEditor.prices.codeOnlyBadge')}</Badge>
          )}
        </div>
        {price.inUse ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              form.setValue(`${at}.hidden`, !price.hidden, { shouldDirty: true, shouldTouch: true })
            }
          >
            <EyeOff aria-hidden />
            {price.hidden ? t('activityEditor.prices.show') : t('activityEditor.prices.hide')}{' '}
            <span className="sr-only">{name}</span>
          </Button>
        ) : (
          <Button variant="ghost-destructive" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden />
            {t('activityEditor.prices.remove')} <span className="sr-only">{name}</span>
          </Button>
        )}
      </div>
      {price.inUse && (
        <p className="text-muted-foreground text-sm">
          {price.hidden ? t('activityEditor.prices.hiddenNote') : t('activityEditor.prices.inUseNote')}
        </p>
      )}
      {price.kind === 'custom' && (
        <div className="grid gap-4 sm:grid-cols-3">
          {NAME_LOCALES.map((language) => {
            const field = `${at}.names.${language}` as const;
            const id = fieldId(field);
            const hint = language === 'en' ? t('activityEditor.prices.namesHint') : undefined;
            return (
              <FormField
                key={language}
                id={id}
                label={t(`activityEditor.prices.name.${language}`)}
                error={error(field)}
                hint={hint}
              >
                <Input
                  fieldSize="lg"
                  maxLength={40}
                  {...fieldAria(id, error(field), hint)}
                  {...form.register(field)}
                />
              </FormField>
            );
          })}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          name={`${at}.priceEur`}
          label={t('activityEditor.prices.price')}
          hint={free ? t('activityEditor.prices.free') : t('activityEditor.prices.priceHint')}
          min={0}
          step="0.01"
          inputMode="decimal"
        />
        <NumberField
          name={`${at}.minAge`}
          label={t('activityEditor.prices.minAge')}
          hint={t('activityEditor.prices.agesHint')}
          min={0}
          max={120}
        />
        <NumberField name={`${at}.maxAge`} label={t('activityEditor.prices.maxAge')} min={0} max={120} />
      </div>
      <SwitchRow
        name={`${at}.takesSeat`}
        label={t('activityEditor.prices.takesSeat')}
        hint={t('activityEditor.prices.takesSeatHint')}
      />
      <SwitchRow
        name={`${at}.needsAdult`}
        label={t('activityEditor.prices.needsAdult')}
        hint={t('activityEditor.prices.needsAdultHint')}
      />
      <SwitchRow
        name={`${at}.codeOnly`}
        label={t('activityEditor.prices.codeOnly')}
        hint={t('activityEditor.prices.codeOnlyHint')}
      />
      <EarlyBirdFields at={`${at}.early`} />
    </fieldset>
  );
}
