import { SUGGESTED_TAGS } from '@sortim/contracts/taxonomy';
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

/** Tags, optional: trimmed, no duplicates, added by a suggested chip, Enter or Add. */
export function TagsField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ActivityFormValues>();
  const { field } = useController({ control, name: 'tags' });
  const error = useFieldError()('tags');
  const [draft, setDraft] = useState('');
  const tags = field.value;
  const id = 'activity-tags';

  const add = (tag: string) => {
    const next = withItem(tags, tag);
    if (next.length !== tags.length) field.onChange(next);
    setDraft('');
  };
  const suggestions = SUGGESTED_TAGS.filter((tag) => !tags.includes(tag));

  return (
    <FormField id={id} label={t('activityEditor.fields.tags')} error={error}>
      <div className="flex gap-2">
        <Input
          value={draft}
          fieldSize="lg"
          placeholder={t('activityEditor.fields.tagsPlaceholder')}
          enterKeyHint="done"
          {...fieldAria(id, error)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add(draft);
          }}
        />
        <Button variant="outline" size="field" disabled={!draft.trim()} onClick={() => add(draft)}>
          <Plus aria-hidden />
          {t('activityEditor.fields.addTag')}
        </Button>
      </div>
      {suggestions.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground text-xs">{t('activityEditor.fields.suggestedTags')}</span>
          {suggestions.map((tag) => (
            <Button key={tag} variant="outline" size="chip" shape="pill" onClick={() => add(tag)}>
              <Plus aria-hidden />
              {tag}
            </Button>
          ))}
        </div>
      )}
      <ChipList
        items={tags}
        removeLabel={(tag) => t('activityEditor.fields.removeTag', { tag })}
        onRemove={(tag) => field.onChange(tags.filter((existing) => existing !== tag))}
      />
    </FormField>
  );
}
