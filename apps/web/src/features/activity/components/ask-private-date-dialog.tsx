import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRIVATE_REQUEST_MIN_LEAD_HOURS,
  PRIVATE_REQUEST_TEXT_MAX,
  type PrivateRequestInput,
  privateRequestInputFor,
} from '@sortim/contracts/private-groups';
import Loader2 from 'lucide-react/icons/loader-circle';
import Send from 'lucide-react/icons/send';
import { type ReactElement, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { useAskPrivateDate } from '#/features/activity/api/ask-private-date.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { formatMoney } from '#/lib/format.ts';
import { toast } from '#/lib/toast.ts';

export type AskPrivateDateDialogProps = {
  activityId: string;
  maxGroup: number;
  minimumCents: number;
  /** The activity's city's clock, which the day and time asked are on, and its name. */
  timeZone: string;
  cityName: string;
};

type Field = 'day' | 'time' | 'groupSize' | 'message';
const FIELDS: readonly Field[] = ['day', 'time', 'groupSize', 'message'];

/** The first day a request may name, on the activity's city's clock ('sv-SE' writes dates as YYYY-MM-DD). */
const firstDay = (timeZone: string) =>
  new Date(Date.now() + PRIVATE_REQUEST_MIN_LEAD_HOURS * 3_600_000).toLocaleDateString('sv-SE', { timeZone });

/**
 * The "Ask for a private date" dialog: a day, a start time (on the activity's city's clock), a group size (2 to the offer's largest
 * group) and an optional message. Sent, it closes with a toast; the server's refusals land on their fields.
 */
export function AskPrivateDateDialog({
  trigger,
  defaultOpen,
  activityId,
  maxGroup,
  minimumCents,
  timeZone,
  cityName,
}: AskPrivateDateDialogProps & { trigger: ReactElement; defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(defaultOpen ?? false);
  const ask = useAskPrivateDate(activityId);
  const schema = useMemo(() => privateRequestInputFor(maxGroup), [maxGroup]);
  const form = useForm<PrivateRequestInput>({
    resolver: zodResolver(schema),
    defaultValues: { day: '', time: '', groupSize: 2, message: '' },
  });
  const { errors } = form.formState;
  const errorText = useValidationMessage();

  const onSubmit = form.handleSubmit((input) =>
    ask.mutateAsync(input).then(
      () => {
        setOpen(false);
        form.reset();
        toast.success(t('privateRequestForm.sent'), { description: t('privateRequestForm.sentDetail') });
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
          toast.error(t('privateRequestForm.failed'), { description: errorMessage(error, '') });
        }
      },
    ),
  );

  const fieldProps = (field: Field) => fieldAria(`private-${field}`, errorText(errors[field]));

  return (
    <Dialog open={open} onOpenChange={(next) => !ask.isPending && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('privateRequestForm.close')}>
        <DialogHeader>
          <DialogTitle>{t('privateRequestForm.title')}</DialogTitle>
          <DialogDescription>{t('privateRequestForm.description')}</DialogDescription>
        </DialogHeader>
        <p className="text-muted-foreground text-sm">
          {t('privateRequests.ask.offer', {
            max: maxGroup,
            minimum: formatMoney(minimumCents, i18n.language),
          })}
        </p>
        <form id="private-request-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="private-day"
              label={t('privateRequestForm.day')}
              error={errorText(errors.day)}
              required
            >
              <Input
                type="date"
                min={firstDay(timeZone)}
                aria-required
                {...fieldProps('day')}
                {...form.register('day')}
              />
            </FormField>
            <FormField
              id="private-time"
              label={t('privateRequestForm.time', { city: cityName })}
              error={errorText(errors.time)}
              required
            >
              <Input type="time" aria-required {...fieldProps('time')} {...form.register('time')} />
            </FormField>
          </div>
          <FormField
            id="private-groupSize"
            label={t('privateRequestForm.groupSize')}
            error={errorText(errors.groupSize)}
            hint={t('privateRequestForm.groupSizeHint', { max: maxGroup })}
            required
          >
            <Input
              type="number"
              inputMode="numeric"
              min={2}
              max={maxGroup}
              aria-required
              {...fieldAria(
                'private-groupSize',
                errorText(errors.groupSize),
                t('privateRequestForm.groupSizeHint', { max: maxGroup }),
              )}
              {...form.register('groupSize', { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            id="private-message"
            label={t('privateRequestForm.message')}
            error={errorText(errors.message)}
          >
            <Textarea
              rows={3}
              maxLength={PRIVATE_REQUEST_TEXT_MAX}
              placeholder={t('privateRequestForm.messagePlaceholder')}
              {...fieldProps('message')}
              {...form.register('message')}
            />
          </FormField>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={ask.isPending}>
              {t('privateRequestForm.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form="private-request-form" disabled={ask.isPending}>
            {ask.isPending ? (
              <Loader2 aria-hidden className="motion-safe:animate-spin" />
            ) : (
              <Send aria-hidden />
            )}
            {ask.isPending ? t('privateRequestForm.sending') : t('privateRequestForm.send')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
