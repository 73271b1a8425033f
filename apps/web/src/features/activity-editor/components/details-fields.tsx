import { LEVELS } from '@sortim/contracts/taxonomy';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { LanguagesField } from '#/features/activity-editor/components/languages-field.tsx';
import { TagsField } from '#/features/activity-editor/components/tags-field.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
import type { ActivityFormValues } from '#/features/activity-editor/lib/activity-form.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

/** Languages, level (default 'All levels') and tags. */
export function DetailsFields() {
  const { t } = useTranslation();
  const taxonomy = useTaxonomyText();
  const form = useFormContext<ActivityFormValues>();
  const error = useFieldError()('level');
  return (
    <FormSection id="activity-details" title={t('activityEditor.sections.details')}>
      <LanguagesField />
      <FormField id="activity-level" label={t('activityEditor.fields.level')} error={error}>
        <NativeSelect fieldSize="lg" {...fieldAria('activity-level', error)} {...form.register('level')}>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {taxonomy.level(level)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <TagsField />
    </FormSection>
  );
}
