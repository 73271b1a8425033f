import { zodResolver } from '@hookform/resolvers/zod';
import { activityTypePrefill } from '@sortim/contracts/taxonomy';
import { useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Send from 'lucide-react/icons/send';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Progress } from '#/components/ui/progress.tsx';
import { useCreateActivity } from '#/features/activity-editor/api/create-activity.ts';
import { CancellationPolicyField } from '#/features/activity-editor/components/cancellation-policy-field.tsx';
import { DetailsFields } from '#/features/activity-editor/components/details-fields.tsx';
import { EssentialsFields } from '#/features/activity-editor/components/essentials-fields.tsx';
import { FormActions } from '#/features/activity-editor/components/form-actions.tsx';
import { ImageFields } from '#/features/activity-editor/components/image-fields.tsx';
import { LeaveGuard } from '#/features/activity-editor/components/leave-guard.tsx';
import { PayoutBanner } from '#/features/activity-editor/components/payout-banner.tsx';
import { PricesSection } from '#/features/activity-editor/components/prices-section.tsx';
import { PricingFields } from '#/features/activity-editor/components/pricing-fields.tsx';
import { RecurrenceFields } from '#/features/activity-editor/components/recurrence-fields.tsx';
import { useClearErrorOnEdit } from '#/features/activity-editor/components/use-field-error.ts';
import {
  CREATE_DEFAULTS,
  type CreateFormValues,
  createFormSchema,
  ESSENTIAL_FIELDS,
  STEP_ONE_FIELDS,
  toCreateInput,
} from '#/features/activity-editor/lib/activity-form.ts';
import { applyActivityServerErrors } from '#/features/activity-editor/lib/server-errors.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { publishedState } from '#/lib/published-state.ts';
import { sessionKeys } from '#/lib/query-keys.ts';
import { useMe } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

type Step = 1 | 2;
const STEPS = 2;
const isStepOne = (name: string) => (STEP_ONE_FIELDS as readonly string[]).includes(name);

/**
 * /create-activity: 'The Essentials' (what, where, when), then 'Polish & Publish' (price, group, languages,
 * images, recurrence). Continue checks step 1; Publish checks everything and goes back to the step
 * holding the first error. Creation publishes at once: one activity, or a series.
 */
export function CreateActivityPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const create = useCreateActivity();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>(1);
  const [focusAfterStep, setFocusAfterStep] = useState<Path<CreateFormValues> | null>(null);
  const [published, setPublished] = useState(false);
  const schema = useMemo(() => createFormSchema(), []);
  const form = useForm({
    resolver: zodResolver(schema),
    // The dashboard's 'Recurring Event' opens the form with the series switched on; Quick Setup's activity
    // type (?type=) starts a new host's first activity in its category.
    defaultValues: {
      ...CREATE_DEFAULTS,
      ...activityTypePrefill(searchParams.get('type')),
      recurring: searchParams.get('recurring') === '1',
    },
    // The spec: an error clears when its field is edited, and the form is checked again on Publish.
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(form);

  const essentials = useWatch({ control: form.control, name: ESSENTIAL_FIELDS });
  const missing = ESSENTIAL_FIELDS.filter((_, index) => essentials[index]?.trim() === '');
  const essentialsFilled = missing.length === 0;
  const listFormat = useMemo(
    () => new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }),
    [i18n.language],
  );
  const payoutsEnabled = me.profile?.payoutsEnabled === true;

  // Back from payout setup (/become-host sends ?onboarding=complete): the banner follows the fresh status.
  const onboardingComplete = searchParams.get('onboarding') === 'complete';
  useEffect(() => {
    if (onboardingComplete) void queryClient.invalidateQueries({ queryKey: sessionKeys.me, exact: true });
  }, [onboardingComplete, queryClient]);

  // A step's fields mount with it: focus the field to fix once its step is on screen.
  useEffect(() => {
    if (!focusAfterStep) return;
    form.setFocus(focusAfterStep);
    setFocusAfterStep(null);
  }, [focusAfterStep, form]);

  const goToStep = (next: Step, focus?: Path<CreateFormValues>) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    if (focus) setFocusAfterStep(focus);
  };

  // The spec keeps Continue off until step 1 is filled; pressed anyway, it takes the host to the first gap.
  const onContinue = async () => {
    const firstMissing = missing[0];
    if (firstMissing) {
      form.setFocus(firstMissing);
      return;
    }
    if (await form.trigger(STEP_ONE_FIELDS, { shouldFocus: true })) goToStep(2);
  };

  const onBack = () => {
    if (step === 2) goToStep(1);
    else void navigate(-1);
  };

  const onInvalid = (errors: FieldErrors<CreateFormValues>) => {
    toast.error(t('activityEditor.toasts.fixErrors'), {
      description: t('activityEditor.toasts.fixErrorsDetail'),
    });
    const firstOfStepOne = STEP_ONE_FIELDS.find((name) => errors[name]);
    if (firstOfStepOne) goToStep(1, firstOfStepOne);
  };

  const onPublish = form.handleSubmit(
    (values) =>
      create.mutateAsync(toCreateInput(values)).then(
        ({ ids }) => {
          setPublished(true);
          if (values.recurring) {
            toast.success(t('activityEditor.toasts.seriesCreated', { count: ids.length }));
            void navigate('/my-activities');
          } else {
            toast.success(t('activityEditor.toasts.created'));
            void navigate(`/activity/${ids[0]}`, { state: publishedState() });
          }
        },
        (error: unknown) => {
          const landed = applyActivityServerErrors(error, (name, fieldError) =>
            form.setError(name as Path<CreateFormValues>, fieldError),
          );
          toast.error(t('activityEditor.toasts.error'), {
            description: errorMessage(error, t('activityEditor.toasts.errorFallback')),
          });
          const firstOfStepOne = landed.find(isStepOne);
          if (firstOfStepOne) goToStep(1, firstOfStepOne as Path<CreateFormValues>);
        },
      ),
    onInvalid,
  );

  const stepName = step === 1 ? t('activityEditor.steps.essentials') : t('activityEditor.steps.polish');
  const publishing = form.formState.isSubmitting || create.isPending || published;
  const recurring = useWatch({ control: form.control, name: 'recurring' });
  const occurrences = useWatch({ control: form.control, name: 'occurrences' });

  return (
    <div className="page-container">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 pb-8 md:pb-16">
        <PageHeader
          title={t('activityEditor.createTitle')}
          subtitle={t('activityEditor.createSubtitle')}
          spacing="flush"
        />
        {!payoutsEnabled && <PayoutBanner />}
        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-4">
            <h2 className="font-semibold text-xl">{stepName}</h2>
            <span className="text-muted-foreground text-sm tabular-nums">
              {t('activityEditor.steps.progress', { step, total: STEPS })}
            </span>
          </div>
          <Progress
            value={(step / STEPS) * 100}
            aria-label={t('activityEditor.steps.progressLabel', { step, total: STEPS, name: stepName })}
          />
        </div>
        <FormProvider {...form}>
          <form
            noValidate
            className="flex flex-col gap-6"
            onSubmit={(event) => {
              // Enter in a step-1 field continues; step 2 publishes only by its button, never by Enter.
              event.preventDefault();
              if (step === 1) void onContinue();
            }}
          >
            {step === 1 ? (
              <EssentialsFields chooseCity />
            ) : (
              <>
                <PricesSection />
                <PricingFields />
                <CancellationPolicyField />
                <DetailsFields />
                <ImageFields />
                <RecurrenceFields />
              </>
            )}
            {step === 1 && !essentialsFilled && (
              <p id="activity-continue-hint" className="text-muted-foreground text-sm md:text-right">
                {t('activityEditor.actions.stillNeeded', {
                  fields: listFormat.format(missing.map((name) => t(`activityEditor.fields.${name}`))),
                })}
              </p>
            )}
            <FormActions>
              <Button variant="outline" size="lg" onClick={onBack}>
                <ArrowLeft aria-hidden />
                {t('activityEditor.actions.back')}
              </Button>
              {step === 1 ? (
                <Button
                  key="continue"
                  type="submit"
                  size="lg"
                  fill
                  className="md:flex-none aria-disabled:opacity-50 aria-disabled:hover:bg-primary"
                  // Not `disabled`: a disabled button cannot be focused, so it could not say what is missing.
                  aria-disabled={essentialsFilled ? undefined : true}
                  aria-describedby={essentialsFilled ? undefined : 'activity-continue-hint'}
                >
                  {t('activityEditor.actions.continue')}
                  <ArrowRight aria-hidden />
                </Button>
              ) : (
                <Button
                  key="publish"
                  size="lg"
                  fill
                  className="md:flex-none"
                  disabled={publishing}
                  onClick={() => void onPublish()}
                >
                  <Send aria-hidden />
                  {publishing
                    ? t('activityEditor.actions.publishing')
                    : recurring && Number.isInteger(occurrences)
                      ? t('activityEditor.actions.publishSeries', { count: occurrences })
                      : t('activityEditor.actions.publish')}
                </Button>
              )}
            </FormActions>
          </form>
        </FormProvider>
        <LeaveGuard when={form.formState.isDirty && !published} />
      </div>
    </div>
  );
}
