import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpInput } from '@sortim/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { PasswordInput } from '#/components/password-input.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { useSignUp } from '#/features/auth/api/sign-up.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { toast } from '#/lib/toast.ts';

const FIELDS = ['name', 'email', 'password'] as const;

/** 'Join the Community': name, e-mail and password; the new account is signed in at once. */
export function SignUpForm() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(SignUpInput),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const nameError = message(errors.name);
  const emailError = message(errors.email);
  const passwordError = message(errors.password);
  const passwordHint = t('auth.passwordHint');

  const onSubmit = form.handleSubmit((input) =>
    signUp.mutateAsync(input).then(
      () => toast.success(t('auth.welcome'), { description: t('auth.welcomeDescription') }),
      (error: unknown) => {
        applyServerFieldErrors(error, FIELDS, form.setError);
        toast.error(t('auth.signUpFailed'), { description: errorMessage(error, t('errors.tryLater')) });
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField id="sign-up-name" label={t('auth.name')} error={nameError}>
        <Input
          autoComplete="name"
          placeholder={t('auth.namePlaceholder')}
          {...fieldAria('sign-up-name', nameError)}
          {...form.register('name')}
        />
      </FormField>
      <FormField id="sign-up-email" label={t('auth.email')} error={emailError}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          {...fieldAria('sign-up-email', emailError)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="sign-up-password" label={t('auth.password')} error={passwordError} hint={passwordHint}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('sign-up-password', passwordError, passwordHint)}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? t('auth.signingUp') : t('auth.signUp')}
      </Button>
    </form>
  );
}
