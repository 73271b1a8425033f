import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
import type { EditFormValues } from '#/features/activity-editor/lib/activity-form.ts';

/**
 * Edit only: spots left and third party attendees, kept in step with capacity by the page
 * (`onSpotsChange`, `onThirdPartyChange`), and the Published switch.
 */
export function AvailabilityFields({
  takenSpots,
  onSpotsChange,
  onThirdPartyChange,
}: {
  takenSpots: number;
  onSpotsChange: (spots: number) => void;
  onThirdPartyChange: (attendees: number) => void;
}) {
  const { t } = useTranslation();
  const form = useFormContext<EditFormValues>();
  const error = useFieldError();
  const spotsHint = t('activityEditor.fields.spotsHint', { count: takenSpots });
  const thirdHint = t('activityEditor.fields.thirdPartyHint');

  return (
    <FormSection id="activity-availability" title={t('activityEditor.sections.availability')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="activity-spotsRemaining"
          label={t('activityEditor.fields.spotsRemaining')}
          error={error('spotsRemaining')}
          hint={spotsHint}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            fieldSize="lg"
            className="tabular-nums"
            {...fieldAria('activity-spotsRemaining', error('spotsRemaining'), spotsHint)}
            {...form.register('spotsRemaining', {
              valueAsNumber: true,
              onChange: (event: { target: { valueAsNumber: number } }) =>
                onSpotsChange(event.target.valueAsNumber),
            })}
          />
        </FormField>
        <FormField
          id="activity-thirdPartyAttendees"
          label={t('activityEditor.fields.thirdPartyAttendees')}
          error={error('thirdPartyAttendees')}
          hint={thirdHint}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            fieldSize="lg"
            className="tabular-nums"
            {...fieldAria('activity-thirdPartyAttendees', error('thirdPartyAttendees'), thirdHint)}
            {...form.register('thirdPartyAttendees', {
              valueAsNumber: true,
              onChange: (event: { target: { valueAsNumber: number } }) =>
                onThirdPartyChange(event.target.valueAsNumber),
            })}
          />
        </FormField>
      </div>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor="activity-isPublished">{t('activityEditor.fields.published')}</Label>
          <p id="activity-isPublished-hint" className="text-muted-foreground text-xs">
            {t('activityEditor.fields.publishedHint')}
          </p>
        </div>
        <Controller
          control={form.control}
          name="isPublished"
          render={({ field }) => (
            <Switch
              id="activity-isPublished"
              aria-describedby="activity-isPublished-hint"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </div>
    </FormSection>
  );
}
