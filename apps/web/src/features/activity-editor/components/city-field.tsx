import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import type { CreateFormValues } from '#/features/activity-editor/lib/activity-form.ts';
import { useFormCity } from '#/features/activity-editor/lib/use-form-city.ts';
import { useCityName } from '#/lib/cities.ts';

/**
 * Create, where Sortim runs in more than one city: the city the activity happens in (decision 195). Its
 * clock becomes the one the times are typed on; with one city there is nothing to choose and no field.
 */
export function CityField() {
  const { t } = useTranslation();
  const form = useFormContext<CreateFormValues>();
  const { cities, city } = useFormCity();
  const nameOf = useCityName();
  if (cities.length < 2) return null;
  const hint = t('activityEditor.fields.cityHint');
  return (
    <FormField id="activity-city" label={t('activityEditor.fields.city')} hint={hint}>
      <NativeSelect
        fieldSize="lg"
        {...fieldAria('activity-city', undefined, hint)}
        value={city?.slug ?? ''}
        onChange={(event) => {
          const chosen = cities.find((each) => each.slug === event.target.value);
          if (!chosen) return;
          form.setValue('city', chosen.slug, { shouldDirty: true });
          form.setValue('timeZone', chosen.timeZone, { shouldDirty: true });
        }}
      >
        {cities.map((each) => (
          <option key={each.slug} value={each.slug}>
            {nameOf(each)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
