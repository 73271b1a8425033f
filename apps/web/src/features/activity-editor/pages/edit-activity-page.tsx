import { zodResolver } from '@hookform/resolvers/zod';
import type { EditableActivity, UpdateActivityInput } from '@sortim/contracts/hosting';
import { LIMITS } from '@sortim/contracts/limits';
import { capacityFor, minimumCapacity, spotsLeftFor } from '@sortim/contracts/spots-ledger';
import Save from 'lucide-react/icons/save';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '#/components/confirm-dialog.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useHostActivity } from '#/features/activity-editor/api/get-host-activity.ts';
import { useUpdateActivity } from '#/features/activity-editor/api/update-activity.ts';
import { AvailabilityFields } from '#/features/activity-editor/components/availability-fields.tsx';
import { CancellationPolicyField } from '#/features/activity-editor/components/cancellation-policy-field.tsx';
import { DetailsFields } from '#/features/activity-editor/components/details-fields.tsx';
import { EssentialsFields } from '#/features/activity-editor/components/essentials-fields.tsx';
import { FormActions } from '#/features/activity-editor/components/form-actions.tsx';
import { ImageFields } from '#/features/activity-editor/components/image-fields.tsx';
import { LeaveGuard } from '#/features/activity-editor/components/leave-guard.tsx';
import { PricesSection } from '#/features/activity-editor/components/prices-section.tsx';
import { PricingFields } from '#/features/activity-editor/components/pricing-fields.tsx';
import { QuestionsSection } from '#/features/activity-editor/components/questions-section.tsx';
import { useClearErrorOnEdit } from '#/features/activity-editor/components/use-field-error.ts';
import {
  type EditFormValues,
  editDefaults,
  editFormSchema,
  toUpdateInput,
} from '#/features/activity-editor/lib/activity-form.ts';
import { applyActivityServerErrors } from '#/features/activity-editor/lib/server-errors.ts';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

/**
 * /edit-activity/:id: the owner (or an admin) edits every main field, spots left, third party attendees
 * and whether it is published. Anyone else is sent back to /my-activities, as is a failed load.
 */
export function EditActivityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const activity = useHostActivity(id);

  useEffect(() => {
    if (!activity.error) return;
    // The ids keep it to one toast when React runs the effect twice.
    if (activity.error instanceof ApiRequestError && activity.error.status === 403) {
      toast.error(t('activityEditor.toasts.accessDenied'), {
        id: `edit-denied:${id}`,
        description: t('activityEditor.toasts.editOwnOnly'),
      });
    } else {
      toast.error(t('activityEditor.toasts.loadFailed'), { id: `edit-failed:${id}` });
    }
    void navigate('/my-activities', { replace: true });
  }, [activity.error, id, navigate, t]);

  return (
    <div className="page-container">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 pb-8 md:pb-16">
        <PageHeader
          title={t('activityEditor.editTitle')}
          subtitle={activity.data?.title ?? t('activityEditor.editSubtitle')}
          spacing="flush"
        />
        {activity.data ? (
          <EditActivityForm key={activity.data.id} activity={activity.data} />
        ) : (
          <EditFormSkeleton label={t('activityEditor.loading')} />
        )}
      </div>
    </div>
  );
}

function EditActivityForm({ activity }: { activity: EditableActivity }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateActivity();
  const [saved, setSaved] = useState(false);
  const taken = activity.takenSpots;
  const schema = useMemo(
    () => editFormSchema(taken, (min) => t('activityEditor.fields.capacityMin', { min })),
    [taken, t],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: editDefaults(activity),
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(form);
  const thirdParty = useWatch({ control: form.control, name: 'thirdPartyAttendees' });

  // Spots left = capacity - booked or held - third party: the field edited moves the other one.
  const keepInStep = (field: 'capacity' | 'spotsRemaining', value: number) =>
    form.setValue(field, value, { shouldDirty: true });
  const onCapacityChange = (capacity: number) => {
    if (Number.isFinite(capacity)) {
      keepInStep('spotsRemaining', spotsLeftFor(capacity, taken, form.getValues('thirdPartyAttendees')));
    }
  };
  const onThirdPartyChange = (attendees: number) => {
    if (Number.isFinite(attendees)) {
      keepInStep('spotsRemaining', spotsLeftFor(form.getValues('capacity'), taken, attendees));
    }
  };
  const onSpotsChange = (spots: number) => {
    if (Number.isFinite(spots)) {
      keepInStep('capacity', capacityFor(spots, taken, form.getValues('thirdPartyAttendees')));
    }
  };

  // A move with paid guests waits for the host's confirmation, which names how many will be told.
  const [moveToConfirm, setMoveToConfirm] = useState<UpdateActivityInput | null>(null);
  const save = (input: UpdateActivityInput) =>
    update.mutateAsync({ id: activity.id, input }).then(
      () => {
        setSaved(true);
        setMoveToConfirm(null);
        toast.success(t('activityEditor.toasts.updated'));
        void navigate('/my-activities');
      },
      (error: unknown) => {
        setMoveToConfirm(null);
        applyActivityServerErrors(error, (name, fieldError) =>
          form.setError(name as Path<EditFormValues>, fieldError),
        );
        toast.error(t('activityEditor.toasts.error'), {
          description: errorMessage(error, t('activityEditor.toasts.errorFallback')),
        });
      },
    );

  const onSave = form.handleSubmit(
    (values) => {
      const input = toUpdateInput(values);
      if (activity.paidBookings > 0 && movesGuests(activity, input)) {
        setMoveToConfirm(input);
        return;
      }
      return save(input);
    },
    () =>
      toast.error(t('activityEditor.toasts.fixErrors'), {
        description: t('activityEditor.toasts.fixErrorsDetail'),
      }),
  );
  const saving = form.formState.isSubmitting || update.isPending || saved;

  return (
    <FormProvider {...form}>
      <form noValidate className="flex flex-col gap-6" onSubmit={onSave}>
        <EssentialsFields />
        <PricesSection />
        <PricingFields
          onCapacityChange={onCapacityChange}
          capacityMin={Math.max(LIMITS.capacityMin, minimumCapacity(taken, thirdParty))}
        />
        <CancellationPolicyField editing />
        <AvailabilityFields
          takenSpots={taken}
          onSpotsChange={onSpotsChange}
          onThirdPartyChange={onThirdPartyChange}
        />
        <DetailsFields />
        <ImageFields />
        <FormActions>
          <Button variant="outline" size="lg" onClick={() => void navigate('/my-activities')}>
            {t('activityEditor.actions.cancel')}
          </Button>
          <Button type="submit" size="lg" fill className="md:flex-none" disabled={saving}>
            <Save aria-hidden />
            {saving ? t('activityEditor.actions.saving') : t('activityEditor.actions.save')}
          </Button>
        </FormActions>
      </form>
      {/* Its own form and Save (its own route): a form cannot sit inside another. */}
      <QuestionsSection activityId={activity.id} />
      <ConfirmDialog
        open={moveToConfirm !== null}
        onOpenChange={(open) => !open && setMoveToConfirm(null)}
        title={t('activityEditor.moveConfirm.title')}
        description={t('activityEditor.moveConfirm.description', { count: activity.paidBookings })}
        closeLabel={t('activityEditor.moveConfirm.close')}
        cancelLabel={t('activityEditor.moveConfirm.keep')}
        confirmLabel={t('activityEditor.moveConfirm.confirm', { count: activity.paidBookings })}
        pendingLabel={t('activityEditor.moveConfirm.saving')}
        pending={update.isPending}
        onConfirm={() => moveToConfirm && void save(moveToConfirm)}
      />
      <LeaveGuard when={form.formState.isDirty && !saved} />
    </FormProvider>
  );
}

/** Whether the edit moves what guests planned around: start, end, place name or address (the server decides the same). */
function movesGuests(activity: EditableActivity, input: UpdateActivityInput): boolean {
  return (
    Date.parse(input.startTime) !== Date.parse(activity.startTime) ||
    Date.parse(input.endTime) !== Date.parse(activity.endTime) ||
    input.locationName.trim() !== activity.locationName ||
    input.address.trim() !== activity.address
  );
}

/** The form's shape while the activity loads: labelled fields in one column, nothing jumps after. */
function EditFormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      {['title', 'category', 'description', 'place', 'times', 'capacity'].map((field) => (
        <div key={field} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className={field === 'description' ? 'h-32 w-full' : 'h-12 w-full'} />
        </div>
      ))}
    </div>
  );
}
