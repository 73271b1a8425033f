import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordInput } from '@sortim/contracts/auth';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import MailCheck from 'lucide-react/icons/mail-check';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { useRequestPasswordReset } from '#/features/auth/api/request-password-reset.ts';
import { AuthLayout } from '#/features/auth/components/auth-layout.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { useValidationMessage } from '#/lib/form-errors.ts';
import { toast } from '#/lib/toast.ts';

/** /forgot-password: one e-mail field; the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const requestReset = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(ForgotPasswordInput), defaultValues: { email: '' } });
  const emailError = message(form.formState.errors.email);

  const onSubmit = form.handleSubmit((input) =>
    requestReset.mutateAsync(input).then(
      () =>
        toast.success(t('auth.forgot.checkEmail'), { description: t('auth.forgot.checkEmailDescription') }),
      (error: unknown) =>
        toast.error(t('auth.forgot.failed'), { description: errorMessage(error, t('errors.tryLater')) }),
    ),
  );

  const backToSignIn = (
    <Button asChild variant="ghost" className="self-center">
      <Link to="/auth">
        <ArrowLeft aria-hidden />
        {t('auth.forgot.backToSignIn')}
      </Link>
    </Button>
  );

  if (requestReset.isSuccess) {
    return (
      <AuthLayout title={t('auth.forgot.checkEmail')}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <MailCheck aria-hidden className="size-6" />
          </span>
          <p className="break-words font-medium">
            {t('auth.forgot.sentTo', { email: requestReset.variables.email })}
          </p>
          <p className="text-muted-foreground text-sm">{t('auth.forgot.sentHint')}</p>
        </div>
        {backToSignIn}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="forgot-email" label={t('auth.email')} error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.emailPlaceholder')}
            {...fieldAria('forgot-email', emailError)}
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={requestReset.isPending}>
          {requestReset.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
        </Button>
      </form>
      {backToSignIn}
    </AuthLayout>
  );
}
