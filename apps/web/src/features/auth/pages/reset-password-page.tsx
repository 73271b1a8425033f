import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordInput } from '@sortim/contracts/auth';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { PasswordInput } from '#/components/password-input.tsx';
import { Button } from '#/components/ui/button.tsx';
import { INVALID_TOKEN, useResetPassword } from '#/features/auth/api/reset-password.ts';
import { AuthLayout } from '#/features/auth/components/auth-layout.tsx';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { useValidationMessage } from '#/lib/form-errors.ts';
import { toast } from '#/lib/toast.ts';

/**
 * /reset-password, reached by the e-mailed link: `?token=` when the link is good, `?error=INVALID_TOKEN`
 * when it is unknown, expired or used. Success signs the user in and goes to /home.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkIsUsable = Boolean(token) && !params.has('error');

  const message = useValidationMessage();
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: zodResolver(ResetPasswordInput),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const passwordError = message(errors.password);
  const confirmError = message(errors.confirmPassword);

  useEffect(() => {
    if (!linkIsUsable) rejectLink();
  });

  function rejectLink() {
    toast.error(t('auth.reset.invalidLink'), {
      id: 'invalid-reset-link',
      description: t('auth.reset.invalidLinkDescription'),
    });
    void navigate('/auth', { replace: true });
  }

  const onSubmit = form.handleSubmit(({ password }) =>
    resetPassword.mutateAsync({ token: token ?? '', newPassword: password }).then(
      () => {
        toast.success(t('auth.reset.updated'), { description: t('auth.reset.updatedDescription') });
        void navigate('/home', { replace: true });
      },
      (error: unknown) => {
        // The token was good when the page opened but has expired or been used since.
        if (error instanceof ApiRequestError && error.code === INVALID_TOKEN) return rejectLink();
        toast.error(t('auth.reset.failed'), { description: errorMessage(error, t('errors.tryLater')) });
      },
    ),
  );

  if (!linkIsUsable) return null;

  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="reset-password" label={t('auth.reset.newPassword')} error={passwordError}>
          <PasswordInput
            autoComplete="new-password"
            {...fieldAria('reset-password', passwordError)}
            {...form.register('password')}
          />
        </FormField>
        <FormField id="reset-confirm" label={t('auth.reset.confirmPassword')} error={confirmError}>
          <PasswordInput
            autoComplete="new-password"
            {...fieldAria('reset-confirm', confirmError)}
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? t('auth.reset.updating') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
