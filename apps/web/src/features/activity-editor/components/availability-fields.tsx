import { useTranslation } from 'react-i18next';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { NumberField } from '#/features/activity-editor/components/number-field.tsx';
import { SwitchRow } from '#/features/activity-editor/components/switch-row.tsx';

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

  return (
    <FormSection id="activity-availability" title={t('activityEditor.sections.availability')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          name="spotsRemaining"
          label={t('activityEditor.fields.spotsRemaining')}
          hint={t('activityEditor.fields.spotsHint', { count: takenSpots })}
          min={0}
          onValueChange={onSpotsChange}
        />
        <NumberField
          name="thirdPartyAttendees"
          label={t('activityEditor.fields.thirdPartyAttendees')}
          hint={t('activityEditor.fields.thirdPartyHint')}
          min={0}
          onValueChange={onThirdPartyChange}
        />
      </div>
      <SwitchRow
        name="isPublished"
        label={t('activityEditor.fields.published')}
        hint={t('activityEditor.fields.publishedHint')}
      />
    </FormSection>
  );
}
