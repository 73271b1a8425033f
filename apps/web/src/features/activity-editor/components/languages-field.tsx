import { ACTIVITY_LANGUAGES } from '@sortim/contracts/taxonomy';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { ChipList, withItem } from '#/features/activity-editor/components/chip-list.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
import type { ActivityFormValues } from '#/features/activity-editor/lib/activity-form.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

/**
 * Languages: the four badges add with one tap, others are typed and added with Enter (or Add); no
 * duplicates, and the last one cannot be removed.
 */
export function LanguagesField() {
  const { t } = useTranslation();
  const taxonomy = useTaxonomyText();
  const { control } = useFormContext<ActivityFormValues>();
  const { field } = useController({ control, name: 'activityLanguages' });
  const error = useFieldError()('activityLanguages');
  const [draft, setDraft] = useState('');
  const languages = field.value;
  const id = 'activity-activityLanguages';
  const hint = languages.length === 1 ? t('activityEditor.fields.lastLanguage') : undefined;

  const add = (language: string) => {
    const next = withItem(languages, language);
    if (next.length !== languages.length) field.onChange(next);
  };

  return (
    <FormField id={id} label={t('activityEditor.fields.languages')} error={error} hint={hint}>
      <div className="flex flex-wrap gap-2">
        {ACTIVITY_LANGUAGES.map(({ code, name }) => {
          const added = languages.includes(name);
          return (
            <Button
              key={code}
              variant={added ? 'secondary' : 'outline'}
              disabled={added}
              onClick={() => add(name)}
              className="h-10"
            >
              <span className="font-semibold text-muted-foreground text-xs">{code}</span>{' '}
              {taxonomy.language(name)}
            </Button>
          );
        })}
      </div>
      {/* On a phone the input takes the whole row, so its placeholder is not cut short. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          value={draft}
          fieldSize="lg"
          placeholder={t('activityEditor.fields.languagesPlaceholder')}
          enterKeyHint="done"
          {...fieldAria(id, error, hint)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the language; it must not submit the form.
            event.preventDefault();
            add(draft);
            setDraft('');
          }}
        />
        <Button
          variant="outline"
          size="field"
          disabled={!draft.trim()}
          onClick={() => {
            add(draft);
            setDraft('');
          }}
        >
          <Plus aria-hidden />
          {t('activityEditor.fields.addLanguage')}
        </Button>
      </div>
      <ChipList
        items={languages}
        label={taxonomy.language}
        removeLabel={(language) =>
          t('activityEditor.fields.removeLanguage', { language: taxonomy.language(language) })
        }
        canRemove={() => languages.length > 1}
        onRemove={(language) => field.onChange(languages.filter((existing) => existing !== language))}
      />
    </FormField>
  );
}
