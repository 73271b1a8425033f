import {
  PROMO_CODE_NOTE_MAX,
  type PromoCode,
  type PromoCodeInput,
} from '@sortim/contracts/promo-code-management';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import {
  EMPTY_CODE_FORM,
  fieldOf,
  formValuesOf,
  judge,
  type PromoCodeField,
  type PromoCodeFormValues,
} from '#/components/promo-codes/promo-code-form-values.ts';
import { Button } from '#/components/ui/button.tsx';
import { Checkbox } from '#/components/ui/checkbox.tsx';
import { DialogClose, DialogFooter } from '#/components/ui/dialog.tsx';
import { Input } from '#/components/ui/input.tsx';
import { RadioGroup, RadioGroupItem } from '#/components/ui/radio-group.tsx';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { formatDateTime } from '#/lib/format.ts';
import { messageText } from '#/lib/message-text.ts';
import { toast } from '#/lib/toast.ts';

/** An activity a code can name, as the form lists it (with its host, on the platform's form). */
export type CodeActivityOption = { id: string; title: string; startTime: string; hostName?: string };

const NUMBER_FIELDS = ['totalLimit', 'perAccountLimit', 'minParty'] as const;

/**
 * A code's form, new or unused: the code, a percentage or euros off, all activities or chosen ones, an
 * optional start and end (Barcelona time), the limits, the minimum party, the note guests read and whether it
 * shows hidden prices. The contract judges it before it is sent; the server's refusals land on their fields.
 */
export function PromoCodeForm({
  code,
  activities,
  allActivitiesLabel,
  save,
  onSaved,
}: {
  /** The code to change; none for a new one. */
  code: PromoCode | null;
  /** What the code may name; undefined while loading. */
  activities: CodeActivityOption[] | undefined;
  allActivitiesLabel: string;
  save: (input: PromoCodeInput) => Promise<PromoCode>;
  onSaved: (code: PromoCode) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const form = useForm<PromoCodeFormValues>({
    defaultValues: code ? formValuesOf(code) : EMPTY_CODE_FORM,
  });
  const [discountKind, scopeKind, activityIds, unlocksHidden, note] = useWatch({
    control: form.control,
    name: ['discountKind', 'scopeKind', 'activityIds', 'unlocksHidden', 'note'],
  });
  const errors = form.formState.errors;
  const message = (field: PromoCodeField) => {
    const text = errors[field]?.message;
    return text ? messageText(text) : undefined;
  };
  const ids = (field: string) => `${id}-${field}`;

  const onSubmit = form.handleSubmit(async (values) => {
    const judged = judge(values);
    if (judged.errors) {
      for (const [field, text] of Object.entries(judged.errors)) {
        form.setError(field as PromoCodeField, { type: 'validate', message: text });
      }
      return;
    }
    try {
      const saved = await save(judged.input);
      toast.success(t(code ? 'promoCodes.form.saved' : 'promoCodes.form.created', { code: saved.code }));
      onSaved(saved);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? Object.entries(error.fields ?? {}) : [];
      let landed = false;
      for (const [path, text] of fields) {
        const field = fieldOf(path);
        if (!field || !(error instanceof ApiRequestError)) continue;
        form.setError(field, { type: 'server', message: messageText(text, error.fieldKeys?.[path]) });
        landed = true;
      }
      // A code another code reads already is the code field's to say.
      if (!landed && error instanceof ApiRequestError && error.messageKey === 'promoCodes.codeTaken') {
        form.setError('code', { type: 'server', message: messageText(error.message, error.messageKey) });
        landed = true;
      }
      if (!landed) toast.error(errorMessage(error, t('promoCodes.form.failed')));
    }
  });

  const toggleActivity = (activityId: string, on: boolean) => {
    const next = on ? [...activityIds, activityId] : activityIds.filter((chosen) => chosen !== activityId);
    form.setValue('activityIds', next);
    form.clearErrors('activityIds');
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField
        id={ids('code')}
        label={t('promoCodes.form.code')}
        error={message('code')}
        hint={t('promoCodes.form.codeHint')}
        required
      >
        <Input
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          className="font-mono uppercase"
          aria-required
          {...fieldAria(ids('code'), message('code'), t('promoCodes.form.codeHint'))}
          {...form.register('code')}
        />
      </FormField>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium text-sm">{t('promoCodes.form.discount')}</legend>
        <RadioGroup
          value={discountKind}
          onValueChange={(value) => form.setValue('discountKind', value === 'amount' ? 'amount' : 'percent')}
          aria-label={t('promoCodes.form.discount')}
          className="sm:grid-flow-col sm:justify-start sm:gap-6"
        >
          {(['percent', 'amount'] as const).map((kind) => (
            <label key={kind} htmlFor={ids(kind)} className="flex cursor-pointer items-center gap-2 text-sm">
              <RadioGroupItem id={ids(kind)} value={kind} />
              {t(`promoCodes.form.${kind}`)}
            </label>
          ))}
        </RadioGroup>
        <FormField
          id={ids('discountValue')}
          label={t(
            discountKind === 'percent' ? 'promoCodes.form.percentValue' : 'promoCodes.form.amountValue',
          )}
          error={message('discountValue')}
          required
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            className="max-w-40 tabular-nums"
            aria-required
            {...fieldAria(ids('discountValue'), message('discountValue'))}
            {...form.register('discountValue')}
          />
        </FormField>
      </fieldset>

      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={message('activityIds') ? ids('activities-error') : undefined}
      >
        <legend className="mb-2 font-medium text-sm">{t('promoCodes.form.activities')}</legend>
        <RadioGroup
          value={scopeKind}
          onValueChange={(value) => {
            form.setValue('scopeKind', value === 'activities' ? 'activities' : 'all');
            form.clearErrors('activityIds');
          }}
          aria-label={t('promoCodes.form.activities')}
        >
          <label htmlFor={ids('all')} className="flex cursor-pointer items-center gap-2 text-sm">
            <RadioGroupItem id={ids('all')} value="all" />
            {allActivitiesLabel}
          </label>
          <label htmlFor={ids('chosen')} className="flex cursor-pointer items-center gap-2 text-sm">
            <RadioGroupItem id={ids('chosen')} value="activities" />
            {t('promoCodes.form.chosenActivities')}
          </label>
        </RadioGroup>
        {scopeKind === 'activities' &&
          (activities === undefined ? (
            <p role="status" className="text-muted-foreground text-sm">
              {t('promoCodes.form.loadingActivities')}
            </p>
          ) : activities.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('promoCodes.form.noActivities')}</p>
          ) : (
            <ul
              aria-label={t('promoCodes.form.activitiesList')}
              className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-lg border p-2"
            >
              {activities.map((activity) => {
                const boxId = ids(`activity-${activity.id}`);
                return (
                  <li key={activity.id}>
                    <label
                      htmlFor={boxId}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-muted"
                    >
                      <Checkbox
                        id={boxId}
                        checked={activityIds.includes(activity.id)}
                        onCheckedChange={(checked) => toggleActivity(activity.id, checked === true)}
                        aria-invalid={message('activityIds') ? true : undefined}
                      />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="break-words">{activity.title}</span>
                        <span className="text-muted-foreground text-xs">
                          {[formatDateTime(activity.startTime, i18n.language), activity.hostName]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          ))}
        {message('activityIds') && (
          <p id={ids('activities-error')} className="text-destructive text-sm">
            {message('activityIds')}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {(['startsAt', 'endsAt'] as const).map((field) => (
          <FormField
            key={field}
            id={ids(field)}
            label={t(`promoCodes.form.${field}`)}
            error={message(field)}
            hint={t(`promoCodes.form.${field}Hint`)}
          >
            <Input
              type="datetime-local"
              {...fieldAria(ids(field), message(field), t(`promoCodes.form.${field}Hint`))}
              {...form.register(field)}
            />
          </FormField>
        ))}
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        {NUMBER_FIELDS.map((field) => (
          <FormField
            key={field}
            id={ids(field)}
            label={t(`promoCodes.form.${field}`)}
            error={message(field)}
            hint={t('promoCodes.form.noLimit')}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              className="tabular-nums"
              {...fieldAria(ids(field), message(field), t('promoCodes.form.noLimit'))}
              {...form.register(field)}
            />
          </FormField>
        ))}
      </div>

      <FormField
        id={ids('note')}
        label={t('promoCodes.form.note')}
        error={message('note')}
        hint={t('promoCodes.form.noteHint')}
        aside={
          <span className="text-muted-foreground text-xs tabular-nums">
            {t('promoCodes.form.counter', { length: note.length, max: PROMO_CODE_NOTE_MAX })}
          </span>
        }
      >
        <Input
          maxLength={PROMO_CODE_NOTE_MAX}
          {...fieldAria(ids('note'), message('note'), t('promoCodes.form.noteHint'))}
          {...form.register('note')}
        />
      </FormField>

      <div className="flex items-start gap-3">
        <Checkbox
          id={ids('unlocksHidden')}
          checked={unlocksHidden}
          onCheckedChange={(checked) => form.setValue('unlocksHidden', checked === true)}
          aria-describedby={ids('unlocksHidden-hint')}
          className="mt-0.5"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids('unlocksHidden')} className="cursor-pointer font-medium text-sm">
            {t('promoCodes.form.unlocksHidden')}
          </label>
          <p id={ids('unlocksHidden-hint')} className="text-muted-foreground text-xs">
            {t('promoCodes.form.unlocksHiddenHint')}
          </p>
        </div>
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('promoCodes.form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? t('promoCodes.form.saving')
            : code
              ? t('promoCodes.form.save')
              : t('promoCodes.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
