import { CANCELLATION_POLICIES } from '@sortim/contracts/cancellation-policies';
import { CANCELLATION_POLICY_COPY } from '@sortim/contracts/cancellation-policy-copy';
import { toLocale } from '@sortim/contracts/product';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioGroup, RadioGroupItem } from '#/components/ui/radio-group.tsx';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import type { ActivityFormValues } from '#/features/activity-editor/lib/activity-form.ts';

const SECTION_ID = 'activity-policy';

/**
 * 'Cancellation policy': Flexible (the default), Moderate or Strict, each with its one plain line (the
 * contracts' words, which the guest's sentence also uses). Each option is a whole card to tap on a phone;
 * arrow keys move between them. On edit, a note that a change reaches only bookings paid from then on.
 */
export function CancellationPolicyField({ editing = false }: { editing?: boolean }) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<ActivityFormValues>();
  const copy = CANCELLATION_POLICY_COPY[toLocale(i18n.language)];
  const hintId = `${SECTION_ID}-hint`;

  return (
    <FormSection id={SECTION_ID} title={t('activityEditor.policy.title')}>
      <div id={hintId} className="-mt-3 flex flex-col gap-1 text-muted-foreground text-sm">
        <p>{t('activityEditor.policy.hint')}</p>
        {editing && <p>{t('activityEditor.policy.editHint')}</p>}
      </div>
      <Controller
        control={form.control}
        name="cancellationPolicy"
        render={({ field }) => (
          <RadioGroup
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            aria-labelledby={SECTION_ID}
            aria-describedby={hintId}
          >
            {CANCELLATION_POLICIES.map((policy, index) => {
              const id = `${SECTION_ID}-${policy}`;
              return (
                <label
                  key={policy}
                  htmlFor={id}
                  className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-muted/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring"
                >
                  <RadioGroupItem
                    id={id}
                    value={policy}
                    // The first option takes the focus a field error or a jump to the section gives.
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                    aria-labelledby={`${id}-name`}
                    aria-describedby={`${id}-summary`}
                    className="mt-0.5"
                  />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span id={`${id}-name`} className="font-medium">
                      {copy.names[policy]}
                    </span>
                    <span id={`${id}-summary`} className="text-muted-foreground text-sm">
                      {copy.summaries[policy]}
                    </span>
                  </span>
                </label>
              );
            })}
          </RadioGroup>
        )}
      />
    </FormSection>
  );
}
