import { zodResolver } from '@hookform/resolvers/zod';
import { BecomeHostInput, HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import { HOST_ACTIVITY_TYPES } from '@sortim/contracts/taxonomy';
import Loader2 from 'lucide-react/icons/loader-circle';
import Rocket from 'lucide-react/icons/rocket';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { useBecomeHost } from '#/features/become-host/api/become-host.ts';
import { ApiRequestError } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { toast } from '#/lib/toast.ts';

type Field = keyof BecomeHostInput;
const FIELDS: readonly Field[] = ['phone', 'notificationEmail', 'activityType'];

/** What the inputs hold: the activity type starts unchosen (''), which the contract refuses. */
type FormValues = { phone: string; notificationEmail: string; activityType: string };

/**
 * 'Quick Setup' (spec §2, §5): phone, notification e-mail (the account's by default) and activity type.
 * Submit waits until all three are filled; the server grants the host role, and `onHosting` moves on with
 * the activity type, so the first activity starts in its category.
 */
export function QuickSetupForm({
  defaultEmail,
  leaving,
  onHosting,
}: {
  defaultEmail: string;
  /** The page is about to move on: the button stays busy until it has. */
  leaving: boolean;
  /** With the activity type chosen, which the first activity's form starts from. */
  onHosting: (activityType: BecomeHostInput['activityType']) => void;
}) {
  const { t } = useTranslation();
  const becomeHost = useBecomeHost();
  const form = useForm<FormValues, unknown, BecomeHostInput>({
    resolver: zodResolver(BecomeHostInput) as Resolver<FormValues, unknown, BecomeHostInput>,
    defaultValues: { phone: '', notificationEmail: defaultEmail, activityType: '' },
  });
  const { errors } = form.formState;
  const [phone, email, activityType] = useWatch({
    control: form.control,
    name: ['phone', 'notificationEmail', 'activityType'],
  });
  // Filled, not yet valid: a field of spaces lets Submit through to the 'Missing information' toast.
  const filled = [phone, email, activityType].every((value) => value !== '');
  const busy = becomeHost.isPending || leaving;

  const errorText = useValidationMessage();

  const missingInformation = () =>
    toast.error(t('becomeHost.missingTitle'), { description: t('becomeHost.missingBody') });

  const onSubmit = form.handleSubmit(
    (input) => {
      if (busy) return;
      becomeHost.mutate(input, {
        onSuccess: () => {
          toast.success(t('becomeHost.nowHost'));
          onHosting(input.activityType);
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, FIELDS, form.setError)) {
            // The server's 400 for a missing field reads as the form's own check does.
            const messages = error instanceof ApiRequestError ? Object.values(error.fields ?? {}) : [];
            if (messages.includes(HOSTING_MESSAGES.fillRequired)) missingInformation();
            return;
          }
          toast.error(t('becomeHost.assignFailed'), { description: t('becomeHost.assignFailedBody') });
        },
      });
    },
    (invalid) => {
      if (Object.values(invalid).some((error) => error?.message === HOSTING_MESSAGES.fillRequired)) {
        missingInformation();
      }
    },
  );

  const fieldProps = (field: Field, hint?: string) => ({
    ...fieldAria(`become-host-${field}`, errorText(errors[field]), hint),
    ...form.register(field),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField
        id="become-host-phone"
        label={t('becomeHost.form.phone')}
        error={errorText(errors.phone)}
        hint={t('becomeHost.form.phoneHint')}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          fieldSize="lg"
          placeholder={t('becomeHost.form.phonePlaceholder')}
          {...fieldProps('phone', t('becomeHost.form.phoneHint'))}
        />
      </FormField>
      <FormField
        id="become-host-notificationEmail"
        label={t('becomeHost.form.email')}
        error={errorText(errors.notificationEmail)}
        hint={t('becomeHost.form.emailHint')}
      >
        <Input
          type="email"
          autoComplete="email"
          required
          fieldSize="lg"
          {...fieldProps('notificationEmail', t('becomeHost.form.emailHint'))}
        />
      </FormField>
      <FormField
        id="become-host-activityType"
        label={t('becomeHost.form.activityType')}
        error={errorText(errors.activityType)}
      >
        <NativeSelect required fieldSize="lg" {...fieldProps('activityType')}>
          <option value="" disabled>
            {t('becomeHost.form.activityTypePlaceholder')}
          </option>
          {HOST_ACTIVITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`becomeHost.activityTypes.${type}`, { defaultValue: type })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="sticky bottom-0 -mx-1 bg-card px-1 pt-2 pb-3 sm:static sm:mx-0 sm:p-0">
        <Button type="submit" size="lg" className="w-full" disabled={!filled || busy}>
          {busy ? <Loader2 aria-hidden className="motion-safe:animate-spin" /> : <Rocket aria-hidden />}
          {busy ? t('becomeHost.form.submitting') : t('becomeHost.form.submit')}
        </Button>
        {!filled && (
          <p className="mt-2 text-center text-muted-foreground text-xs">{t('becomeHost.form.fillAll')}</p>
        )}
      </div>
    </form>
  );
}
