import { zodResolver } from '@hookform/resolvers/zod';
import type { ReportTargetType } from '@sortim/contracts/conversation-kinds';
import { REPORT_REASONS } from '@sortim/contracts/conversation-kinds';
import { LIMITS } from '@sortim/contracts/limits';
import { ReportInput } from '@sortim/contracts/reports';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '#/components/ui/dialog.tsx';
import { RadioGroup, RadioGroupItem } from '#/components/ui/radio-group.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { useFileReport } from '#/features/reports/api/file-report.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { toast } from '#/lib/toast.ts';

const FIELDS = ['reason', 'note'] as const;

/** The report's reason (one of six, as radios) and an optional note; Send files it. */
export function ReportForm({
  targetType,
  targetId,
  onSent,
}: {
  targetType: ReportTargetType;
  targetId: string;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const base = useId();
  const reasonId = `${base}-reason`;
  const noteId = `${base}-note`;
  const message = useValidationMessage();
  const send = useFileReport();
  const form = useForm({
    resolver: zodResolver(ReportInput),
    // No reason is chosen for the person: 'Please choose a reason' until they do.
    defaultValues: { targetType, targetId, reason: undefined as unknown as 'spam', note: '' },
  });
  const length = (useWatch({ control: form.control, name: 'note' }) ?? '').length;
  const reasonError = message(form.formState.errors.reason);
  const noteError = message(form.formState.errors.note);

  const onSubmit = form.handleSubmit((input) =>
    send.mutateAsync(input).then(onSent, (error: unknown) => {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
        toast.error(errorMessage(error, t('reports.failed')));
      }
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <span id={reasonId} className="font-medium text-sm">
          {t('reports.reason')}
        </span>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              name={field.name}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              aria-labelledby={reasonId}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
              aria-invalid={reasonError ? true : undefined}
            >
              {REPORT_REASONS.map((reason, index) => {
                const id = `${reasonId}-${reason}`;
                return (
                  <label key={reason} htmlFor={id} className="flex cursor-pointer items-center gap-3 py-1">
                    <RadioGroupItem
                      id={id}
                      value={reason}
                      ref={index === 0 ? field.ref : undefined}
                      onBlur={field.onBlur}
                    />
                    <span>{t(`reports.reasons.${reason}`)}</span>
                  </label>
                );
              })}
            </RadioGroup>
          )}
        />
        {reasonError && (
          <p id={`${reasonId}-error`} className="text-destructive text-sm">
            {reasonError}
          </p>
        )}
      </div>
      <FormField
        id={noteId}
        label={t('reports.note')}
        error={noteError}
        hint={t('reports.noteHint')}
        aside={
          <span className="text-muted-foreground text-xs tabular-nums">
            {t('reports.counter', { length, max: LIMITS.reportNoteMax })}
          </span>
        }
      >
        <Textarea
          rows={4}
          maxLength={LIMITS.reportNoteMax}
          {...fieldAria(noteId, noteError, t('reports.noteHint'))}
          {...form.register('note')}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('reports.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('reports.sending') : t('reports.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
