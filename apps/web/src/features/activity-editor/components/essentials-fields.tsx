import { LIMITS } from '@sortim/contracts/limits';
import { CATEGORIES, type Category, TAXONOMY } from '@sortim/contracts/taxonomy';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Input } from '#/components/ui/input.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { CityField } from '#/features/activity-editor/components/city-field.tsx';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { MeetingPointField } from '#/features/activity-editor/components/meeting-point-field.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
import type { ActivityFormValues } from '#/features/activity-editor/lib/activity-form.ts';
import { useFormCity } from '#/features/activity-editor/lib/use-form-city.ts';
import { useCityName } from '#/lib/cities.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

function Counter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <span className="text-muted-foreground text-xs tabular-nums" aria-live="polite">
      {t('activityEditor.fields.counter', { length, max })}
    </span>
  );
}

/**
 * 'The Essentials': what, where (with the pin on the map) and when, the times on the city's clock. Changing
 * the category clears the subtype. `chooseCity`: create's, where the host picks the city (with several).
 */
export function EssentialsFields({ chooseCity = false }: { chooseCity?: boolean }) {
  const { t } = useTranslation();
  const { city } = useFormCity();
  const nameOf = useCityName();
  const timeHint = city && t('activityEditor.fields.timeHint', { city: nameOf(city) });
  const taxonomy = useTaxonomyText();
  const form = useFormContext<ActivityFormValues>();
  const error = useFieldError();
  const [title, category, description] = useWatch({
    control: form.control,
    name: ['title', 'category', 'description'],
  });
  const subtypes: readonly string[] = TAXONOMY[category as Category] ?? [];
  // All eight are required (Continue waits for them): marked on the label, and told by the control.
  const aria = (name: keyof ActivityFormValues, hint?: string) => ({
    ...fieldAria(`activity-${name}`, error(name), hint),
    'aria-required': true,
  });

  return (
    <>
      <FormSection id="activity-basics" title={t('activityEditor.sections.basics')}>
        <FormField
          id="activity-title"
          label={t('activityEditor.fields.title')}
          error={error('title')}
          required
          aside={<Counter length={title.length} max={LIMITS.activityTitleMax} />}
        >
          <Input
            maxLength={LIMITS.activityTitleMax}
            placeholder={t('activityEditor.fields.titlePlaceholder')}
            fieldSize="lg"
            {...aria('title')}
            {...form.register('title')}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="activity-category"
            label={t('activityEditor.fields.category')}
            error={error('category')}
            required
          >
            <NativeSelect
              fieldSize="lg"
              {...aria('category')}
              {...form.register('category', {
                onChange: () => form.setValue('subtype', ''),
              })}
            >
              <option value="">{t('activityEditor.fields.categoryPlaceholder')}</option>
              {CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {taxonomy.category(name)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="activity-subtype"
            label={t('activityEditor.fields.subtype')}
            error={error('subtype')}
            required
            hint={category ? undefined : t('activityEditor.fields.subtypeFirst')}
          >
            <NativeSelect
              fieldSize="lg"
              {...aria('subtype', category ? undefined : t('activityEditor.fields.subtypeFirst'))}
              {...form.register('subtype')}
            >
              <option value="">{t('activityEditor.fields.subtypePlaceholder')}</option>
              {subtypes.map((name) => (
                <option key={name} value={name}>
                  {taxonomy.subtype(name)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField
          id="activity-description"
          label={t('activityEditor.fields.description')}
          error={error('description')}
          required
          aside={<Counter length={description.length} max={LIMITS.activityDescriptionMax} />}
        >
          <Textarea
            rows={6}
            fieldSize="lg"
            maxLength={LIMITS.activityDescriptionMax}
            placeholder={t('activityEditor.fields.descriptionPlaceholder')}
            {...aria('description')}
            {...form.register('description')}
          />
        </FormField>
      </FormSection>
      <FormSection id="activity-where-when" title={t('activityEditor.sections.whereWhen')}>
        {chooseCity && <CityField />}
        <FormField
          id="activity-locationName"
          label={t('activityEditor.fields.locationName')}
          error={error('locationName')}
          required
        >
          <Input
            fieldSize="lg"
            placeholder={t('activityEditor.fields.locationNamePlaceholder')}
            {...aria('locationName')}
            {...form.register('locationName')}
          />
        </FormField>
        <FormField
          id="activity-address"
          label={t('activityEditor.fields.address')}
          error={error('address')}
          required
        >
          <Input
            fieldSize="lg"
            autoComplete="street-address"
            placeholder={t('activityEditor.fields.addressPlaceholder')}
            {...aria('address')}
            {...form.register('address')}
          />
        </FormField>
        <MeetingPointField />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="activity-startTime"
            label={t('activityEditor.fields.startTime')}
            error={error('startTime')}
            required
            hint={timeHint}
          >
            <Input
              type="datetime-local"
              fieldSize="lg"
              {...aria('startTime', timeHint)}
              {...form.register('startTime')}
            />
          </FormField>
          <FormField
            id="activity-endTime"
            label={t('activityEditor.fields.endTime')}
            error={error('endTime')}
            required
            hint={timeHint}
          >
            <Input
              type="datetime-local"
              fieldSize="lg"
              {...aria('endTime', timeHint)}
              {...form.register('endTime')}
            />
          </FormField>
        </div>
      </FormSection>
    </>
  );
}
