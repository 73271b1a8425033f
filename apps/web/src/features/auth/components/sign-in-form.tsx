import { zodResolver } from '@hookform/resolvers/zod';
import { SignInInput } from '@sortim/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { PasswordInput } from '#/components/password-input.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { useSignIn } from '#/features/auth/api/sign-in.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { toast } from '#/lib/toast.ts';

const FIELDS = ['email', 'password'] as const;

/** 'I'm Back': e-mail and password. Once `/api/me` knows the user, the page moves on. */
export function SignInForm() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(SignInInput), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const emailError = message(errors.email);
  const passwordError = message(errors.password);

  const onSubmit = form.handleSubmit((input) =>
    signIn.mutateAsync(input).then(
      () => toast.success(t('auth.welcomeBack'), { description: t('auth.welcomeBackDescription') }),
      (error: unknown) => {
        applyServerFieldErrors(error, FIELDS, form.setError);
        toast.error(t('auth.loginFailed'), { description: errorMessage(error, t('errors.tryLater')) });
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField id="sign-in-email" label={t('auth.email')} error={emailError}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          {...fieldAria('sign-in-email', emailError)}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="sign-in-password"
        label={t('auth.password')}
        error={passwordError}
        aside={
          <Link to="/forgot-password" className="text-link text-sm hover:underline">
            {t('auth.forgotPassword')}
          </Link>
        }
      >
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria('sign-in-password', passwordError)}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
