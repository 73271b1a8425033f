import { RECURRENCE_FREQUENCIES } from '@sortim/contracts/hosting';
import { LIMITS } from '@sortim/contracts/limits';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
import type { CreateFormValues } from '#/features/activity-editor/lib/activity-form.ts';
import { barcelonaLocalToIso, seriesStarts } from '#/features/activity-editor/lib/barcelona-time.ts';
import { formatDateTime } from '#/lib/format.ts';

/** How many dates the preview line names before '…' and the last one. */
const PREVIEW_DATES = 4;

/** 'Make this a recurring event': 2 to 52 occurrences, weekly / every 2 weeks / monthly, with the dates. */
export function RecurrenceFields() {
  const { t, i18n } = useTranslation();
  const form = useFormContext<CreateFormValues>();
  const error = useFieldError();
  const [recurring, occurrences, frequency, startTime] = useWatch({
    control: form.control,
    name: ['recurring', 'occurrences', 'frequency', 'startTime'],
  });
  const start = barcelonaLocalToIso(startTime);
  const validCount =
    Number.isInteger(occurrences) &&
    occurrences >= LIMITS.recurrenceMin &&
    occurrences <= LIMITS.recurrenceMax;

  let preview: string | undefined;
  if (recurring && validCount) {
    if (start) {
      const dates = seriesStarts(start, occurrences, frequency).map((date) =>
        formatDateTime(date, i18n.language),
      );
      const shown =
        dates.length > PREVIEW_DATES + 1 ? [...dates.slice(0, PREVIEW_DATES), '…', dates.at(-1)] : dates;
      // A semicolon between dates: each date already has a comma of its own.
      preview = t('activityEditor.recurrence.preview', { count: occurrences, dates: shown.join('; ') });
    } else {
      preview = t('activityEditor.recurrence.previewNeedsStart');
    }
  }

  return (
    <FormSection id="activity-recurrence" title={t('activityEditor.sections.recurrence')}>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor="activity-recurring">{t('activityEditor.recurrence.toggle')}</Label>
          <p id="activity-recurring-hint" className="text-muted-foreground text-xs">
            {t('activityEditor.recurrence.toggleHint')}
          </p>
        </div>
        <Controller
          control={form.control}
          name="recurring"
          render={({ field }) => (
            <Switch
              id="activity-recurring"
              aria-describedby="activity-recurring-hint"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </div>
      {recurring && (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="activity-occurrences"
              label={t('activityEditor.recurrence.occurrences')}
              error={error('occurrences')}
              hint={t('activityEditor.recurrence.occurrencesHint')}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={LIMITS.recurrenceMin}
                max={LIMITS.recurrenceMax}
                step={1}
                fieldSize="lg"
                className="tabular-nums"
                {...fieldAria(
                  'activity-occurrences',
                  error('occurrences'),
                  t('activityEditor.recurrence.occurrencesHint'),
                )}
                {...form.register('occurrences', { valueAsNumber: true })}
              />
            </FormField>
            <FormField id="activity-frequency" label={t('activityEditor.recurrence.frequency')}>
              <NativeSelect fieldSize="lg" id="activity-frequency" {...form.register('frequency')}>
                {RECURRENCE_FREQUENCIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`activityEditor.recurrence.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          {preview && (
            <p className="rounded-lg bg-accent p-3 text-accent-foreground text-sm" aria-live="polite">
              {preview}
            </p>
          )}
        </>
      )}
    </FormSection>
  );
}
