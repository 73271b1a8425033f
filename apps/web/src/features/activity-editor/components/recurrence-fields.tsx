import { RECURRENCE_FREQUENCIES } from '@sortim/contracts/hosting';
import { LIMITS } from '@sortim/contracts/limits';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '#/components/form-field.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { NumberField } from '#/features/activity-editor/components/number-field.tsx';
import { SwitchRow } from '#/features/activity-editor/components/switch-row.tsx';
import type { CreateFormValues } from '#/features/activity-editor/lib/activity-form.ts';
import { seriesStarts } from '#/features/activity-editor/lib/series-starts.ts';
import { formatDateTime } from '#/lib/format.ts';
import { wallTimeToIso } from '#/lib/wall-time.ts';

/** How many dates the preview line names before '…' and the last one. */
const PREVIEW_DATES = 4;

/** 'Make this a recurring event': 2 to 52 occurrences, weekly / every 2 weeks / monthly, with the dates. */
export function RecurrenceFields() {
  const { t, i18n } = useTranslation();
  const form = useFormContext<CreateFormValues>();
  const [recurring, occurrences, frequency, startTime, timeZone] = useWatch({
    control: form.control,
    name: ['recurring', 'occurrences', 'frequency', 'startTime', 'timeZone'],
  });
  const start = wallTimeToIso(startTime, timeZone);
  const validCount =
    Number.isInteger(occurrences) &&
    occurrences >= LIMITS.recurrenceMin &&
    occurrences <= LIMITS.recurrenceMax;

  let preview: string | undefined;
  if (recurring && validCount) {
    if (start) {
      const dates = seriesStarts(start, occurrences, frequency, timeZone).map((date) =>
        formatDateTime(date, i18n.language, timeZone),
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
      <SwitchRow
        name="recurring"
        label={t('activityEditor.recurrence.toggle')}
        hint={t('activityEditor.recurrence.toggleHint')}
      />
      {recurring && (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField
              name="occurrences"
              label={t('activityEditor.recurrence.occurrences')}
              hint={t('activityEditor.recurrence.occurrencesHint')}
              min={LIMITS.recurrenceMin}
              max={LIMITS.recurrenceMax}
            />
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
